// A grid of photos that opens the photo viewer: a listing's photos, a building's. Static markup,
// not an island (docs/decisions/060): each photo is a link to the full-size image, and a tap opens
// the viewer at that photo through one listener on the page (photo-taps.ts), which the pages start
// with a script of their own and the live views (ListingView) here.
import { useEffect } from 'react';
import { PHOTO_GROUP } from './photo-group';
import type { LightboxPhoto } from './PhotoLightbox';
import { PhotoLink } from './PhotoLink';
import { listenForPhotoTaps } from './photo-taps';

const LAYOUTS = {
  listing: {
    grid: 'photo-grid mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3',
    first: '(min-width: 1024px) 560px, 100vw',
    rest: '(min-width: 1024px) 280px, 50vw',
  },
  building: {
    grid: 'photo-grid grid grid-cols-2 gap-3 sm:grid-cols-4',
    first: '(min-width: 1152px) 560px, (min-width: 640px) 50vw, 100vw',
    rest: '(min-width: 1152px) 280px, (min-width: 640px) 25vw, 50vw',
  },
} as const;

interface PhotoGridProps {
  photos: LightboxPhoto[];
  /** Where it sits: a listing's main column or the full width of a building's page. */
  layout: keyof typeof LAYOUTS;
}

export default function PhotoGrid({ photos, layout }: PhotoGridProps) {
  useEffect(listenForPhotoTaps, []);
  const { grid, first, rest } = LAYOUTS[layout];
  return (
    <ul className={grid} {...{ [PHOTO_GROUP]: '' }}>
      {photos.map((photo, i) => (
        <li key={photo.key} className={i === 0 ? 'col-span-2 row-span-2' : ''}>
          <PhotoLink photo={photo} index={i} count={photos.length} sizes={i === 0 ? first : rest} />
        </li>
      ))}
    </ul>
  );
}
