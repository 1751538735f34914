// A photo through the Image CDN: AVIF, then WebP, then JPEG, at the width the layout needs,
// with its box reserved (width/height) so nothing shifts while it loads.
import { imageSrcSet, imageUrl } from '~/src/lib/images';

interface PhotoProps {
  photoKey: string;
  alt: string;
  /** The `sizes` attribute: how wide the photo is drawn at each breakpoint. */
  sizes: string;
  className?: string;
  /** The first photo a visitor sees: loaded eagerly with high priority (LCP). */
  priority?: boolean;
  /** The widths offered (default: every width the site uses); fewer for a photo repeated down a long page. */
  widths?: readonly number[];
}

export function Photo({ photoKey, alt, sizes, className, priority = false, widths }: PhotoProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={imageSrcSet(photoKey, 'avif', widths)} sizes={sizes} />
      <source type="image/webp" srcSet={imageSrcSet(photoKey, 'webp', widths)} sizes={sizes} />
      <img
        src={imageUrl(photoKey, { width: 960 })}
        srcSet={imageSrcSet(photoKey, undefined, widths)}
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
