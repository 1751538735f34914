import { expect, test } from '@playwright/test';
import { FOOTER_ID } from '~/src/components/site/SiteFooter';

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

// A public page is parsed, and its islands set up, while its stylesheet is still on its way, as a
// page without script would be (decision 072): the islands' scripts and the menu's run before the
// stylesheet, where an inline script would wait for it, and the parser with it. The stylesheet is
// held back here, as a slow network would hold it, until the test releases it.
const PAGES = [
  // Whether the page has islands, and whether a module script of its own (/gallery's photo taps)
  // holds DOMContentLoaded until the stylesheet.
  { path: '/', islands: true, moduleScript: false },
  { path: '/availability', islands: true, moduleScript: false },
  { path: '/gallery', islands: true, moduleScript: true },
  { path: '/contact', islands: true, moduleScript: false },
  { path: '/about', islands: false, moduleScript: false },
];
for (const { path, islands, moduleScript } of PAGES)
  test(`${path} is parsed before its stylesheet arrives`, async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/*.css', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'commit' });
    await expect.poll(() => page.evaluate(() => document.readyState)).toBe('interactive');
    // All of it, to the footer; and a page with islands has set them up.
    expect(await page.evaluate((footerId) => document.getElementById(footerId) !== null, FOOTER_ID)).toBe(true);
    expect(await page.evaluate(() => customElements.get('astro-island') !== undefined)).toBe(islands);
    // DOMContentLoaded too, unless a module script waits for the stylesheet.
    const domContentLoaded = () =>
      page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventEnd > 0);
    if (!moduleScript) await expect.poll(domContentLoaded).toBe(true);
    release();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

// A public page is painted once, whole, as a page without script would be (decision 071): the
// inline scripts before its first island must not let Chromium paint the header alone while the
// rest is still being parsed. The page's footer is held back here, as a slow network would hold it,
// by a script the test releases.
for (const path of ['/availability', '/gallery'])
  test(`${path} is not painted until its footer is parsed`, async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/__rest-of-page.js', async (route) => {
      await held;
      await route.fulfill({ contentType: 'text/javascript', body: '' });
    });
    await page.route(
      (url) => url.pathname.replace(/\/$/, '') === path,
      async (route) => {
        const answer = await route.fetch();
        const html = (await answer.text()).replace('<footer', '<script src="/__rest-of-page.js"></script><footer');
        await route.fulfill({ response: answer, body: html });
      },
    );
    await page.addInitScript((footerId) => {
      new MutationObserver((_, observer) => {
        if (!document.getElementById(footerId)) return;
        (window as unknown as { footerParsedAt: number }).footerParsedAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    }, FOOTER_ID);
    await page.goto(path, { waitUntil: 'commit' });

    // Everything above the footer is parsed and styled: a page that may paint now would, within a frame.
    await page.evaluate(async () => {
      const holder = 'script[src="/__rest-of-page.js"]';
      if (!document.querySelector(holder))
        await new Promise<void>((resolve) =>
          new MutationObserver((_, observer) => {
            if (!document.querySelector(holder)) return;
            observer.disconnect();
            resolve();
          }).observe(document, { childList: true, subtree: true }),
        );
      const sheet = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
      if (sheet && !sheet.sheet) await new Promise((resolve) => sheet.addEventListener('load', resolve, { once: true }));
      // Frames are skipped while rendering is blocked, hence the cap (it decides nothing by itself).
      await new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        setTimeout(resolve, 250);
      });
    });
    expect(await page.evaluate(() => performance.getEntriesByType('paint').length)).toBe(0);

    release();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const [footerParsedAt, firstPaintAt] = await page.evaluate(async () => [
      (window as unknown as { footerParsedAt: number }).footerParsedAt,
      // Paint entries are reported once the frame is presented, a moment after it is painted.
      await new Promise<number>((resolve) =>
        new PerformanceObserver((entries, observer) => {
          const first = entries.getEntriesByName('first-contentful-paint')[0];
          if (!first) return;
          observer.disconnect();
          resolve(first.startTime);
        }).observe({ type: 'paint', buffered: true }),
      ),
    ]);
    expect(firstPaintAt).toBeGreaterThanOrEqual(footerParsedAt);
  });
