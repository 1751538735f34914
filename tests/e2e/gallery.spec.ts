import { expect, test } from './test';
import { viewerReady, whenInteractive } from './helpers';

test('the gallery grid and its viewer stop at the ends', async ({ page, request }) => {
  const images = (await (await request.get('/api/gallery')).json()) as unknown[];
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Property Gallery' })).toBeVisible();
  const tiles = page.locator('main ul li a');
  await expect(tiles).toHaveCount(images.length);
  await (await whenInteractive(tiles.first())).click();
  await expect(page.getByText(`1 of ${images.length}`)).toBeVisible();
  await viewerReady(page);
  await expect(page.getByRole('button', { name: 'Previous photo' })).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`2 of ${images.length}`)).toBeVisible();
  // Each press moves one photo, also on a phone too slow to finish a slide change before the next
  // press (the CPU 20 times slower): the viewer once started over from the photo before then.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  for (let shown = 3; shown <= images.length; shown++) {
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(`${shown} of ${images.length}`)).toBeVisible({ timeout: 15_000 });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
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
  await (await whenInteractive(page.getByRole('button', { name: 'Featured' }))).click();
  await expect(page).toHaveURL(/\?featured=true$/);
  await expect(page.locator('main ul li a')).toHaveCount(featured.length);
  await page.goto('/gallery?featured=true');
  await expect(page.getByRole('button', { name: 'Featured' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('main ul li a')).toHaveCount(featured.length);
});
