// Readies the chunks a built chunk loads on demand, without running any of them (docs/decisions/064):
// the `import()` that later runs them then waits for neither the network nor the compiler. The
// libraries the import pulls in (React DOM, the lightbox) are fetched and compiled
// (`modulepreload`: into the page's module map, not evaluated); the import's own chunk and its
// stylesheet are only fetched into the HTTP cache (`prefetch`), so nothing of the feature is in the
// page until its import starts. The bundler lists a chunk's on-demand dependencies at its top
// (`"_astro/x.js"`, `"_astro/x.css"`, in `__vite__mapDeps`), so the chunk's own text (in the cache
// already: it is running) names them. Under `astro dev` there is no such list and nothing is fetched.

/** The bundler's list of a chunk's on-demand dependencies, paths from the site's base. */
const LISTED = /["'`](_astro\/[\w.-]+\.(?:js|css))["'`]/g;
/** The list sits at the top of the chunk. */
const HEAD_CHARS = 4096;

const asked = new Set<string>();
/** The hints this module added, until the import they prepare for starts. */
const hints: HTMLLinkElement[] = [];
let hasImportStarted = false;

/**
 * A library: `<link rel="modulepreload">`, fetched and compiled (off the main thread as it streams
 * in), never run. The import's own chunk (`entry`) and a stylesheet: `<link rel="prefetch">`,
 * fetched at the lowest priority into the HTTP cache.
 */
function hint(href: string, entry: RegExp) {
  if (asked.has(href) || hasImportStarted) return;
  asked.add(href);
  const link = document.createElement('link');
  link.rel = href.endsWith('.js') && !entry.test(href) ? 'modulepreload' : 'prefetch';
  link.href = href;
  document.head.append(link);
  hints.push(link);
}

/**
 * Call as the on-demand import starts: removes the prefetch hints (and adds no more). The bundler's
 * preload helper, which runs with the import, requests every file of the import's graph at once as
 * `modulepreload`, but skips a file any `<link>` of the page already names: with prefetch hints in
 * place the import found those files one level at a time, each level only once the one before was
 * read and parsed (a first tap on /gallery waited for three reads in a row). The files stay in the
 * HTTP cache; the modulepreload hints stay, their modules already compiled in the module map.
 */
export function dropPrefetchHints(): void {
  hasImportStarted = true;
  for (const link of hints.splice(0)) if (link.rel === 'prefetch') link.remove();
}

/** The URLs of the chunks a built chunk (its text, served at `chunkUrl`) lists as loaded on demand. */
export function lazyChunksListedIn(text: string, chunkUrl: string): string[] {
  // A chunk's URL is /<base>/_astro/<name>.js: the listed paths are relative to its parent folder.
  const base = new URL('..', chunkUrl);
  return [...new Set([...text.slice(0, HEAD_CHARS).matchAll(LISTED)].map(([, listed]) => new URL(listed!, base).href))];
}

/**
 * Readies every chunk the built chunk at `chunkUrl` (an `import.meta.url`) imports on demand; the
 * chunks matching `entry` (the import's own) are only fetched.
 */
export async function prefetchLazyChunks(chunkUrl: string, entry: RegExp): Promise<void> {
  const answer = await fetch(chunkUrl);
  if (!answer.ok) return;
  for (const href of lazyChunksListedIn(await answer.text(), chunkUrl)) {
    hint(href, entry);
    // Adding a hint starts its fetch on the main thread (~0.5 ms here, 4 ms at Lighthouse's 8x):
    // one task each, not one task of eleven (decision 071).
    await new Promise((resolve) => setTimeout(resolve));
  }
}
