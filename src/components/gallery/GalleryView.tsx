// 'Property Gallery': the photo grid, a featured-only mode (toggle or ?featured=true), and a viewer
// that stops at the ends (previous hidden on the first photo, next on the last). One island: the
// build renders every photo; hydrated, it reads ?featured=true from the address and the toggle
// keeps the choice there. Without JavaScript every photo shows and each opens its full-size image.
import type { GalleryImageJson } from '~/src/lib/api/types';
import { replaceSearch, useLocationSearch } from '~/src/lib/use-location';
import { galleryPhotoAlt } from '~/src/lib/photo-alt';
import PhotoGrid from '../ui/PhotoGrid';

export interface GalleryViewProps {
  images: GalleryImageJson[];
}

export default function GalleryView({ images: all }: GalleryViewProps) {
  const featuredOnly = new URLSearchParams(useLocationSearch()).get('featured') === 'true';
  const images = featuredOnly ? all.filter((image) => image.featured) : all;
  const choose = (next: boolean) => replaceSearch(next ? '?featured=true' : '');
  const toggle = 'rounded-md px-4 py-2 text-sm font-semibold aria-pressed:bg-brand-700 aria-pressed:text-white';
  const descriptions = new Map(images.map((image) => [image.filename, image.description]));

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
      {images.length === 0 && <p className="mt-10 text-center text-lg text-slate-600">No images available</p>}
      <PhotoGrid
        key={String(featuredOnly)}
        layout="gallery"
        photos={images.map((image) => ({ key: image.filename, alt: galleryPhotoAlt(image), caption: image.description }))}
        label={(photo) => <span className="mt-2 block text-sm text-slate-700">{descriptions.get(photo.key)}</span>}
      />
    </>
  );
}
