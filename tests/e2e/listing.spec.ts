import { expect, test } from '@playwright/test';
import { adminToken, viewerChunkGraph, viewerReady } from './helpers';

test('a prebuilt listing shows every fact of the unit and its building', async ({ page, request }) => {
  const units = (await (await request.get('/api/properties')).json()) as { id: number; unitNumber: string }[];
  const unit = units.find((u) => u.unitNumber === '210')!;
  const response = await page.goto(`/listing/${unit.id}`);
  expect(await response!.text()).toContain('Unit 210'); // in the HTML before any script runs
  await expect(page.getByRole('heading', { level: 1, name: 'Unit 210' })).toBeVisible();
  await expect(page.getByText('21 Drydock Avenue').first()).toBeVisible();
  await expect(page.getByText('Class A')).toBeVisible();
  await expect(page.getByText('Continuously Renovated').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Photos' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Amenities' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pricing' }).getByText('$42.50/sq ft/yr', { exact: true })).toBeVisible();
  await expect(page.getByText('Lease type: Full Service Gross')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inquire About This Space' })).toHaveAttribute('href', '/contact?listing=Unit%20210');
  await expect(page.getByRole('region', { name: 'Building Information' })).toContainText('Walk score82');
  await expect(page.getByRole('region', { name: 'Additional Costs' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '← Back to Availability' })).toHaveAttribute('href', '/availability');
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as {
    '@type': string;
    offers: { priceSpecification: unknown };
    about: unknown;
  };
  expect(ld['@type']).toBe('RealEstateListing');
  expect(ld.offers.priceSpecification).toMatchObject({
    '@type': 'UnitPriceSpecification',
    price: 42.5,
    referenceQuantity: { unitCode: 'FTK' },
  });
  expect(ld.about).toMatchObject({ '@type': 'Accommodation', floorSize: { value: 2450, unitCode: 'FTK' } });
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/\.netlify\/images\?url=/);
});

test('additional costs show when any is present, and price on request reads Inquire for Rate', async ({ page, request }) => {
  const units = (await (await request.get('/api/properties')).json()) as { id: number; unitNumber: string }[];
  await page.goto(`/listing/${units.find((u) => u.unitNumber === '118')!.id}`);
  const costs = page.getByRole('region', { name: 'Additional Costs' });
  await expect(costs).toContainText('Operating expenses$4.25/sq ft');
  await expect(costs).not.toContainText('Taxes');
  await page.goto(`/listing/${units.find((u) => u.unitNumber === '420')!.id}`);
  await expect(page.getByRole('region', { name: 'Pricing' }).getByText('Inquire for Rate')).toBeVisible();
});

test('the photo grid opens the viewer', async ({ page, request }) => {
  const units = (await (await request.get('/api/properties')).json()) as { id: number; unitNumber: string }[];
  await page.goto(`/listing/${units.find((u) => u.unitNumber === '210')!.id}`);
  await page.getByRole('link', { name: /Open photo 2 of/ }).click();
  await expect(page.getByText(/^2 of \d+$/)).toBeVisible();
  await viewerReady(page);
  await page.keyboard.press('Escape');
  await expect(page.locator('.yarl__root')).toHaveCount(0);
});

// The viewer opens from the page's own listener, nothing hydrated first (decision 060): from the
// keyboard too, keeps Tab inside while open, and closing it puts focus back on the photo it opened from.
test('a photo opens the viewer from the keyboard, and closing it returns focus to the photo', async ({ page, request }) => {
  const units = (await (await request.get('/api/properties')).json()) as { id: number; unitNumber: string }[];
  await page.goto(`/listing/${units.find((u) => u.unitNumber === '210')!.id}`);
  const photo = page.getByRole('link', { name: /Open photo 3 of/ });
  await photo.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^3 of \d+$/)).toBeVisible();
  await viewerReady(page);
  // A modal: the page behind is inert and hidden from screen readers, so Tab never reaches it.
  await expect(page.locator('main')).toHaveAttribute('inert');
  await expect(page.locator('main')).toHaveAttribute('aria-hidden', 'true');
  const focusBehind = () =>
    page.evaluate(
      () => document.activeElement !== document.body && !document.querySelector('.yarl__root')?.contains(document.activeElement),
    );
  for (let press = 0; press < 6; press++) {
    await page.keyboard.press('Tab');
    expect(await focusBehind()).toBe(false);
  }
  await page.keyboard.press('Escape');
  await expect(page.locator('.yarl__root')).toHaveCount(0);
  await expect(photo).toBeFocused();
  await expect(page.locator('main')).not.toHaveAttribute('inert');
  await expect(page.locator('main')).not.toHaveAttribute('aria-hidden');
  expect(new URL(page.url()).pathname).toMatch(/^\/listing\//);
});

// A listing's own scripts (its photo taps, its view beacon) and its islands' checks of its data
// start only once it has painted (decision 074): fetched with the page, they end before its first
// paint, and Lighthouse then counts them, on a slow phone network, before its largest paint.
test('a listing requests no script and checks no data before its first paint, and loads them after', async ({ page, request }) => {
  const units = (await (await request.get('/api/properties')).json()) as { id: number; unitNumber: string }[];
  await page.goto(`/listing/${units.find((u) => u.unitNumber === '210')!.id}`);
  await page.waitForLoadState('networkidle');
  const requests = await page.evaluate(() => {
    const painted = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
    const byScript = performance
      .getEntriesByType('resource')
      .filter(
        (entry) =>
          /\.js$/.test(new URL(entry.name).pathname) || ['fetch', 'beacon'].includes((entry as PerformanceResourceTiming).initiatorType),
      );
    const path = (entry: PerformanceEntry) => new URL(entry.name).pathname;
    return {
      before: byScript.filter((entry) => entry.startTime < painted).map(path),
      after: byScript.filter((entry) => entry.startTime >= painted).map(path),
    };
  });
  expect(requests.before).toEqual([]);
  expect(requests.after).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/_astro\/photo-taps\./), expect.stringMatching(/^\/api\/properties\//)]),
  );
});

// Until then, a photo tapped is held (dimmed), and opened once the scripts have run; if they never
// arrive, the tap does what the link does without script.
test('a photo tapped before the page scripts have loaded opens once they have, or as a plain link if they fail', async ({
  page,
  request,
}) => {
  const units = (await (await request.get('/api/properties')).json()) as { id: number; unitNumber: string }[];
  const listing = `/listing/${units.find((u) => u.unitNumber === '210')!.id}`;
  const photo = page.getByRole('link', { name: /Open photo 1 of/ });
  for (const arrives of [true, false]) {
    // The photo taps' script is held back, as a slow network would hold it, until the test lets it
    // arrive or fail.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/PhotoTaps.*.js', async (route) => {
      await held;
      await (arrives ? route.continue() : route.abort());
    });
    await page.goto(listing);
    await photo.click();
    await expect(photo).toHaveAttribute('data-held-click', '');
    expect(new URL(page.url()).pathname).toBe(listing);
    await expect(page.locator('.yarl__root')).toHaveCount(0);
    const href = new URL((await photo.getAttribute('href'))!, page.url()).href;
    release();
    if (arrives) {
      await viewerReady(page);
      await expect(page.locator('[data-held-click]')).toHaveCount(0);
      expect(new URL(page.url()).pathname).toBe(listing);
    } else await expect(page).toHaveURL(href);
    await page.unrouteAll();
  }
});

// Decisions 064 and 075 on a phone: a listing's photos are below the fold, so the viewer's chunks are
// readied (the grid is a screen away) but the viewer is not started while the page is idle, which
// would cost a slow phone a long task for nothing; the scroll that brings the photos into view
// starts it, ahead of the tap.
test('on a phone, a listing readies the viewer and starts it on the scroll to its photos, not before', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const units = (await (await request.get('/api/properties')).json()) as { id: number; unitNumber: string }[];
  await page.goto(`/listing/${units.find((u) => u.unitNumber === '210')!.id}`);
  const graph = await viewerChunkGraph(page);
  const hinted = () =>
    page.locator('link[rel="modulepreload"], link[rel="prefetch"]').evaluateAll((links: HTMLLinkElement[]) => links.map((l) => l.href));
  await expect.poll(hinted).toEqual(expect.arrayContaining(graph));
  // Two idle periods later: a start once idle would have begun, and with it the import, which drops
  // the viewer's own prefetch hint for a modulepreload (prefetch-lazy-chunks.ts).
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
  const viewerHint = () =>
    page
      .locator('link[href*="/_astro/open-photo-viewer."][href$=".js"]')
      .evaluateAll((links: HTMLLinkElement[]) => links.map((l) => l.rel));
  expect(await viewerHint()).toEqual(['prefetch']);
  const grid = page.locator('main [data-photo-viewer]');
  await expect(grid).not.toBeInViewport();
  await grid.scrollIntoViewIfNeeded();
  await expect.poll(viewerHint).toEqual(['modulepreload']);
  await page.getByRole('link', { name: /^Open photo 1 of/ }).click();
  await viewerReady(page);
});

test('a unit created after the build is shown by the fallback page', async ({ page, request }) => {
  const token = await adminToken(request);
  const created = await request.post('/api/properties', {
    headers: { authorization: `Bearer ${token}` },
    // Leased, so the public lists other tests count don't change.
    data: {
      buildingId: 1,
      unitNumber: 'E2E-1',
      type: 'office',
      squareFootage: 1750,
      rate: 44,
      status: 'leased',
      description: 'Made by the browser test',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  // Before the rebuild lands, the address is served by the client-rendered fallback.
  const html = await (await request.get(`/listing/${id}`)).text();
  expect(html).toContain('Loading listing...');
  await page.goto(`/listing/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Unit E2E-1' })).toBeVisible();
  await expect(page.getByText('Made by the browser test')).toBeVisible();
  await request.delete(`/api/properties/${id}`, { headers: { authorization: `Bearer ${token}` } });
});

test('an unknown listing says so and links back', async ({ page }) => {
  await page.goto('/listing/987654');
  await expect(page.getByRole('heading', { name: 'Listing not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Availability' })).toHaveAttribute('href', '/availability');
});

test('prints as a one-page flyer: no navigation, the photo, the facts, the price and the address', async ({ page, request }) => {
  const units = (await (await request.get('/api/properties')).json()) as { id: number; unitNumber: string }[];
  const id = units.find((u) => u.unitNumber === '210')!.id;
  await page.goto(`/listing/${id}`);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('link', { name: /Open photo 1 of/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Open photo 2 of/ })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Pricing' }).getByText('$42.50/sq ft/yr', { exact: true })).toBeVisible();
  await expect(page.getByText(new RegExp(`/listing/${id}/?$`))).toBeVisible();
});
