// The photo viewer without an island (docs/decisions/060): a photo grid is static markup, each
// photo a plain link to the full-size image (which is what a tap opens without JavaScript). One
// listener on the document takes a plain click (a tap, Enter on a focused photo) on such a link,
// dims the photo and darkens the page at once, and only then loads the viewer's own chunk (React
// DOM and the lightbox, open-photo-viewer.tsx), which opens at that photo. Nothing hydrates first.
// The viewer starts loading earlier, on a sign that a photo is about to be opened (a touch, a
// pointer over it, focus) or that the page is being read (a scroll, as client:wake's islands wake:
// decision 045), so a tap usually finds it loaded; never while the page loads, which would block
// its main thread (Lighthouse's blocking time at 8x). Its chunks are readied sooner, once the page
// has loaded and a grid is near the viewport (decision 064): its libraries fetched and compiled,
// its own chunk fetched, so a tap waits for neither the network nor the compiler; and then, if a
// grid is in view (no scroll will come before a tap), the viewer is started once the main thread is
// idle (decision 075).
import { afterNextPaint } from '~/src/lib/after-next-paint';
import { isPlainClick } from '~/src/lib/wake/early-input';
import { whenIdle } from '~/src/lib/wake/when-idle';
import { PHOTO_GROUP, PHOTO_LINK_SELECTOR } from './photo-group';
import { dropPrefetchHints, prefetchLazyChunks } from './prefetch-lazy-chunks';

const loadViewer = () => import('./open-photo-viewer');
/** The viewer's own chunk (named after open-photo-viewer.tsx): requested only when the viewer starts. */
const VIEWER_CHUNK = /\/open-photo-viewer\.[\w-]+\.js$/;
let viewer: ReturnType<typeof loadViewer> | undefined;
function startLoading() {
  if (viewer) return viewer;
  // Without the prefetch hints, the import requests its whole graph at once (prefetch-lazy-chunks.ts).
  dropPrefetchHints();
  return (viewer = loadViewer());
}

const photoLinkOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLAnchorElement>(PHOTO_LINK_SELECTOR) : null;

/** Seen in the tap's own frame, while the viewer loads (global.css). */
function showOpening(link: HTMLAnchorElement): () => void {
  const veil = document.createElement('div');
  veil.className = 'photo-viewer-opening';
  document.body.append(veil);
  link.setAttribute('data-held-click', '');
  return () => {
    veil.remove();
    link.removeAttribute('data-held-click');
  };
}

function open(event: MouseEvent) {
  const link = photoLinkOf(event.target);
  if (!link || event.defaultPrevented || !isPlainClick(event)) return;
  event.preventDefault();
  const shown = showOpening(link);
  const loading = startLoading();
  // The viewer's render waits for the frame that shows the tap: that frame is the tap's response
  // (its INP), however long the viewer then takes.
  afterNextPaint(() =>
    loading.then(
      ({ openPhotoViewer }) => openPhotoViewer(link, shown),
      () => {
        // The chunk did not arrive (offline, a new deploy): do what the link does without script.
        shown();
        location.assign(link.href);
      },
    ),
  );
}

function warm(event: Event) {
  if (photoLinkOf(event.target)) void startLoading().catch(() => undefined);
}

/** How near the viewport a grid is when the viewer's chunks are fetched: a screen away. */
const NEAR = '100% 0px';

const isInView = (element: Element) => {
  const { top, bottom } = element.getBoundingClientRect();
  return top < innerHeight && bottom > 0;
};

/** The viewer's chunks readied once a grid nears the viewport; the viewer started once idle if a grid is in view. */
function prefetchWhenNear(grids: NodeListOf<Element>) {
  if (!('IntersectionObserver' in window)) return;
  const watch = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      watch.disconnect();
      // This module's chunk lists the viewer's chunks (its only on-demand import). Once they are
      // readied, with a grid in view, the viewer is started when the main thread is next idle
      // (decision 075): a first tap then waits only for its render, not for its modules to run. A
      // grid below the fold is reached by a scroll, which starts the viewer (listenForPhotoTaps).
      void prefetchLazyChunks(import.meta.url, VIEWER_CHUNK)
        .then(async () => {
          if ([...grids].some(isInView)) await whenIdle(2000, 0).then(startLoading);
        })
        .catch(() => undefined);
    },
    { rootMargin: NEAR },
  );
  grids.forEach((grid) => watch.observe(grid));
}

let isListening = false;

/** Makes every photo link of the page (now and later: the live views render theirs) open the viewer. */
export function listenForPhotoTaps(): void {
  if (isListening) return;
  isListening = true;
  document.addEventListener('click', open);
  for (const type of ['pointerdown', 'pointerover', 'focusin'] as const)
    document.addEventListener(type, warm, { capture: true, passive: true });
  if (!document.querySelector(PHOTO_LINK_SELECTOR)) return;
  addEventListener('scroll', () => void startLoading().catch(() => undefined), { once: true, passive: true });
  // After the load, never competing with the page's own files (its largest image: LCP).
  const grids = document.querySelectorAll(`[${PHOTO_GROUP}]`);
  if (document.readyState === 'complete') prefetchWhenNear(grids);
  else addEventListener('load', () => prefetchWhenNear(grids), { once: true });
}
