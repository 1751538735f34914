// One photo of a grid that opens the photo viewer (a listing's photos, a building's): the photo
// itself until the island runs (or without JavaScript), then the viewer at that photo.
import { imageUrl } from '~/src/lib/images';
import { Photo } from './Photo';
import { upgradeLinkClick } from './upgrade-link';

interface PhotoLinkProps {
  photo: { key: string; alt: string };
  /** Its place in the grid (0 is the large first photo) and the grid's size. */
  index: number;
  count: number;
  sizes: string;
  onOpen: (index: number) => void;
}

export function PhotoLink({ photo, index, count, sizes, onOpen }: PhotoLinkProps) {
  return (
    <a
      href={imageUrl(photo.key, { width: 1600 })}
      {...upgradeLinkClick(() => onOpen(index))}
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
