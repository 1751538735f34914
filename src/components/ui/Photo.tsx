// A photo through the Image CDN: AVIF, then WebP, then JPEG, at the width the layout needs,
// with its box reserved (width/height) so nothing shifts while it loads.
import { imageSrcSet, imageUrl } from '../../lib/images';

interface PhotoProps {
  photoKey: string;
  alt: string;
  /** The `sizes` attribute: how wide the photo is drawn at each breakpoint. */
  sizes: string;
  className?: string;
  /** The first photo a visitor sees: loaded eagerly with high priority (LCP). */
  priority?: boolean;
}

export function Photo({ photoKey, alt, sizes, className, priority = false }: PhotoProps) {
  const url = `/api/image/${photoKey}`;
  const srcSet = (format: 'avif' | 'webp') =>
    imageSrcSet(photoKey).replaceAll(`${encodeURIComponent(url)}&`, `${encodeURIComponent(url)}&fm=${format}&`);
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
      <img
        src={imageUrl(photoKey, 960)}
        srcSet={imageSrcSet(photoKey)}
        sizes={sizes}
        alt={alt}
        width={1600}
        height={1067}
        className={className}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
