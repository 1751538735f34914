// Islands hydrate with React DOM, in a transition (docs/decisions/052). What a visitor would notice
// if that went wrong: the prerendered page redrawn (photos flashing, the largest image painted
// twice: React redraws an island whose first render differs from the build's HTML) or parts that
// never come alive. Every element the server rendered must still be
// the same element once everything has hydrated, and the parts hydrated last must work.
import { expect, test, type Page, type Request } from '@playwright/test';
import { viewerReady, whenInteractive } from './helpers';

/** Records, from before any page script runs, every element removed from <main>. */
async function watchRemovals(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { __removed: string[] }).__removed = removed;
    new MutationObserver((records) => {
      for (const record of records) {
        if (!(record.target instanceof Element && record.target.closest('main'))) continue;
        for (const node of record.removedNodes) if (node instanceof Element) removed.push(node.outerHTML.slice(0, 80));
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The photo viewer's scripts (open-photo-viewer.tsx) the page loads from now on. */
function watchViewerScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && /\/_astro\/open-photo-viewer\./.test(request.url())) urls.push(request.url());
  });
  return urls;
}

const removals = (page: Page) => page.evaluate(() => (window as unknown as { __removed: string[] }).__removed);

async function firstAvailableListing(page: Page): Promise<string> {
  const units = (await (await page.request.get('/api/properties')).json()) as { id: number; status: string }[];
  return `/listing/${units.find((u) => u.status === 'available')!.id}`;
}

// The photo grids (a listing's, /gallery's) are static markup, not islands (decision 060): a listing's
// island is its Print/Share bar.
test('the prerendered cards, photos and form are kept, not redrawn, when their islands hydrate', async ({ page }) => {
  await watchRemovals(page);
  for (const [path, target] of [
    ['/availability', page.getByLabel('Space type')],
    [await firstAvailableListing(page), page.getByRole('button', { name: 'Share' })],
    ['/contact', page.getByLabel('First name')],
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
  await expect(tiles.first()).toBeVisible();
  const total = await tiles.count();
  await tiles.last().click();
  await viewerReady(page);
  await expect(page.getByText(`${total} of ${total}`)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/gallery');
});

// What the build wrote must still follow the API's newer data and the calendar once the island
// hydrates (the date through useSyncExternalStore's server snapshot, decision 052).
test('a prerendered building card follows data changed since the build', async ({ page }) => {
  await page.route('**/api/properties', async (route) => {
    // "Changed since the build?" (If-None-Match) answered with the full list, one rate changed.
    const headers = { ...route.request().headers() };
    delete headers['if-none-match'];
    const units = (await (await route.fetch({ headers })).json()) as { unitNumber: string; rate: number }[];
    await route.fulfill({ json: units.map((u) => (u.unitNumber === '210' ? { ...u, rate: 99 } : u)) });
  });
  await page.goto('/availability');
  await whenInteractive(page.getByLabel('Space type'));
  await expect(page.getByTestId('unit-row').filter({ hasText: 'Unit 210' })).toContainText('$99.00/sq ft/yr');
});

// A listing is static markup (decision 056): what changed since its build is shown by its live view,
// which loads only then (client:stale) and takes the static markup's place.
test('a prebuilt listing shows its data changed since the build', async ({ page }) => {
  const path = await firstAvailableListing(page);
  await page.route(`**/api/properties/${path.split('/').pop()}`, async (route) => {
    const headers = { ...route.request().headers() };
    delete headers['if-none-match'];
    const unit = (await (await route.fetch({ headers })).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...unit, description: 'Changed since the build.' } });
  });
  await page.goto(path);
  await expect(page.getByText('Changed since the build.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('link', { name: /^Open photo 1 of/ })).toHaveCount(1);
});

test('a unit whose date has arrived since the build reads "Available now", on its card and its listing', async ({ page, request }) => {
  const units = (await (await request.get('/api/properties')).json()) as { id: number; unitNumber: string; availableFrom: string | null }[];
  const dated = units.find((u) => u.unitNumber === '2C')!;
  expect(dated.availableFrom).toBe('2027-01-15');
  const row = page.getByTestId('unit-row').filter({ hasText: 'Unit 2C' });
  const fact = page.locator('main dl').getByText(/^Available /);

  // Before the date the prerendered text stands; the same pages, prebuilt before that date, opened after it.
  for (const [after, shown] of [
    [null, 'Available Jan 15, 2027'],
    [new Date('2027-02-01T15:00:00Z'), 'Available now'],
  ] as const) {
    if (after) await page.clock.setFixedTime(after);
    await page.goto('/availability');
    await whenInteractive(page.getByLabel('Space type'));
    await expect(row).toContainText(shown);
    await page.goto(`/listing/${dated.id}`);
    // Once the date has come the live view takes the static markup's place (decision 056): wait
    // for that swap, or the photo link found first is the one taken away.
    if (after) await expect(page.locator('#listing-static')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Open photo 1 of/ })).toBeVisible();
    await expect(fact).toHaveText(shown);
  }
});

// client:wake (docs/decisions/045): while the data the page was built from is current, an island
// loads no script of its own until the visitor reaches for it, and what the visitor does first
// (a filter chosen, a photo tapped) is not lost to the wait. A photo grid is no island (decision
// 060): the photo viewer's script loads once the page has loaded and is idle (decision 075), and
// nothing opens until a tap.
test('the island pages load no island script while their data is unchanged, and wake on intent', async ({ page }) => {
  const listing = await firstAvailableListing(page);
  for (const [path, target] of [
    ['/', page.getByRole('link', { name: 'VIEW DETAILS' }).first()],
    ['/availability', page.getByLabel('Space type')],
    [listing, page.getByRole('button', { name: 'Share' })],
    ['/contact', page.getByLabel('First name')],
  ] as const) {
    const islandScripts: string[] = [];
    const watch = (request: Request) => {
      if (
        request.resourceType() === 'script' &&
        /\/_astro\/(AvailabilityView|ListingActions|ContactForm|FeaturedUnits)\./.test(request.url())
      )
        islandScripts.push(request.url());
    };
    page.on('request', watch);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const island = target.locator('xpath=ancestor::astro-island[1]');
    await expect(island, path).toHaveAttribute('ssr', '');
    expect(islandScripts, path).toEqual([]);
    await target.hover();
    await expect(island, path).not.toHaveAttribute('ssr');
    expect(islandScripts.length, path).toBeGreaterThan(0);
    page.off('request', watch);
  }
  for (const [path, photo] of [
    [listing, page.getByRole('link', { name: /^Open photo 1 of/ })],
    ['/gallery', page.locator('main ul li a').first()],
  ] as const) {
    const viewerScripts = watchViewerScripts(page);
    await page.goto(path);
    await expect.poll(() => viewerScripts.length, { message: path }).toBeGreaterThan(0);
    await expect(photo, path).toBeVisible();
    await expect(page.locator('.yarl__root'), path).toHaveCount(0);
  }
});

test('a filter chosen and a photo tapped before their island is awake take effect', async ({ page }) => {
  await page.goto('/availability');
  await page.waitForLoadState('networkidle');
  const island = page.getByLabel('Space type').locator('xpath=ancestor::astro-island[1]');
  await expect(island).toHaveAttribute('ssr', '');
  await page.getByLabel('Space type').selectOption('industrial');
  await expect(page).toHaveURL(/[?&]type=industrial/);
  await expect(page.getByTestId('filter-summary')).toContainText('industrial');
  await expect(page.getByTestId('unit-row').filter({ hasText: 'Executive Office' })).toHaveCount(0);

  // The viewer's script is held back, as a slow network would hold it, until the photo is tapped.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/open-photo-viewer.*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(await firstAvailableListing(page));
  const photo = page.getByRole('link', { name: /^Open photo 1 of/ });
  const listingUrl = page.url();
  await photo.click();
  await expect(page.locator('.yarl__root')).toHaveCount(0);
  release();
  await viewerReady(page);
  expect(page.url()).toBe(listingUrl);
});

test('scrolling the page wakes its island, so the first tap finds it awake', async ({ page }) => {
  await page.goto('/availability');
  await page.waitForLoadState('networkidle');
  const island = page.getByLabel('Space type').locator('xpath=ancestor::astro-island[1]');
  await expect(island).toHaveAttribute('ssr', '');
  await page.mouse.wheel(0, 300);
  await expect(island).not.toHaveAttribute('ssr');
});

test('an address with filters wakes the availability island at once', async ({ page }) => {
  await page.goto('/availability?type=industrial');
  await expect(page.getByTestId('filter-summary')).toContainText('industrial');
  await expect(page.getByLabel('Space type')).toHaveValue('industrial');
});

test('a listing records its one anonymous view while its island sleeps', async ({ page }) => {
  const path = await firstAvailableListing(page);
  const beacon = page.waitForRequest((request) => request.url().endsWith('/api/listing-views') && request.method() === 'POST');
  await page.goto(path);
  expect((await beacon).postDataJSON()).toEqual({ unitId: Number(path.split('/').pop()) });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('astro-island[client="wake"]')).toHaveAttribute('ssr', '');
});
