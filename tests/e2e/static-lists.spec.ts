// /availability's building cards are built once and never rendered in the browser while the build is
// current (docs/decisions/061): the filter shows the prebuilt cards that match, and what changed
// since the build is drawn by a refresh island loaded only then. The home page's featured cards
// (an island: they answer input) redraw themselves in place.
import { expect, test, type Page, type Route } from '@playwright/test';
import { ANSWER_CHECKS_KEY } from '~/src/lib/wake/out-of-date';
import { whenInteractive } from './helpers';

const rows = (page: Page) => page.getByTestId('unit-row');

/** Answers `path`'s "changed since the build?" (If-None-Match) with the full answer, changed by `change`. */
async function changedSinceBuild<T>(page: Page, path: string, change: (body: T) => T) {
  await page.route(`**${path}`, async (route: Route) => {
    const headers = { ...route.request().headers() };
    delete headers['if-none-match'];
    const body = (await (await route.fetch({ headers })).json()) as T;
    await route.fulfill({ json: change(body) });
  });
}

test('the building cards are static markup; a filter chosen and a size typed before the filter hydrates apply once', async ({ page }) => {
  // Hold the filter island's code, so both land on the prebuilt form.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/AvailabilityView\.[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/availability');
  const all = await rows(page).count();
  expect(all).toBeGreaterThan(2);
  await expect(page.locator('main article').first().locator('xpath=ancestor::astro-island')).toHaveCount(0);
  await page.getByLabel('Space type').selectOption('industrial');
  await page.getByLabel('Min sq ft').fill('4000');
  await expect(rows(page)).toHaveCount(all);
  release();

  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByLabel('Space type')).toHaveValue('industrial');
  await expect(page.getByLabel('Min sq ft')).toHaveValue('4000');
  await expect(page.getByTestId('filter-summary')).toContainText('industrial');
  const search = new URL(page.url()).searchParams;
  expect([search.getAll('type'), search.getAll('min')]).toEqual([['industrial'], ['4000']]);
  // The prebuilt cards were shown, not drawn again: one list, and Clear Filters brings every row back.
  await expect(page.locator('#availability-static')).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(rows(page)).toHaveCount(all);
});

test('/availability shows data changed since its build, once, and its filter follows the live list', async ({ page, request }) => {
  const units = (await (await request.get('/api/properties')).json()) as { id: number; unitNumber: string; type: string; status: string }[];
  const available = units.filter((u) => u.status === 'available');
  const leasedNow = available.find((u) => u.type === 'industrial')!;
  await changedSinceBuild<typeof units>(page, '/api/properties', (list) =>
    list.map((u) => (u.unitNumber === '210' ? { ...u, rate: 99 } : u.id === leasedNow.id ? { ...u, status: 'leased' } : u)),
  );
  await page.goto('/availability');
  await expect(rows(page).filter({ hasText: 'Unit 210' })).toContainText('$99.00/sq ft/yr');
  await expect(page.locator('#availability-static')).toHaveCount(0);
  await expect(rows(page)).toHaveCount(available.length - 1);
  await expect(page.getByText(`${available.length - 1} available spaces in`)).toBeVisible();

  const type = await whenInteractive(page.getByLabel('Space type'));
  await type.selectOption('industrial');
  await expect(rows(page)).toHaveCount(available.filter((u) => u.type === 'industrial').length - 1);
  await expect(rows(page).filter({ hasText: `Unit ${leasedNow.unitNumber}` })).toHaveCount(0);
});

test('the home page redraws its featured cards from data changed since its build, in place', async ({ page }) => {
  await changedSinceBuild<{ unitNumber: string }[]>(page, '/api/properties/featured', (list) =>
    list.map((u) => (u.unitNumber === '210' ? { ...u, rate: 99 } : u)),
  );
  await page.goto('/');
  const card = page.locator('article').filter({ hasText: 'Unit 210' });
  await expect(card).toContainText('$99.00/sq ft/yr');
  await expect(page.getByRole('heading', { name: 'Featured Available Spaces' })).toHaveCount(1);
  await expect(card).toHaveCount(1);
});

// Both of /availability's islands (the filter, the list's refresh) were built from the same answers:
// the page asks whether each changed once, not once per island (out-of-date.ts).
test('/availability asks once whether each answer it was built from changed', async ({ page }) => {
  const checks: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['if-none-match']) checks.push(new URL(request.url()).pathname);
  });
  await page.goto('/availability');
  // Every check the page made, answered: out-of-date.ts keeps them on the window (and asks them
  // once the page is idle, decision 071, so "no requests for a moment" does not mean they were made).
  await page.evaluate((key) => {
    const made = (window as unknown as Record<symbol, Map<string, Promise<boolean>> | undefined>)[Symbol.for(key)];
    return Promise.all(made?.values() ?? []);
  }, ANSWER_CHECKS_KEY);
  expect(checks.sort()).toEqual(['/api/buildings', '/api/properties']);
});
