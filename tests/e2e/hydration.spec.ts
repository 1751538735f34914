// Islands load through Astro's own directives and hydrate with React DOM (docs/decisions/079).
// What a visitor would notice if that went wrong: the prerendered page redrawn (photos flashing,
// the largest image painted twice), parts that never come alive, or something chosen or typed
// before an island hydrated lost or sent twice. Before hydration the HTML answers by itself: the
// forms hold what is typed, and the island reads them as it hydrates.
import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { holdIslandScript, viewerReady, whenInteractive } from './helpers';

/** Records, from before any page script runs, every element removed from <main>. */
async function watchRemovals(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { __removed: removed });
    new MutationObserver((records) => {
      for (const record of records) {
        if (!(record.target instanceof Element && record.target.closest('main'))) continue;
        for (const node of record.removedNodes) if (node instanceof Element) removed.push(node.outerHTML.slice(0, 80));
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

const removals = (page: Page) => page.evaluate(() => (window as Window & { __removed?: string[] }).__removed);

async function firstAvailableListing(page: Page): Promise<string> {
  const units = (await (await page.request.get('/api/properties')).json()) as { id: number; status: string }[];
  return `/listing/${units.find((u) => u.status === 'available')!.id}`;
}

const rows = (page: Page) => page.getByTestId('unit-row');

test('the prerendered cards, photos and form are kept, not redrawn, when their islands hydrate', async ({ page }) => {
  await watchRemovals(page);
  for (const [path, target] of [
    ['/availability', page.getByLabel('Space type')],
    [await firstAvailableListing(page), page.getByRole('button', { name: 'Share' })],
    ['/contact', page.getByLabel('First name')],
    ['/gallery', page.getByRole('button', { name: 'Featured' })],
  ] as const) {
    await page.goto(path);
    await whenInteractive(target);
    expect(await removals(page), path).toEqual([]);
  }
});

test('the parts hydrated last work: a building card follows the filter, the last photo opens the viewer', async ({ page }) => {
  await page.goto('/availability');
  await whenInteractive(page.getByLabel('Space type'));
  const cards = page.locator('main article');
  const lastBuilding = (await cards.last().getByRole('heading', { level: 2 }).textContent())!;
  const buildingFilter = page.getByRole('combobox').filter({ has: page.getByRole('option', { name: 'All buildings' }) });
  await buildingFilter.selectOption({ label: lastBuilding });
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(lastBuilding);

  await page.goto('/gallery');
  const tiles = page.locator('main ul li a');
  await whenInteractive(tiles.last());
  const total = await tiles.count();
  await tiles.last().click();
  await viewerReady(page);
  await expect(page.getByText(`${total} of ${total}`)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/gallery');
});

test('a filter chosen and a size typed before the filter hydrates are applied once it does', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  const release = await holdIslandScript(page, 'AvailabilityView');
  await page.goto('/availability');
  const all = await rows(page).count();
  expect(all).toBeGreaterThan(2);
  const island = page.getByLabel('Space type').locator('xpath=ancestor::astro-island[1]');
  await expect(island).toHaveAttribute('ssr', '');
  await page.getByLabel('Space type').selectOption('industrial');
  await page.getByLabel('Min sq ft').fill('4000');
  release();

  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByLabel('Space type')).toHaveValue('industrial');
  await expect(page.getByLabel('Min sq ft')).toHaveValue('4000');
  await expect(page.getByTestId('filter-summary')).toContainText('industrial');
  const search = new URL(page.url()).searchParams;
  expect([search.getAll('type'), search.getAll('min')]).toEqual([['industrial'], ['4000']]);
  await page.getByRole('link', { name: 'Clear Filters' }).click();
  await expect(rows(page)).toHaveCount(all);
  await expect(page.getByLabel('Space type')).toHaveValue('all');
  await expect(page.getByLabel('Min sq ft')).toHaveValue('');
  expect(new URL(page.url()).pathname).toBe('/availability');
});

test('"Apply Filters" pressed before the filter hydrates shows the filtered page, in the site\'s layout', async ({ page }) => {
  await holdIslandScript(page, 'AvailabilityView');
  await page.goto('/availability');
  await page.getByLabel('Space type').selectOption('industrial');
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/\/availability\/results\?type=industrial&/);
  await expect(page.getByTestId('filter-summary')).toContainText('industrial');
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.getByLabel('Space type')).toHaveValue('industrial');
});

test('an address with filters shows them, in the list and in the form', async ({ page }) => {
  await page.goto('/availability?type=industrial');
  await expect(page.getByTestId('filter-summary')).toContainText('industrial');
  await expect(page.getByLabel('Space type')).toHaveValue('industrial');
});

test('a unit whose date has arrived since the build reads "Available now" on its card', async ({ page, request }) => {
  const units = (await (await request.get('/api/properties')).json()) as { unitNumber: string; availableFrom: string | null }[];
  expect(units.find((u) => u.unitNumber === '2C')!.availableFrom).toBe('2027-01-15');
  const row = rows(page).filter({ hasText: 'Unit 2C' });
  await page.goto('/availability');
  await whenInteractive(page.getByLabel('Space type'));
  await expect(row).toContainText('Available Jan 15, 2027');
  // The browser's clock past that date: the same built page, hydrated, says so.
  await page.clock.setFixedTime(new Date('2027-02-01T15:00:00Z'));
  await page.goto('/availability');
  await whenInteractive(page.getByLabel('Space type'));
  await expect(row).toContainText('Available now');
});

test('the photo viewer loads on first use: nothing of it before, the tapped photo after', async ({ page }) => {
  const viewerScripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && /\/_astro\/PhotoLightbox\./.test(request.url())) viewerScripts.push(request.url());
  });
  await page.goto(await firstAvailableListing(page));
  const photo = page.getByRole('link', { name: /^Open photo 1 of/ });
  await whenInteractive(photo);
  expect(viewerScripts).toEqual([]);
  const listingUrl = page.url();
  await photo.click();
  await viewerReady(page);
  expect(viewerScripts.length).toBeGreaterThan(0);
  expect(page.url()).toBe(listingUrl);
  await page.keyboard.press('Escape');
  await expect(page.locator('.yarl__root')).toHaveCount(0);
  await expect(photo).toBeFocused();
});

test('a listing records its one anonymous view as it loads', async ({ page }) => {
  const path = await firstAvailableListing(page);
  const beacon = page.waitForRequest((request) => request.url().endsWith('/api/listing-views') && request.method() === 'POST');
  await page.goto(path);
  expect((await beacon).postDataJSON()).toEqual({ unitId: Number(path.split('/').pop()) });
});
