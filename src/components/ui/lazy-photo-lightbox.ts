// The photo viewer inside an island (a unit card's carousel), loaded on demand: its library is the
// largest part of a photo page's JavaScript. A photo grid opens it without an island (photo-taps.ts).
import { lazy } from 'react';

export const PhotoLightbox = lazy(() => import('./PhotoLightbox'));
