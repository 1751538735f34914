// One photo of a grid that opens the photo viewer (a listing's photos, a building's): a link to the
// full-size image, which is what it opens without JavaScript; with it, a tap opens the viewer at
// that photo (photo-taps.ts, docs/decisions/060).
import { imageUrl } from '~/src/lib/images';
import { Photo } from './Photo';
import { photoLinkProps } from './photo-group';
import type { LightboxPhoto } from './PhotoLightbox';

interface PhotoLinkProps {
  photo: LightboxPhoto;
  /** Its place in the grid (0 is the large first photo) and the grid's size. */
  index: number;
  count: number;
  sizes: string;
}

export function PhotoLink({ photo, index, count, sizes }: PhotoLinkProps) {
  return (
    <a
      href={imageUrl(photo.key, { width: 1600 })}
      {...photoLinkProps(photo.key, photo.caption)}
      className="block w-full overflow-hidden rounded-md"
      aria-label={`Open photo ${index + 1} of ${count}`}
    >
      <Photo
        photoKey={photo.key}
        alt={photo.alt}
        sizes={sizes}
        priority={index === 0}
        className="aspect-[3/2] w-full object-cover transition-transform hover:scale-105"
      />
    </a>
  );
}
