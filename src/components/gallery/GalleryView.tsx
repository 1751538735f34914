// 'Property Gallery': the photo grid, a featured-only mode (toggle or ?featured=true), and a viewer
// that stops at the ends (previous hidden on the first photo, next on the last).
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { galleryQuery } from '~/src/lib/api/queries';
import type { GalleryImageJson } from '~/src/lib/api/types';
import { fromPage } from '~/src/lib/query-client';
import { replaceSearch, useLocationSearch } from '~/src/lib/use-location';
import { imageUrl } from '~/src/lib/images';
import { galleryPhotoAlt } from '~/src/lib/photo-alt';
import { Photo } from '../ui/Photo';
import { upgradeLinkClick } from '../ui/upgrade-link';
import { QueryProvider } from '../ui/QueryProvider';
import { PhotoLightbox, usePreloadedPhotoLightbox } from '../ui/lazy-photo-lightbox';

function Gallery({ initialImages }: { initialImages?: GalleryImageJson[] }) {
  const featuredOnly = new URLSearchParams(useLocationSearch()).get('featured') === 'true';
  const all = useQuery({ ...galleryQuery(false), ...fromPage(initialImages), enabled: !featuredOnly });
  const featured = useQuery({ ...galleryQuery(true), enabled: featuredOnly });
  const images = featuredOnly ? featured.data : all.data;
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  usePreloadedPhotoLightbox();

  const choose = (next: boolean) => replaceSearch(next ? '?featured=true' : '');
  const toggle = 'rounded-md px-4 py-2 text-sm font-semibold aria-pressed:bg-brand-700 aria-pressed:text-white';

  return (
    <>
      <div className="flex gap-2" role="group" aria-label="Which photos">
        <button type="button" className={toggle} aria-pressed={!featuredOnly} onClick={() => choose(false)}>
          All photos
        </button>
        <button type="button" className={toggle} aria-pressed={featuredOnly} onClick={() => choose(true)}>
          Featured
        </button>
      </div>
      {!images ? (
        <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3" aria-busy="true" aria-label="Loading photos">
          {Array.from({ length: 6 }, (_, i) => (
            <li key={i} className="aspect-[3/2] animate-pulse rounded-lg bg-slate-100" data-testid="placeholder-photo" />
          ))}
        </ul>
      ) : images.length === 0 ? (
        <p className="mt-10 text-center text-lg text-slate-600">No images available</p>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3">
          {images.map((image, i) => (
            <li key={image.id}>
              <a
                href={imageUrl(image.filename, { width: 1600 })}
                {...upgradeLinkClick(() => setViewerIndex(i))}
                className="group block w-full overflow-hidden rounded-lg text-left"
              >
                <Photo
                  photoKey={image.filename}
                  alt={galleryPhotoAlt(image)}
                  sizes="(min-width: 768px) 33vw, 50vw"
                  priority={i < 3}
                  className="aspect-[3/2] w-full object-cover transition-transform group-hover:scale-105"
                />
                <span className="mt-2 block text-sm text-slate-700">{image.description}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {viewerIndex !== null && images && (
        <Suspense fallback={null}>
          <PhotoLightbox
            finite
            photos={images.map((image) => ({ key: image.filename, alt: galleryPhotoAlt(image), caption: image.description }))}
            index={viewerIndex}
            onClose={() => setViewerIndex(null)}
          />
        </Suspense>
      )}
    </>
  );
}

export default function GalleryView(props: { initialImages?: GalleryImageJson[] }) {
  return (
    <QueryProvider>
      <Gallery {...props} />
    </QueryProvider>
  );
}
