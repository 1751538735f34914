// A unit's photos on a card: arrows, dots and a photo count; clicking the photo opens the
// full-screen viewer. The photo is a link to `href` (the listing page), so a tap before the island
// has hydrated, or without JavaScript, still goes somewhere useful. States (docs/PRODUCT.md §4): loading ('Loading...' until the photo paints over it),
// loaded, empty ('No Image Available').
import { Suspense, useState } from 'react';
import { Photo } from './Photo';
import { upgradeLinkClick } from './upgrade-link';
import type { LightboxPhoto } from './PhotoLightbox';
import { PhotoLightbox } from './lazy-photo-lightbox';

interface ImageCarouselProps {
  photos: LightboxPhoto[];
  sizes: string;
  /** The first card's first photo is the page's largest paint: load it at once. */
  priority?: boolean;
  /** Where the photo leads before hydration (and on a modified click): the listing page. */
  href: string;
}

export function ImageCarousel({ photos, sizes, priority = false, href }: ImageCarouselProps) {
  const [index, setIndex] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const count = photos.length;
  const current = photos[index];

  if (!current) {
    return <div className="flex aspect-[3/2] items-center justify-center bg-slate-100 text-slate-600">No Image Available</div>;
  }
  const go = (step: number) => setIndex((i) => (i + step + count) % count);

  return (
    <div className="group relative aspect-[3/2] overflow-hidden bg-slate-100">
      {/* Behind the photo: visible until the photo paints over it (also before hydration). */}
      <div className="absolute inset-0 flex items-center justify-center text-sm text-slate-600">Loading...</div>
      <a
        href={href}
        className="relative block h-full w-full cursor-zoom-in"
        {...upgradeLinkClick(() => setViewerOpen(true))}
        aria-label={`View photos full screen (${index + 1} of ${count})`}
      >
        <Photo
          key={current.key}
          photoKey={current.key}
          alt={current.alt}
          sizes={sizes}
          priority={priority && index === 0}
          className="h-full w-full object-cover"
        />
      </a>
      <span className="pointer-events-none absolute right-2 top-2 rounded bg-slate-900/75 px-2 py-0.5 text-xs font-medium text-white">
        {count} {count === 1 ? 'photo' : 'photos'}
      </span>
      {count > 1 && (
        <>
          <button type="button" onClick={() => go(-1)} aria-label="Previous photo" className="carousel-arrow left-2">
            ‹
          </button>
          <button type="button" onClick={() => go(1)} aria-label="Next photo" className="carousel-arrow right-2">
            ›
          </button>
          <div className="absolute bottom-1 left-0 right-0 flex justify-center">
            {photos.map((photo, i) => (
              <button
                key={photo.key}
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show photo ${i + 1} of ${count}`}
                aria-current={i === index}
                className="flex h-6 w-6 items-center justify-center"
              >
                <span className={`block h-2.5 w-2.5 rounded-full border border-white ${i === index ? 'bg-white' : 'bg-white/40'}`} />
              </button>
            ))}
          </div>
        </>
      )}
      {viewerOpen && (
        <Suspense fallback={null}>
          <PhotoLightbox photos={photos} index={index} onIndexChange={setIndex} onClose={() => setViewerOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
