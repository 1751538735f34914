import { expect, test } from '@playwright/test';
import { viewerChunkGraph, viewerReady } from './helpers';

test('the gallery grid and its viewer stop at the ends', async ({ page, request }) => {
  const images = (await (await request.get('/api/gallery')).json()) as unknown[];
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Property Gallery' })).toBeVisible();
  const tiles = page.locator('main ul li a');
  await expect(tiles).toHaveCount(images.length);
  await tiles.first().click();
  await expect(page.getByText(`1 of ${images.length}`)).toBeVisible();
  await viewerReady(page);
  await expect(page.getByRole('button', { name: 'Previous photo' })).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`2 of ${images.length}`)).toBeVisible();
  // One slide at a time: the viewer ignores keys while a slide animates.
  for (let shown = 3; shown <= images.length; shown++) {
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(`${shown} of ${images.length}`)).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Next photo' })).toHaveCount(0);
  // Tab goes round the viewer's buttons, never out to the page behind it, and its keys still work.
  const inViewer = () => page.evaluate(() => Boolean(document.activeElement?.closest('.yarl__root')));
  for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await inViewer(), key).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(page.locator('.yarl__root')).toHaveCount(0);
});

test('the featured-only mode, by toggle and by address', async ({ page, request }) => {
  const featured = (await (await request.get('/api/gallery?featured=true')).json()) as unknown[];
  await page.goto('/gallery');
  await page.getByRole('button', { name: 'Featured' }).click();
  await expect(page).toHaveURL(/\?featured=true$/);
  await expect(page.locator('main ul li a')).toHaveCount(featured.length);
  await page.goto('/gallery?featured=true');
  await expect(page.getByRole('button', { name: 'Featured' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('main ul li a')).toHaveCount(featured.length);
});

test('says so when there are no images', async ({ page }) => {
  await page.route('**/api/gallery', (route) => route.fulfill({ json: [] }));
  await page.goto('/gallery');
  await expect(page.getByText('No images available')).toBeVisible();
});

// Decision 064: with a photo grid in view, the viewer's chunks are readied once the page has
// loaded (its libraries fetched and compiled, its own chunk fetched), and decision 075: the viewer is
// then started once the main thread is idle. Never during the load; nothing opens until a tap.
test('the viewer’s chunks are fetched once the page has loaded, and it is started once idle', async ({ page }) => {
  const prefetched: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (!/\/_astro\/open-photo-viewer\./.test(request.url())) return;
    (request.resourceType() === 'script' ? scripts : prefetched).push(request.url());
  });
  await page.goto('/gallery');
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
  expect(prefetched.length).toBeGreaterThan(0);
  await expect(page.locator('link[rel="modulepreload"][href$=".js"]')).not.toHaveCount(0);
  const afterLoad = await page.evaluate(() => {
    const loaded = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd;
    const viewer = performance.getEntriesByType('resource').filter((entry) => /\/_astro\/open-photo-viewer\./.test(entry.name));
    return viewer.length > 0 && viewer.every((entry) => entry.startTime >= loaded);
  });
  expect(afterLoad).toBe(true);
  await expect(page.locator('.yarl__root')).toHaveCount(0);
  await page.locator('main ul li a').first().click();
  await viewerReady(page);
});

// Starting the viewer asks for its whole chunk graph at once: the bundler's preload helper adds a
// `modulepreload` for each file, which it skips for a file a `<link>` already names, so the prefetch
// hints go first (docs/decisions/064). With them in place the import found its graph one level at a
// time, each level only once the one before had been read and parsed.
test('starting the viewer requests its whole graph at once', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && /\/_astro\/open-photo-viewer\./.test(request.url())) scripts.push(request.url());
  });
  await page.goto('/gallery');
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
  await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
  // What the photo taps' chunk lists as the viewer's graph (prefetch-lazy-chunks.ts reads the same list).
  const graph = (await viewerChunkGraph(page)).filter((url) => url.endsWith('.js'));
  expect(graph.length).toBeGreaterThan(2);
  const preloaded = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links: HTMLLinkElement[]) => links.map((link) => link.href));
  expect(preloaded).toEqual(expect.arrayContaining(graph));
  await page.locator('main ul li a').first().click();
  await viewerReady(page);
});
