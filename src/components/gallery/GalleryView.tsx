// 'Property Gallery': the photo grid, a featured-only mode (toggle or ?featured=true), and a viewer
// that stops at the ends (previous hidden on the first photo, next on the last). Static markup, not
// an island (docs/decisions/060): the page renders it without a directive, a tap on a photo opens the
// viewer through the page's listener (photo-taps.ts), and a few lines of page script
// (featured-filter.ts) run the toggle on it. Only when its photos changed since the build does it
// render live (GalleryRefresh): refreshed once from the API (use-refreshed.ts), the toggle its own,
// and the featured photos the list's own (the API's `?featured=true` answers the same ones in the same order).
import { useEffect } from 'react';
import type { GalleryImageJson } from '~/src/lib/api/types';
import { useRefreshed, type PublicSchema } from '~/src/lib/use-refreshed';
import { replaceSearch, useLocationSearch } from '~/src/lib/use-location';
import { imageUrl } from '~/src/lib/images';
import { galleryPhotoAlt } from '~/src/lib/photo-alt';
import { Photo } from '../ui/Photo';
import { PHOTO_GROUP, photoLinkProps } from '../ui/photo-group';
import { listenForPhotoTaps } from '../ui/photo-taps';
import { FEATURED_ITEM, FEATURED_ONLY } from './featured-markup';

const GALLERY: PublicSchema<GalleryImageJson[]> = (s) => s.GalleryImageListJsonSchema;

export interface GalleryViewProps {
  initialImages: GalleryImageJson[];
}

export default function GalleryView({ initialImages }: GalleryViewProps) {
  const featuredOnly = new URLSearchParams(useLocationSearch()).get('featured') === 'true';
  const all = useRefreshed('/api/gallery', GALLERY, initialImages);
  const images = featuredOnly ? all.filter((image) => image.featured) : all;
  useEffect(listenForPhotoTaps, []);

  const choose = (next: boolean) => replaceSearch(next ? '?featured=true' : '');
  const toggle = 'rounded-md px-4 py-2 text-sm font-semibold aria-pressed:bg-brand-700 aria-pressed:text-white';

  return (
    <>
      <div className="flex gap-2" role="group" aria-label="Which photos">
        <button
          type="button"
          className={toggle}
          aria-pressed={!featuredOnly}
          onClick={() => choose(false)}
          {...{ [FEATURED_ONLY]: 'false' }}
        >
          All photos
        </button>
        <button type="button" className={toggle} aria-pressed={featuredOnly} onClick={() => choose(true)} {...{ [FEATURED_ONLY]: 'true' }}>
          Featured
        </button>
      </div>
      {/* Kept in the markup when there are photos (a class, not `hidden=""`: valid HTML), for the static toggle's empty featured list. */}
      <p className={`mt-10 text-center text-lg text-slate-600${images.length > 0 ? ' hidden' : ''}`} data-gallery-empty>
        No images available
      </p>
      <ul className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-3" {...{ [PHOTO_GROUP]: 'finite' }}>
        {images.map((image, i) => (
          <li key={image.id} {...{ [FEATURED_ITEM]: String(image.featured) }}>
            <a
              href={imageUrl(image.filename, { width: 1600 })}
              {...photoLinkProps(image.filename, image.description)}
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
    </>
  );
}
