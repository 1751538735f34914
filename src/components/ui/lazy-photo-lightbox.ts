// The photo viewer, loaded on demand (its library is the largest part of a photo page's JavaScript),
// and as soon as its island is awake rather than on the first tap: a visitor who scrolled, hovered or
// tapped has woken the island, and the tap that opens a photo then waits for no chunk (issue 31).
import { lazy, useEffect } from 'react';

const load = () => import('./PhotoLightbox');

export const PhotoLightbox = lazy(load);

/** Starts loading the viewer once the island has rendered. */
export function usePreloadedPhotoLightbox(): void {
  useEffect(() => {
    void load();
  }, []);
}
