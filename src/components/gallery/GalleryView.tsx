// 'Property Gallery': the photo grid, a featured-only mode (toggle or ?featured=true), and a viewer
// that stops at the ends (previous hidden on the first photo, next on the last). A small island
// (client:near, docs/decisions/056): the list is the page's, refreshed once when it wakes without a
// query cache (use-refreshed.ts), and the featured photos are the list's own (the API's
// `?featured=true` answers the same ones in the same order).
import { Suspense, useState } from 'react';
import type { GalleryImageJson } from '~/src/lib/api/types';
import { useRefreshed, type PublicSchema } from '~/src/lib/use-refreshed';
import { replaceSearch, useLocationSearch } from '~/src/lib/use-location';
import { imageUrl } from '~/src/lib/images';
import { galleryPhotoAlt } from '~/src/lib/photo-alt';
import { Photo } from '../ui/Photo';
import { upgradeLinkClick } from '../ui/upgrade-link';
import { PhotoLightbox, usePreloadedPhotoLightbox } from '../ui/lazy-photo-lightbox';

const GALLERY: PublicSchema<GalleryImageJson[]> = (s) => s.GalleryImageListJsonSchema;

export default function GalleryView({ initialImages }: { initialImages: GalleryImageJson[] }) {
  const featuredOnly = new URLSearchParams(useLocationSearch()).get('featured') === 'true';
  const all = useRefreshed('/api/gallery', GALLERY, initialImages);
  const images = featuredOnly ? all.filter((image) => image.featured) : all;
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
      {images.length === 0 ? (
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
      {viewerIndex !== null && (
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
