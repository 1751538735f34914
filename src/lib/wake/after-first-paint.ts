/**
 * Once the page's first contentful paint has been reported (at once if it already was): what a
 * script fetches then is not in the way of the page's own files, nor, in Lighthouse's simulation,
 * counted before its largest paint (decision 074). Where the browser does not report paints, at the
 * load event. ScriptsAfterFirstPaint.astro waits the same way, in the page's inline loader.
 */
export const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      new PerformanceObserver((entries, observer) => {
        if (!entries.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        resolve();
      }).observe({ type: 'paint', buffered: true });
    } else if (document.readyState === 'complete') resolve();
    else addEventListener('load', () => resolve(), { once: true });
  });
