// CI's JavaScript budget (docs/decisions/052): the build `npm start` just made for these tests,
// measured page by page (scripts/bench/lib/js-budget.ts). A page over its budget fails here with the
// files it loads; `npm run bench:js` prints the same table with the heaviest source modules.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from './test';
import { SHOWROOM } from './settings';
import { BUDGETS, budgetFailures, formatTable, measureSite } from '~/scripts/bench/lib/js-budget';

// playwright.config.ts serves the showroom's data folder; `site` links to its newest build.
const siteDir = path.resolve(SHOWROOM.dataDir, 'site');

test('every page of the build is within its JavaScript budget', async () => {
  const rows = await measureSite(siteDir);
  const table = formatTable(rows);
  console.log(`JavaScript per page, with its islands:\n${table}`);
  await test.info().attach('js-budget.md', { body: table, contentType: 'text/markdown' });
  // The island pages are all there, measured with their islands.
  for (const route of ['/', '/availability', '/listing/<id>', '/contact', '/gallery'])
    expect(rows.find((r) => r.route === route)?.islands, route).toBeGreaterThan(0);
  // The photo viewer is reached by import() alone: listed on demand, not counted.
  expect(rows.find((r) => r.route === '/listing/<id>')!.lazy.length, table).toBeGreaterThan(0);
  expect(budgetFailures(rows), table).toEqual([]);
});

test('the check fails a page over a shrunk budget', async () => {
  const rows = await measureSite(siteDir, {
    page: { ...BUDGETS.page, kb: 5 },
    pages: { '/admin': { ...BUDGETS.pages['/admin']!, kb: 1 } },
  });
  const failing = budgetFailures(rows).map((f) => f.split(' ')[0]);
  expect(failing).toEqual(expect.arrayContaining(['/', '/availability', '/listing/<id>', '/contact', '/gallery', '/admin']));
  expect(failing).not.toContain('/about');
});

test("the islands are rendered by React DOM's production build, not Preact", async () => {
  const html = await readFile(path.join(siteDir, 'gallery', 'index.html'), 'utf8');
  expect(html).toMatch(/<astro-island[^>]*renderer-url="[^"]*"/);
  const chunks = (await readdir(path.join(siteDir, '_astro'))).filter((name) => name.endsWith('.js'));
  const code = await Promise.all(chunks.map((name) => readFile(path.join(siteDir, '_astro', name), 'utf8')));
  // React's production builds name their errors by code and link to them; development builds spell them out.
  expect(code.some((c) => c.includes('hydrateRoot') && c.includes('react.dev/errors/'))).toBe(true);
  expect(code.filter((c) => /preact|react-dom\.development|react-dom-client\.development/.test(c))).toEqual([]);
});
