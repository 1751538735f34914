// The JavaScript budget (docs/decisions/052-react-islands-and-their-budget.md): what each built
// page makes a browser download, brotli as served, against its budget. One figure per page, with
// its islands: every island on the page counts whatever its client directive (load, idle,
// visible, media, only), since each hydrates on that page sooner or later, React DOM included.
//
// Read from the build output itself, never from a list of pages: every HTML file in the site is a
// page, so a page someone adds tomorrow is measured (and held to the rule for its kind) without
// anyone remembering to list it. A page's JavaScript is:
//   - its inline scripts (Astro's island loader and client directives, page scripts),
//   - every <script src> and <link rel="modulepreload">, and the static imports of an inline
//     <script type="module">,
//   - the component-url, renderer-url and before-hydration-url of each island,
//   - and, recursively, every static `import` of those files.
// A dynamic `import()` in any of them (the photo viewer, an admin tab) loads only when the code
// asks for it: the chunk is listed "on demand" with the static imports it adds, and counted only
// where a budget says so (the admin's first tab, which the first screen shows).
// A page with no island loads no script file at all.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { init, parse } from 'es-module-lexer';

/** A page's budget, in KB (1,024 bytes) of brotli. */
export interface Budget {
  /** The page's JavaScript with all its islands. */
  kb: number;
  why: string;
  /** Chunks loaded on demand that the first screen shows all the same: counted (the admin's first tab). */
  alsoCount?: RegExp;
}

export interface BudgetRules {
  /** Every page without a rule of its own: the public site. */
  page: Budget;
  /** Pages with a budget of their own (route → rule), e.g. the admin's first screen. */
  pages: Record<string, Budget>;
}

/** The budgets CI holds the build to. Raise one only with a line in docs/BENCHMARKS.md saying why. */
export const BUDGETS: BudgetRules = {
  page: { kb: 120, why: 'public page' },
  pages: {
    '/admin': {
      kb: 200,
      why: 'admin first screen: sign-in and the first tab (Dashboard, its charts loading after); the other tabs load when opened',
      // The first tab is a lazy chunk (React.lazy), but the first screen shows it: count it.
      alsoCount: /^DashboardTab\./,
    },
    // Staff-only previews of a draft (noindex, not in the sitemap, docs/decisions/033): the home,
    // About and Contact islands on one page (client:only), plus the loader of the draft.
    ...Object.fromEntries(
      ['/preview', '/preview/about', '/preview/contact', '/preview/privacy', '/preview/listing'].map((route) => [
        route,
        { kb: 150, why: 'staff-only preview of a draft: the islands of the pages it previews together' },
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
  /** The page with its islands, brotli bytes, including `alsoCount` chunks. */
  brotli: number;
  raw: number;
  /** The files counted ("inline" for the page's inline scripts). */
  scripts: string[];
  /** Chunks loaded on demand (dynamic import), with what they add; not counted unless `alsoCount`. */
  lazy: { chunk: string; brotli: number }[];
  budget: Budget;
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

/** A script element's code is JavaScript (not JSON-LD, not an import map). */
const isJavaScript = (attributes: string) => {
  const type = attr(`<script ${attributes}>`, 'type')?.toLowerCase();
  return type === undefined || type === 'module' || type === 'text/javascript';
};

export interface PageScripts {
  /** <script src>, modulepreload, and every island's component, renderer and before-hydration scripts. */
  urls: string[];
  /** Inline module code (its imports are followed). */
  inline: string[];
  /** Every inline script's code, module or classic. */
  inlineCode: string;
  islands: number;
}

/** The script URLs a page's HTML names and the inline code it runs. */
export function scriptsOfHtml(html: string): PageScripts {
  const urls: string[] = [];
  const inline: string[] = [];
  let inlineCode = '';
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const src = attr(m[0].slice(0, m[1]!.length + 8), 'src');
    if (src) urls.push(src);
    else if (isJavaScript(m[1]!)) {
      inlineCode += m[2]!;
      if (/type\s*=\s*["']?module/i.test(m[1]!)) inline.push(m[2]!);
    }
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
  return { urls, inline, inlineCode, islands };
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
    const budget = rules.pages[route] ?? rules.page;
    const pageUrl = `/${file.replace(/\\/g, '/')}`;
    const { urls, inline, inlineCode, islands } = scriptsOfHtml(await readFile(path.join(siteDir, file), 'utf8'));
    const resolve = (u: string) => (u.startsWith('/') ? path.posix.normalize(u) : path.posix.join(path.posix.dirname(pageUrl), u));
    const roots = urls.map(resolve);
    const lazyRoots: string[] = [];
    for (const code of inline) {
      const { staticImports, dynamicImports } = importsOf(pageUrl, code);
      roots.push(...staticImports);
      lazyRoots.push(...dynamicImports);
    }
    const missing: string[] = [];
    const loaded = await closure(read, roots, missing);
    if (missing.length) throw new Error(`${file} loads ${missing.join(', ')}, which the build does not contain`);
    for (const info of loaded.values()) lazyRoots.push(...info.dynamicImports);
    // Each chunk loaded on demand with what it adds beyond the page; `alsoCount` ones are counted.
    const lazy: PageWeight['lazy'] = [];
    const alsoCounted = new Map<string, ModuleInfo>();
    for (const root of [...new Set(lazyRoots)].filter((u) => !loaded.has(u))) {
      const added = [...(await closure(read, [root], missing)).entries()].filter(([u]) => !loaded.has(u));
      const chunk = path.posix.basename(root);
      lazy.push({ chunk, brotli: added.reduce((n, [, i]) => n + i.brotli, 0) });
      if (budget.alsoCount?.test(chunk)) for (const [u, i] of added) alsoCounted.set(u, i);
    }
    const inlineInfo: ModuleInfo = {
      raw: Buffer.byteLength(inlineCode),
      brotli: inlineCode ? brotliSize(Buffer.from(inlineCode)) : 0,
      staticImports: [],
      dynamicImports: [],
    };
    const counted = new Map([...loaded, ...alsoCounted]);
    const sum = (files: Map<string, ModuleInfo>, key: 'raw' | 'brotli') =>
      [...files.values()].reduce((n, i) => n + i[key], inlineInfo[key]);
    const names = (files: Iterable<string>) => [...files].map((u) => path.posix.basename(u)).sort();
    const row: PageWeight = {
      route,
      file,
      pages: 1,
      islands,
      brotli: sum(counted, 'brotli'),
      raw: sum(counted, 'raw'),
      scripts: [...(inlineCode ? ['inline'] : []), ...names(counted.keys())],
      lazy: lazy.sort((a, b) => b.brotli - a.brotli),
      budget,
    };
    const previous = rows.get(route);
    if (!previous || row.brotli > previous.brotli) rows.set(route, { ...row, pages: (previous?.pages ?? 0) + 1 });
    else previous.pages += 1;
  }
  return [...rows.values()];
}

/** The files a page loads, inline scripts aside. */
const filesOf = (row: PageWeight) => row.scripts.filter((s) => s !== 'inline');

/** What is over (empty when within): its weight, or any script file on a page without an island. */
function overruns(row: PageWeight): string[] {
  const over: string[] = [];
  if (row.brotli > row.budget.kb * KB)
    over.push(`${kb(row.brotli)} KB of JavaScript (brotli) with its islands, over its ${row.budget.kb} KB budget (${row.budget.why})`);
  const files = filesOf(row).length;
  if (row.islands === 0 && files) over.push(`${files === 1 ? 'a script file' : `${files} script files`} though it has no island`);
  return over;
}

export const isOverBudget = (row: PageWeight) => overruns(row).length > 0;

/** The per-page table, Markdown. */
export function formatTable(rows: PageWeight[]): string {
  const lines = [
    '| page | islands | with its islands (brotli) | budget | raw | on demand, not counted (brotli) |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of rows) {
    const name = r.pages > 1 ? `${r.route} (heaviest of ${r.pages})` : r.route;
    const lazy = r.lazy.map((l) => `${l.chunk.replace(/\.[\w-]+\.js$/, '')} ${kb(l.brotli)} KB`).join(', ') || '–';
    lines.push(
      `| ${name} | ${r.islands} | ${kb(r.brotli)} KB${isOverBudget(r) ? ' **OVER**' : ''} | ${r.budget.kb} KB | ${kb(r.raw)} KB | ${lazy} |`,
    );
  }
  return lines.join('\n');
}

/** One sentence per page over its budget (empty when all are within). */
export function budgetFailures(rows: PageWeight[]): string[] {
  return rows
    .filter(isOverBudget)
    .map(
      (r) =>
        `${r.route} loads ${overruns(r).join(', and ')}: ${r.scripts.join(', ')}. ` +
        (r.islands
          ? 'Load what is not needed at once on demand (import()), or raise the budget in scripts/bench/lib/js-budget.ts with a reason in docs/BENCHMARKS.md.'
          : 'A page without an island needs no script file: put the code in an island or drop it.'),
    );
}
