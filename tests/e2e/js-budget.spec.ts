// CI's JavaScript budget (docs/decisions/036): the build `npm start` just made for these tests,
// measured page by page (scripts/bench/lib/js-budget.ts). A page over its budget fails here with the
// files it loads; `npm run bench:js` prints the same table with the heaviest source modules.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { BUDGETS, budgetFailures, formatTable, measureSite } from '~/scripts/bench/lib/js-budget';

// playwright.config.ts serves the e2e data folder; `site` links to its newest build.
const siteDir = path.resolve('.netlify/e2e/site');

test('every page of the build is within its JavaScript budget', async () => {
  const rows = await measureSite(siteDir);
  const table = formatTable(rows);
  console.log(`JavaScript per page, first render:\n${table}`);
  await test.info().attach('js-budget.md', { body: table, contentType: 'text/markdown' });
  // The island pages are all there, measured with their islands.
  for (const route of ['/', '/availability', '/listing/<id>', '/contact', '/gallery'])
    expect(rows.find((r) => r.route === route)?.islands, route).toBeGreaterThan(0);
  expect(budgetFailures(rows), table).toEqual([]);
});

test('the check fails a page over a shrunk budget', async () => {
  const rows = await measureSite(siteDir, {
    ...BUDGETS,
    islandPageKB: 1,
    pages: { '/admin': { ...BUDGETS.pages['/admin']!, budgetKB: 1 } },
  });
  const failing = budgetFailures(rows).map((f) => f.split(' ')[0]);
  expect(failing).toEqual(expect.arrayContaining(['/', '/availability', '/listing/<id>', '/contact', '/gallery', '/admin']));
  expect(failing).not.toContain('/about');
});
