// The budget check on a small built site written here: what a page counts with its islands, what
// is on demand, and that a page over its budget fails. tests/e2e/js-budget.spec.ts runs it on the real build.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS, budgetFailures, formatTable, measureSite, routeOf, type BudgetRules } from './js-budget';

let site: string;
// Incompressible-ish text of about n bytes, so sizes stay well apart after brotli.
const noise = (n: number) => Array.from({ length: n / 8 }, (_, i) => ((i * 2654435761) >>> 0).toString(36).padStart(8, '0')).join('');

async function put(file: string, content: string) {
  await mkdir(path.dirname(path.join(site, file)), { recursive: true });
  await writeFile(path.join(site, file), content);
}

beforeAll(async () => {
  site = await mkdtemp(path.join(tmpdir(), 'js-budget-'));
  const island = (component: string, client = 'idle') =>
    `<astro-island uid="a" component-url="/_astro/${component}" component-export="default" renderer-url="/_astro/client.abc.js" client="${client}"></astro-island>`;
  await put(
    'index.html',
    `<html><body><script>/* inline loader */</script><script type="application/ld+json">${JSON.stringify({ data: noise(4000) })}</script>${island('Home.abc.js')}</body></html>`,
  );
  await put(
    'gallery/index.html',
    `<html><body><script>${noise(800)}</script>${island('Gallery.abc.js', 'visible')}${island('Filter.abc.js', 'media')}</body></html>`,
  );
  await put('_astro/Filter.abc.js', `export default ${JSON.stringify(noise(1000))};`);
  await put('_astro/Gallery.abc.js', `import"./runtime.abc.js";export default ${JSON.stringify(noise(2000))};`);
  await put('about/index.html', '<html><body><p>No islands</p><script type="application/ld+json">{}</script></body></html>');
  await put('404.html', '<html><body><script type="module" src="/_astro/stray.abc.js"></script></body></html>');
  await put('listing/7/index.html', `<html><body>${island('Listing.abc.js')}</body></html>`);
  await put(
    'listing/8/index.html',
    `<html><body>${island('Listing.abc.js')}<link rel="modulepreload" href="/_astro/extra.abc.js"></body></html>`,
  );
  await put('admin/index.html', `<html><body>${island('Admin.abc.js')}</body></html>`);
  await put('_astro/client.abc.js', `import"./runtime.abc.js";export const r=${JSON.stringify(noise(8000))};`);
  await put('_astro/runtime.abc.js', `export const x=${JSON.stringify(noise(4000))};`);
  await put(
    '_astro/Home.abc.js',
    `import{x}from"./runtime.abc.js";const open=()=>import("./Lightbox.abc.js");export default ${JSON.stringify(noise(2000))};`,
  );
  await put('_astro/Lightbox.abc.js', `import"./lightbox-lib.abc.js";export default 1;`);
  await put('_astro/lightbox-lib.abc.js', `export const l=${JSON.stringify(noise(16000))};`);
  await put('_astro/Listing.abc.js', `import"./runtime.abc.js";export default 1;`);
  await put('_astro/extra.abc.js', `export const e=${JSON.stringify(noise(4000))};`);
  await put('_astro/stray.abc.js', 'export const s=1;');
  await put('_astro/Admin.abc.js', `const t=()=>import(\`./FirstTab.abc.js\`);const u=()=>import("./OtherTab.abc.js");export default 1;`);
  await put('_astro/FirstTab.abc.js', `export const f=${JSON.stringify(noise(8000))};`);
  await put('_astro/OtherTab.abc.js', `export const o=${JSON.stringify(noise(8000))};`);
});
afterAll(() => rm(site, { recursive: true, force: true }));

const rules: BudgetRules = {
  page: { kb: 60, why: 'public page' },
  pages: { '/admin': { kb: 150, why: 'admin', alsoCount: /^FirstTab\./ } },
};
const byRoute = async (r = rules) => new Map((await measureSite(site, r)).map((row) => [row.route, row]));

describe('the JavaScript budget', () => {
  it('names each page by its route, listing pages as one, building pages as one', () => {
    expect(routeOf('index.html')).toBe('/');
    expect(routeOf('about/index.html')).toBe('/about');
    expect(routeOf('404.html')).toBe('/404');
    expect(routeOf('listing/12/index.html')).toBe('/listing/<id>');
    expect(routeOf('buildings/88-black-falcon-avenue/index.html')).toBe('/buildings/<slug>');
  });

  it('counts an island’s component and renderer with their static imports, once each, and inline scripts; lazy chunks apart', async () => {
    const home = (await byRoute()).get('/')!;
    // The JSON-LD is not JavaScript.
    expect(home.scripts).toEqual(['inline', 'Home.abc.js', 'client.abc.js', 'runtime.abc.js']);
    expect(home.islands).toBe(1);
    expect(home.budget.kb).toBe(60);
    // The lightbox and what only it imports are on demand, not counted.
    expect(home.lazy.map((l) => l.chunk)).toEqual(['Lightbox.abc.js']);
    expect(home.lazy[0]!.brotli).toBeGreaterThan(home.brotli / 2);
  });

  it('counts the islands that hydrate later (client:visible, client:media) like the others', async () => {
    const gallery = (await byRoute()).get('/gallery')!;
    expect(gallery.islands).toBe(2);
    expect(gallery.scripts).toEqual(['inline', 'Filter.abc.js', 'Gallery.abc.js', 'client.abc.js', 'runtime.abc.js']);
    expect(gallery.brotli).toBeGreaterThan(8000);
  });

  it('counts no script on a page without an island', async () => {
    const about = (await byRoute()).get('/about')!;
    expect(about).toMatchObject({ islands: 0, scripts: [], brotli: 0, lazy: [] });
  });

  it('follows <script src> and modulepreload; keeps the heaviest of the listing pages', async () => {
    const pages = await byRoute();
    expect(pages.get('/404')!.scripts).toEqual(['stray.abc.js']);
    const listing = pages.get('/listing/<id>')!;
    expect(listing.pages).toBe(2);
    expect(listing.file).toBe(path.join('listing', '8', 'index.html'));
    expect(listing.scripts).toContain('extra.abc.js');
  });

  it('counts the admin’s first tab in its first screen, not the other tabs (import() of a template literal too)', async () => {
    const admin = (await byRoute()).get('/admin')!;
    expect(admin.scripts).toContain('FirstTab.abc.js');
    expect(admin.scripts).not.toContain('OtherTab.abc.js');
    expect(admin.lazy.map((l) => l.chunk).sort()).toEqual(['FirstTab.abc.js', 'OtherTab.abc.js']);
  });

  it('fails a page over its budget, by name, and a page without an island that loads a script file', async () => {
    const rows = await measureSite(site, rules);
    expect(budgetFailures(rows)).toEqual([expect.stringMatching(/^\/404 loads a script file though it has no island: stray\.abc\.js\. /)]);

    // Shrink the budget below what the island pages load: each fails, by name.
    const shrunk = await measureSite(site, { ...rules, page: { ...rules.page, kb: 5 } });
    expect(budgetFailures(shrunk).map((f) => f.split(' ')[0])).toEqual(['/404', '/gallery', '/', '/listing/<id>']);
    expect(budgetFailures(shrunk)[1]).toMatch(
      /^\/gallery loads [\d.]+ KB of JavaScript \(brotli\) with its islands, over its 5 KB budget \(public page\): inline, Filter\.abc\.js, /,
    );
    expect(formatTable(shrunk)).toMatch(/\| \/ \| 1 \| [\d.]+ KB \*\*OVER\*\* \| 5 KB \| [\d.]+ KB \| Lightbox [\d.]+ KB \|/);
    expect(formatTable(shrunk)).toMatch(/\| \/about \| 0 \| 0 KB \| 5 KB \| 0 KB \| – \|/);
  });

  it('holds a public page to 120 KB with its islands, the admin’s first screen to 200 KB', () => {
    expect(BUDGETS.page.kb).toBe(120);
    expect(BUDGETS.pages['/admin']?.kb).toBe(200);
  });
});
