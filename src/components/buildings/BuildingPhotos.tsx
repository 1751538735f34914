// A building's photos on its page (issue 35): the grid the listing page shows, each photo a link to
// the full-size image until the island runs (or without JavaScript), then the shared photo viewer.
import { lazy, Suspense, useState } from 'react';
import type { LightboxPhoto } from '../ui/PhotoLightbox';
import { PhotoLink } from '../ui/PhotoLink';

const PhotoLightbox = lazy(() => import('../ui/PhotoLightbox'));

export default function BuildingPhotos({ photos }: { photos: LightboxPhoto[] }) {
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  return (
    <>
      <ul className="photo-grid grid grid-cols-2 gap-3 sm:grid-cols-4">
        {photos.map(({ key, alt }, i) => (
          <li key={key} className={i === 0 ? 'col-span-2 row-span-2' : ''}>
            <PhotoLink
              photo={{ key, alt }}
              index={i}
              count={photos.length}
              sizes={
                i === 0
                  ? '(min-width: 1152px) 560px, (min-width: 640px) 50vw, 100vw'
                  : '(min-width: 1152px) 280px, (min-width: 640px) 25vw, 50vw'
              }
              onOpen={setViewerIndex}
            />
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
