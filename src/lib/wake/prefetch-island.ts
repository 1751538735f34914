// Fetches a sleeping island's chunks without running them (client:near, docs/decisions/056): once
// the island nears the viewport, each chunk of its graph (its component, React DOM, the chunks they
// import and the lazy ones they list, such as the photo viewer) is fetched into the HTTP cache
// (`/_astro/*` is immutable). The tap that then wakes the island waits only for the chunks to run
// and React to hydrate, not for the network. Running them here instead would block the main thread
// while the page loads (decision 045).

/** How near the viewport the island is when its chunks are fetched: a screen away. */
const NEAR = '100% 0px';

/**
 * The chunks a built chunk loads: its static imports (`from"./x.js"`) and the dependencies Vite lists
 * for its dynamic imports (`"_astro/x.js"`, `"_astro/x.css"`), all at the top of the file.
 */
const DEPENDENCY = /(?:from|import)\s*["'`]\.\/([\w.-]+\.js)["'`]|["'`]_astro\/([\w.-]+\.(?:js|css))["'`]/g;
const HEAD_CHARS = 16_384;

const fetched = new Set<string>();

function fetchChunk(url: URL) {
  if (fetched.has(url.href)) return;
  fetched.add(url.href);
  void fetch(url)
    .then((answer) => (answer.ok && url.pathname.endsWith('.js') ? answer.text() : ''))
    .then(
      (text) => {
        for (const [, sibling, listed] of text.slice(0, HEAD_CHARS).matchAll(DEPENDENCY))
          fetchChunk(sibling ? new URL(sibling, url) : new URL(`/_astro/${listed}`, location.origin));
      },
      () => undefined,
    );
}

export function prefetchIsland(island: HTMLElement): void {
  if (!('IntersectionObserver' in window)) return;
  const watch = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      watch.disconnect();
      for (const attribute of ['component-url', 'renderer-url']) {
        const path = island.getAttribute(attribute);
        if (path) fetchChunk(new URL(path, location.href));
      }
    },
    { rootMargin: NEAR },
  );
  // <astro-island> has no box of its own (display: contents): watch what it holds.
  for (const child of island.children) watch.observe(child);
}
