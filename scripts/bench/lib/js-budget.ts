// The JavaScript budget (issue 22, docs/decisions/036-javascript-budget.md): what each built page
// makes a browser download on first render, brotli as served, against its budget.
//
// Read from the build output itself, never from a list of pages: every HTML file in the site is a
// page, so a page someone adds tomorrow is measured (and held to the rule for its kind) without
// anyone remembering to list it. A page loads on first render:
//   - every <script src> and <link rel="modulepreload">,
//   - every island's component-url, renderer-url and before-hydration-url (Astro imports them when it hydrates;
//     client:visible and client:idle islands count too: a visitor who scrolls gets them),
//   - the static imports of an inline <script type="module">,
//   - and, recursively, every static `import` of those files.
// A dynamic `import()` inside them (a lightbox opened on demand, an admin tab) is not first
// render: it is listed as lazy, with the static imports it adds, and counted only where a budget
// says so (the admin's first tab, which the first screen shows).
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { init, parse } from 'es-module-lexer';

export interface BudgetRules {
  /** A page with at least one island, in KB (1,024 bytes) of brotli. */
  islandPageKB: number;
  /** A page without islands. */
  plainPageKB: number;
  /** Pages with a budget of their own (route → rule), e.g. the admin's first screen. */
  pages: Record<string, { budgetKB: number; why: string; alsoCount?: RegExp }>;
}

/** The budgets CI holds the build to. Raise one only with a line in docs/BENCHMARKS.md saying why. */
export const BUDGETS: BudgetRules = {
  islandPageKB: 60,
  plainPageKB: 0,
  pages: {
    '/admin': {
      budgetKB: 150,
      why: 'admin first screen: sign-in and the first tab (Dashboard, its charts loading after); the other tabs load when opened',
      // The first tab is a lazy chunk (React.lazy), but the first screen shows it: count it.
      alsoCount: /^DashboardTab\./,
    },
    // Staff-only previews of a draft (noindex, not in the sitemap, docs/decisions/033): the home,
    // About and Contact islands on one page, plus the loader of the draft.
    ...Object.fromEntries(
      ['/preview', '/preview/about', '/preview/contact', '/preview/listing'].map((route) => [
        route,
        { budgetKB: 90, why: 'staff-only preview of a draft: the islands of the pages it previews together' },
      ]),
    ),
  },
};

export interface PageWeight {
  /** Route, e.g. /listing/<id> for the listing pages (the heaviest one is kept). */
  route: string;
  /** The HTML file measured (for a group of pages, the heaviest). */
  file: string;
  pages: number;
  islands: number;
  /** First-render JS, brotli bytes, including `alsoCount` lazy chunks. */
  brotli: number;
  raw: number;
  scripts: string[];
  /** Chunks loaded on demand (dynamic import), with what they add; not counted unless `alsoCount`. */
  lazy: { chunk: string; brotli: number }[];
  budgetKB: number;
  why: string;
}

const KB = 1024;
export const kb = (bytes: number) => Math.round((bytes / KB) * 10) / 10;

/** Brotli at the quality the local server (and so Lighthouse's transfer sizes) uses. */
export function brotliSize(bytes: Uint8Array): number {
  return brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }).length;
}

async function htmlFiles(dir: string, under = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(path.join(dir, under), { withFileTypes: true })) {
    const rel = path.join(under, entry.name);
    if (entry.isDirectory()) {
      // The bench's script-free copies are not pages of the site.
      if (!entry.name.startsWith('__') && entry.name !== '_astro') out.push(...(await htmlFiles(dir, rel)));
    } else if (entry.name.endsWith('.html')) out.push(rel);
  }
  return out.sort();
}

/** /listing/7/index.html → /listing/<id>; /buildings/12-northern-avenue/index.html → /buildings/<slug>; index.html → /; 404.html → /404. */
export function routeOf(file: string): string {
  const route = `/${file.replace(/\\/g, '/')}`.replace(/\/?index\.html$/, '').replace(/\.html$/, '') || '/';
  return route.replace(/^\/listing\/\d+$/, '/listing/<id>').replace(/^\/buildings\/[^/]+$/, '/buildings/<slug>');
}

const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)?.slice(2).find(Boolean);

/** The script URLs a page's HTML names and the inline module code it runs. */
export function scriptsOfHtml(html: string): { urls: string[]; inline: string[]; islands: number } {
  const urls: string[] = [];
  const inline: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attr(m[0].slice(0, m[1]!.length + 8), 'src');
    if (src) urls.push(src);
    else if (/type\s*=\s*["']?module/i.test(m[1]!)) inline.push(m[2]!);
  }
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    if (/rel\s*=\s*["']?modulepreload/i.test(m[0])) urls.push(attr(m[0], 'href')!);
  }
  let islands = 0;
  for (const m of html.matchAll(/<astro-island\b[^>]*>/gi)) {
    islands++;
    for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
      const url = attr(m[0], name);
      if (url) urls.push(url);
    }
  }
  return { urls, inline, islands };
}

interface ModuleInfo {
  raw: number;
  brotli: number;
  staticImports: string[];
  dynamicImports: string[];
}

/** Reads and parses the site's JS files once each. */
function moduleReader(siteDir: string) {
  const cache = new Map<string, Promise<ModuleInfo | null>>();
  const resolveFrom = (from: string, specifier: string) => {
    if (/^(https?:)?\/\//.test(specifier)) return null; // another origin: none today
    return specifier.startsWith('/') ? path.posix.normalize(specifier) : path.posix.join(path.posix.dirname(from), specifier);
  };
  const importsOf = (url: string, code: string) => {
    const [imports] = parse(code);
    const staticImports: string[] = [];
    const dynamicImports: string[] = [];
    for (const i of imports) {
      if (i.d === -2) continue; // import.meta
      // The bundler writes import(`./Chunk.js`): a template literal, which the lexer leaves unnamed.
      const name = i.n ?? /^\s*`([^`$]+)`\s*$/.exec(code.slice(i.s, i.e))?.[1];
      if (!name) continue; // an import() of a computed name: none in our output
      const target = resolveFrom(url, name);
      if (target) (i.d === -1 ? staticImports : dynamicImports).push(target);
    }
    // (Vite's __vite__mapDeps lists what each import() preloads: the imported chunk's own static
    // imports, which the closure below follows anyway; so only the import() targets are roots.)
    return { staticImports, dynamicImports };
  };
  const read = (url: string): Promise<ModuleInfo | null> => {
    const hit = cache.get(url);
    if (hit) return hit;
    const loading = readFile(path.join(siteDir, url)).then(
      (bytes) => ({ raw: bytes.length, brotli: brotliSize(bytes), ...importsOf(url, bytes.toString('utf8')) }),
      () => null,
    );
    cache.set(url, loading);
    return loading;
  };
  return { read, importsOf };
}

/** Every file reachable from `roots` through static imports (the roots included). */
async function closure(
  read: (url: string) => Promise<ModuleInfo | null>,
  roots: string[],
  missing: string[],
): Promise<Map<string, ModuleInfo>> {
  const seen = new Map<string, ModuleInfo>();
  const queue = [...roots];
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    const info = await read(url);
    if (!info) {
      missing.push(url);
      continue;
    }
    seen.set(url, info);
    queue.push(...info.staticImports);
  }
  return seen;
}

/** Measures every page of a built site (the folder `astro build` wrote). */
export async function measureSite(siteDir: string, rules: BudgetRules = BUDGETS): Promise<PageWeight[]> {
  await init;
  const { read, importsOf } = moduleReader(siteDir);
  const rows = new Map<string, PageWeight>();
  for (const file of await htmlFiles(siteDir)) {
    const route = routeOf(file);
    const pageUrl = `/${file.replace(/\\/g, '/')}`;
    const { urls, inline, islands } = scriptsOfHtml(await readFile(path.join(siteDir, file), 'utf8'));
    const roots = urls.map((u) => (u.startsWith('/') ? path.posix.normalize(u) : path.posix.join(path.posix.dirname(pageUrl), u)));
    const lazyRoots: string[] = [];
    for (const code of inline) {
      const { staticImports, dynamicImports } = importsOf(pageUrl, code);
      roots.push(...staticImports);
      lazyRoots.push(...dynamicImports);
    }
    const missing: string[] = [];
    const first = await closure(read, roots, missing);
    if (missing.length) throw new Error(`${file} loads ${missing.join(', ')}, which the build does not contain`);
    for (const info of first.values()) lazyRoots.push(...info.dynamicImports);
    // Each lazy chunk with what it adds beyond first render.
    const own = rules.pages[route];
    const lazy: PageWeight['lazy'] = [];
    const counted = new Map(first);
    for (const root of [...new Set(lazyRoots)].filter((u) => !first.has(u))) {
      const added = [...(await closure(read, [root], missing)).entries()].filter(([u]) => !first.has(u));
      const chunk = path.posix.basename(root);
      lazy.push({ chunk, brotli: added.reduce((n, [, i]) => n + i.brotli, 0) });
      if (own?.alsoCount?.test(chunk)) for (const [u, i] of added) counted.set(u, i);
    }
    const sum = (key: 'raw' | 'brotli') => [...counted.values()].reduce((n, i) => n + i[key], 0);
    const row: PageWeight = {
      route,
      file,
      pages: 1,
      islands,
      brotli: sum('brotli'),
      raw: sum('raw'),
      scripts: [...counted.keys()].map((u) => path.posix.basename(u)).sort(),
      lazy: lazy.sort((a, b) => b.brotli - a.brotli),
      budgetKB: own?.budgetKB ?? (islands > 0 ? rules.islandPageKB : rules.plainPageKB),
      why: own?.why ?? (islands > 0 ? 'page with islands' : 'page without islands'),
    };
    const previous = rows.get(route);
    if (!previous || row.brotli > previous.brotli) rows.set(route, { ...row, pages: (previous?.pages ?? 0) + 1 });
    else previous.pages += 1;
  }
  return [...rows.values()];
}

export const isOverBudget = (row: PageWeight) => row.brotli > row.budgetKB * KB;

/** The per-page table, Markdown. */
export function formatTable(rows: PageWeight[]): string {
  const lines = [
    '| page | islands | JS first render (brotli) | budget | raw | lazy, on demand (brotli) |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of rows) {
    const name = r.pages > 1 ? `${r.route} (heaviest of ${r.pages})` : r.route;
    const lazy = r.lazy.map((l) => `${l.chunk.replace(/\.[\w-]+\.js$/, '')} ${kb(l.brotli)} KB`).join(', ') || '–';
    const verdict = isOverBudget(r) ? ' **OVER**' : '';
    lines.push(`| ${name} | ${r.islands} | ${kb(r.brotli)} KB${verdict} | ${r.budgetKB} KB | ${kb(r.raw)} KB | ${lazy} |`);
  }
  return lines.join('\n');
}

/** One sentence per page over its budget (empty when all are within). */
export function budgetFailures(rows: PageWeight[]): string[] {
  return rows
    .filter(isOverBudget)
    .map(
      (r) =>
        `${r.route} loads ${kb(r.brotli)} KB of JavaScript (brotli) on first render, over its ${r.budgetKB} KB budget (${r.why}): ${r.scripts.join(', ')}. ` +
        'Load what is not needed at first render on demand (import()), or raise the budget in scripts/bench/lib/js-budget.ts with a reason in docs/BENCHMARKS.md.',
    );
}
