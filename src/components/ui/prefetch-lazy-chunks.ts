// Fetches the chunks a built chunk loads on demand into the HTTP cache, without running any of them
// (docs/decisions/064): the `import()` that later runs them then waits for no network. The bundler
// lists a chunk's on-demand dependencies at its top (`"_astro/x.js"`, `"_astro/x.css"`, in
// `__vite__mapDeps`), so the chunk's own text (in the cache already: it is running) names them.
// Under `astro dev` there is no such list and nothing is fetched.

/** The bundler's list of a chunk's on-demand dependencies, paths from the site's base. */
const LISTED = /["'`](_astro\/[\w.-]+\.(?:js|css))["'`]/g;
/** The list sits at the top of the chunk. */
const HEAD_CHARS = 4096;

const asked = new Set<string>();
/** The hints this module added, until the import they prepare for starts. */
const hints: HTMLLinkElement[] = [];
let hasImportStarted = false;

/** `<link rel="prefetch">`: fetched at the lowest priority, kept in the HTTP cache, never run. */
function prefetch(href: string) {
  if (asked.has(href) || hasImportStarted) return;
  asked.add(href);
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = href;
  document.head.append(link);
  hints.push(link);
}

/**
 * Call as the on-demand import starts: removes the prefetch hints (and adds no more). The bundler's
 * preload helper, which runs with the import, requests every file of the import's graph at once as
 * `modulepreload`, but skips a file any `<link>` of the page already names: with the hints in place
 * it requested none, and the import found its graph one level at a time, each level only once the
 * one before was read and parsed (a first tap on /gallery waited for three reads in a row). The
 * files the hints fetched stay in the HTTP cache.
 */
export function dropPrefetchHints(): void {
  hasImportStarted = true;
  for (const link of hints.splice(0)) link.remove();
}

/** The URLs of the chunks a built chunk (its text, served at `chunkUrl`) lists as loaded on demand. */
export function lazyChunksListedIn(text: string, chunkUrl: string): string[] {
  // A chunk's URL is /<base>/_astro/<name>.js: the listed paths are relative to its parent folder.
  const base = new URL('..', chunkUrl);
  return [...new Set([...text.slice(0, HEAD_CHARS).matchAll(LISTED)].map(([, listed]) => new URL(listed!, base).href))];
}

/** Prefetches every chunk the built chunk at `chunkUrl` (an `import.meta.url`) imports on demand. */
export async function prefetchLazyChunks(chunkUrl: string): Promise<void> {
  const answer = await fetch(chunkUrl);
  if (answer.ok) lazyChunksListedIn(await answer.text(), chunkUrl).forEach(prefetch);
}
