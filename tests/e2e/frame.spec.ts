import { expect, test } from './test';

test('navigation marks the active page and the footer carries the site info', async ({ page }) => {
  await page.goto('/availability');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Availability' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Gallery' })).not.toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Get In Touch' })).toHaveAttribute('href', '/contact');
  const footer = page.getByRole('contentinfo');
  for (const service of ['Office Space Rental', 'Industrial Space', 'Commercial Real Estate', 'Business Space Solutions'])
    await expect(footer).toContainText(service);
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(footer.getByRole('link', { name: 'leasing@southbostoncommerce.com' })).toBeVisible();
});

test('About is in the navigation and the footer; the footer has the phone as a tap-to-call link', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: '(617) 555-0142' })).toHaveAttribute('href', 'tel:+16175550142');
  await footer.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test.describe('on a 375×812 phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the phone number is a tap away in the header; the menu starts with Home and has About', async ({ page }) => {
    await page.goto('/gallery');
    const call = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /Call the leasing office/ });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute('href', 'tel:+16175550142');
    await expect(call).toContainText('(617) 555-0142');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link')).toHaveText(['Home', 'Availability', 'Gallery', 'About', 'Get In Touch']);
    await drawer.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu drawer traps focus, closes on Escape and when a link is chosen', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box!.x + box!.width).toBeGreaterThan(370);
    expect(box!.width).toBeLessThanOrEqual(260);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('link', { name: 'Gallery' }).click();
    await expect(page).toHaveURL(/\/gallery/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });
});

test('an unknown path shows the 404 page with a 404 status', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('security headers are served on pages', async ({ request }) => {
  const response = await request.get('/');
  const headers = response.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['strict-transport-security']).toContain('max-age=');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(await response.text()).toMatch(/<meta http-equiv="content-security-policy" content="script-src 'self' 'sha256-/);
});
