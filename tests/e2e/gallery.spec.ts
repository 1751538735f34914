import { expect, test } from '@playwright/test';
import { viewerReady } from './helpers';

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
// loaded, without running (no script request for the viewer itself before a sign of a tap): its
// libraries fetched and compiled, its own chunk fetched, so a first tap waits for neither.
test('the viewer’s chunks are fetched, not run, once the page has loaded', async ({ page }) => {
  const prefetched: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (!/\/_astro\/open-photo-viewer\./.test(request.url())) return;
    (request.resourceType() === 'script' ? scripts : prefetched).push(request.url());
  });
  await page.goto('/gallery');
  await expect.poll(() => prefetched.length).toBeGreaterThan(0);
  await expect(page.locator('link[rel="prefetch"][href*="/_astro/open-photo-viewer."]')).toHaveCount(1);
  await expect(page.locator('link[rel="modulepreload"][href$=".js"]')).not.toHaveCount(0);
  expect(scripts).toEqual([]);
  await expect(page.locator('.yarl__root')).toHaveCount(0);
  await page.locator('main ul li a').first().click();
  await viewerReady(page);
  expect(scripts.length).toBeGreaterThan(0);
});

// The first sign of a tap asks for the viewer's whole chunk graph at once: the bundler's preload
// helper adds a `modulepreload` for each file, which it skips for a file a `<link>` already names,
// so the prefetch hints go first (docs/decisions/064). With them in place the import found its graph
// one level at a time, each level only once the one before had been read and parsed.
test('the first sign of a tap requests the viewer’s whole graph at once', async ({ page }) => {
  await page.goto('/gallery');
  await expect(page.locator('link[rel="prefetch"][href*="/_astro/open-photo-viewer."]')).toHaveCount(1);
  const hinted = await page
    .locator('link:is([rel="prefetch"], [rel="modulepreload"])[href$=".js"]')
    .evaluateAll((links: HTMLLinkElement[]) => links.map((link) => link.href));
  await page.locator('main ul li a').first().hover();
  await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
  const preloaded = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links: HTMLLinkElement[]) => links.map((link) => link.href));
  expect(preloaded).toEqual(expect.arrayContaining(hinted));
  await page.locator('main ul li a').first().click();
  await viewerReady(page);
});
