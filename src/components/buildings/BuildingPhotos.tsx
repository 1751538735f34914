// A building's photos on its page (issue 35): the grid the listing page shows, each photo a link to
// the full-size image until the island runs (or without JavaScript), then the shared photo viewer.
import { lazy, Suspense, useState } from 'react';
import { imageUrl } from '~/src/lib/images';
import { Photo } from '../ui/Photo';
import type { LightboxPhoto } from '../ui/PhotoLightbox';
import { upgradeLinkClick } from '../ui/upgrade-link';

const PhotoLightbox = lazy(() => import('../ui/PhotoLightbox'));

export default function BuildingPhotos({ photos }: { photos: LightboxPhoto[] }) {
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  return (
    <>
      <ul className="photo-grid grid grid-cols-2 gap-3 sm:grid-cols-4">
        {photos.map(({ key, alt }, i) => (
          <li key={key} className={i === 0 ? 'col-span-2 row-span-2' : ''}>
            <a
              href={imageUrl(key, { width: 1600 })}
              {...upgradeLinkClick(() => setViewerIndex(i))}
              className="block w-full overflow-hidden rounded-md"
              aria-label={`Open photo ${i + 1} of ${photos.length}`}
            >
              <Photo
                photoKey={key}
                alt={alt}
                sizes={
                  i === 0
                    ? '(min-width: 1152px) 560px, (min-width: 640px) 50vw, 100vw'
                    : '(min-width: 1152px) 280px, (min-width: 640px) 25vw, 50vw'
                }
                priority={i === 0}
                className="aspect-[3/2] w-full object-cover transition-transform hover:scale-105"
              />
            </a>
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
