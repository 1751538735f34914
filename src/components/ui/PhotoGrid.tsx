// A grid of photos that opens the photo viewer: a listing's photos, a building's. Each photo is a
// link to the full-size image until the island runs (or without JavaScript), then the viewer at
// that photo. Its own small island (client:near, docs/decisions/056): the page around it is static.
import { Suspense, useState } from 'react';
import type { LightboxPhoto } from './PhotoLightbox';
import { PhotoLightbox, usePreloadedPhotoLightbox } from './lazy-photo-lightbox';
import { PhotoLink } from './PhotoLink';

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
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  usePreloadedPhotoLightbox();
  const { grid, first, rest } = LAYOUTS[layout];
  return (
    <>
      <ul className={grid}>
        {photos.map(({ key, alt }, i) => (
          <li key={key} className={i === 0 ? 'col-span-2 row-span-2' : ''}>
            <PhotoLink photo={{ key, alt }} index={i} count={photos.length} sizes={i === 0 ? first : rest} onOpen={setViewerIndex} />
          </li>
        ))}
      </ul>
      {viewerIndex !== null && (
        <Suspense fallback={null}>
          <PhotoLightbox photos={photos} index={viewerIndex} onClose={() => setViewerIndex(null)} />
        </Suspense>
      )}
    </>
  );
}
