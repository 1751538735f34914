// "First tap → viewer painted" (issue 31, docs/decisions/064 and 070), timed in the page: used by
// bench-inp.ts (the figure), ab-first-tap.ts (two builds side by side) and trace-first-tap.ts.
import type { BrowserContextOptions, Locator, Page } from '@playwright/test';

/** The phone the first tap is measured on (touch, 375×812). */
export const PHONE: BrowserContextOptions = { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true };

/** A photo of a grid that opens the viewer (PhotoGrid, the gallery). */
export const PHOTO = 'main [data-photo-viewer] a[data-photo]';

/** How long a first tap may take before the run is failed rather than awaited. */
const VIEWER_WAIT_MS = 10_000;

/** The photo viewer itself, and what the page shows of a tap before it (photo-taps.ts). */
export const VIEWER = '.yarl__root';
const RESPONSE = '.yarl__root, .photo-viewer-opening, [data-held-click]';

/**
 * Opens `url` and taps `photo` as soon as it is scrolled into view: milliseconds from the tap (its
 * pointerdown) to the frame after the page first shows it, and to the end of the rendering of the
 * first frame with the photo viewer in the page.
 */
export async function firstTapToViewer(page: Page, url: string, photo: Locator): Promise<{ responseMs: number; viewerMs: number }> {
  await page.goto(url);
  await page.evaluate(
    ([viewer, response]) => {
      // Kept on the page's window until the tap: read back by the evaluate below.
      const timings = new Promise<{ responseMs: number; viewerMs: number }>((resolve) => {
        addEventListener(
          'pointerdown',
          () => {
            // No named function in here: tsx would wrap it in its `__name` helper, which the page lacks
            // (the listener then threw on the tap, and the run waited for a viewer forever).
            const start = performance.now();
            let responseMs: number | undefined;
            // Each as ms since the tap to the frame after it is in the page.
            const watch = new MutationObserver(() => {
              if (responseMs === undefined && document.querySelector(response)) {
                responseMs = -1;
                requestAnimationFrame(() => setTimeout(() => (responseMs = performance.now() - start)));
              }
              if (!document.querySelector(viewer)) return;
              watch.disconnect();
              const inPage = performance.now();
              requestAnimationFrame(() =>
                setTimeout(() => {
                  // A task after the frame: an upper bound, late by whatever was queued before it.
                  const afterFrame = performance.now();
                  // The browser's own record of that frame (long-animation-frame: frames over 50 ms)
                  // says when its rendering ended; read shortly after, once it is reported.
                  const frames: { startTime: number; duration: number; renderStart: number }[] = [];
                  const observer = new PerformanceObserver((list) => frames.push(...(list.getEntries() as unknown as typeof frames)));
                  observer.observe({ type: 'long-animation-frame', buffered: true });
                  setTimeout(() => {
                    observer.disconnect();
                    const frame = frames.filter((f) => f.renderStart > inPage).sort((a, b) => a.renderStart - b.renderStart)[0];
                    const viewerMs = (frame ? Math.min(afterFrame, frame.startTime + frame.duration) : afterFrame) - start;
                    resolve({ responseMs: responseMs === undefined || responseMs < 0 ? viewerMs : responseMs, viewerMs });
                  }, 200);
                }),
              );
            });
            watch.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-held-click'] });
          },
          { capture: true, once: true },
        );
      });
      Reflect.set(window, '__viewerMs', timings);
    },
    [VIEWER, RESPONSE] as const,
  );
  await photo.scrollIntoViewIfNeeded();
  await photo.tap();
  // A viewer that cannot load opens the photo itself (photo-taps.ts): a failure, not a wait.
  const gaveUp = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`first tap on ${url}: no photo viewer within ${VIEWER_WAIT_MS} ms`)), VIEWER_WAIT_MS),
  );
  return Promise.race([
    page.evaluate(() => Reflect.get(window, '__viewerMs') as Promise<{ responseMs: number; viewerMs: number }>),
    gaveUp,
  ]);
}
