// The photo viewer, loaded on demand: its library is the largest part of a photo page's JavaScript,
// and most visitors never open it. A photo grid starts loading it as a pointer or focus reaches a
// photo (PhotoGrid.tsx).
import { lazy } from 'react';

export const PhotoLightbox = lazy(() => import('./PhotoLightbox'));
