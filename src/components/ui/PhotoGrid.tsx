// A grid of photos that opens the photo viewer: a listing's photos, a building's, the gallery's.
// Each photo is a link to the full-size image, which is what a tap opens before the island has
// hydrated or without JavaScript; once hydrated, a plain tap opens the viewer at that photo. The
// viewer's code loads on first use (lazy-photo-lightbox.ts), and starts loading as a pointer or
// focus reaches a photo. Closing it puts focus back on the photo it opened from.
import { Suspense, useRef, useState, type ReactNode } from 'react';
import { imageUrl } from '~/src/lib/images';
import { PhotoLightbox } from './lazy-photo-lightbox';
import { Photo } from './Photo';
import type { LightboxPhoto } from './PhotoLightbox';
import { upgradeLinkClick } from './upgrade-link';

const LAYOUTS = {
  listing: {
    grid: 'photo-grid mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3',
    item: (i: number) => (i === 0 ? 'col-span-2 row-span-2' : ''),
    link: 'block w-full overflow-hidden rounded-md',
    photo: 'aspect-[3/2] w-full object-cover transition-transform hover:scale-105',
    sizes: (i: number) => (i === 0 ? '(min-width: 1024px) 560px, 100vw' : '(min-width: 1024px) 280px, 50vw'),
    eager: 1,
  },
  building: {
    grid: 'photo-grid grid grid-cols-2 gap-3 sm:grid-cols-4',
    item: (i: number) => (i === 0 ? 'col-span-2 row-span-2' : ''),
    link: 'block w-full overflow-hidden rounded-md',
    photo: 'aspect-[3/2] w-full object-cover transition-transform hover:scale-105',
    sizes: (i: number) =>
      i === 0 ? '(min-width: 1152px) 560px, (min-width: 640px) 50vw, 100vw' : '(min-width: 1152px) 280px, (min-width: 640px) 25vw, 50vw',
    eager: 1,
  },
  gallery: {
    grid: 'mt-6 grid grid-cols-2 gap-4 md:grid-cols-3',
    item: () => '',
    link: 'group block w-full overflow-hidden rounded-lg text-left',
    photo: 'aspect-[3/2] w-full object-cover transition-transform group-hover:scale-105',
    sizes: () => '(min-width: 768px) 33vw, 50vw',
    eager: 3,
  },
} as const;

const loadViewer = () => void import('./PhotoLightbox');

interface PhotoGridProps {
  photos: LightboxPhoto[];
  /** Where it sits: a listing's main column, the full width of a building's page, the gallery. */
  layout: keyof typeof LAYOUTS;
  /** Under each photo (the gallery's descriptions). */
  label?: (photo: LightboxPhoto) => ReactNode;
}

export default function PhotoGrid({ photos, layout, label }: PhotoGridProps) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const links = useRef<Array<HTMLAnchorElement | null>>([]);
  const { grid, item, link, photo: photoClass, sizes, eager } = LAYOUTS[layout];
  const close = () => {
    const from = openAt;
    setOpenAt(null);
    if (from !== null) links.current[from]?.focus();
  };
  return (
    <>
      <ul className={grid}>
        {photos.map((photo, i) => (
          <li key={photo.key} className={item(i)}>
            <a
              ref={(element) => {
                links.current[i] = element;
              }}
              href={imageUrl(photo.key, { width: 1600 })}
              className={link}
              aria-label={label ? undefined : `Open photo ${i + 1} of ${photos.length}`}
              onPointerEnter={loadViewer}
              onFocus={loadViewer}
              {...upgradeLinkClick(() => setOpenAt(i))}
            >
              <Photo photoKey={photo.key} alt={photo.alt} sizes={sizes(i)} priority={i < eager} className={photoClass} />
              {label?.(photo)}
            </a>
          </li>
        ))}
      </ul>
      {openAt !== null && (
        <Suspense fallback={null}>
          <PhotoLightbox photos={photos} index={openAt} onClose={close} finite={layout === 'gallery'} />
        </Suspense>
      )}
    </>
  );
}
