// The site's own words as data (issue 19, "Done when"): change the office hours and the hero title
// in the Site tab → save a draft → the preview shows them, the public pages do not → publish → the
// public pages show them after the rebuild, and the admin says "All changes live".
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

const HOURS = 'Monday - Friday 8:00 AM - 5:00 PM, Saturday by appointment';
const HERO = 'Space to grow on the waterfront';

// Both tests publish the site content: one after the other, never at once.
test.describe.configure({ mode: 'default' });

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
// The static pages as built (each publish rebuilds them), not anything an island fetched.
const rebuilt = { timeout: 120_000, intervals: [1000] };

test('office hours and hero title: draft → preview shows them, the public site does not → publish → live after the rebuild', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(300_000);
  await signIn(page);
  await tab(page, 'Site').click();
  const hours = page.getByLabel('Office hours');
  await expect(hours).toHaveValue('Monday - Friday 9:00 AM - 6:00 PM');
  await expect(page.getByLabel('Hero title')).toHaveValue('Premium Office Space in South Boston');

  // A field the schema refuses is named in the form and nothing is saved.
  await hours.fill('');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Office hours are required')).toBeVisible();

  await hours.fill(HOURS);
  await page.getByLabel('Hero title').fill(HERO);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved. The public site is unchanged until you publish.')).toBeVisible();
  // Close the toast, as a person would.
  await page.getByRole('button', { name: 'Close toast' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'not public yet' })).toBeVisible();

  // Preview opens in a new tab: the home page with the draft applied, then About and Contact.
  const [preview] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Preview' }).click()]);
  // The tab opens on the click and goes to the preview once the draft is saved.
  await preview.waitForURL(/\/preview\/\?draft=\d+$/);
  await expect(preview.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
  await expect(preview.getByText('Preview of a draft: Site content. Not public.')).toBeVisible();
  await expect(preview.locator('footer')).toContainText(HOURS);
  await expect(preview.locator('section[aria-labelledby="cta-heading"]')).toContainText(HOURS);
  await preview.getByRole('link', { name: 'Preview Contact' }).click();
  await expect(preview.getByRole('region', { name: 'Contact information' })).toContainText(HOURS);
  await preview.getByRole('link', { name: 'Preview About' }).click();
  await expect(preview.getByRole('heading', { level: 1, name: 'About the Complex' })).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Site plan' })).toBeVisible();
  const robots = (await request.get('/preview/')).headers();
  expect(robots['x-robots-tag']).toContain('noindex');
  expect(robots['cache-control']).toContain('no-store');

  // Signed out, a preview shows nothing of the draft.
  const stranger = await (await page.context().browser()!.newContext()).newPage();
  await stranger.goto(new URL(preview.url()).pathname + new URL(preview.url()).search);
  await expect(stranger.getByRole('heading', { name: 'Sign in to preview' })).toBeVisible();
  await expect(stranger.getByText(HOURS)).toHaveCount(0);
  await stranger.context().close();

  // The public pages are unchanged while it is a draft.
  for (const path of ['/', '/contact']) {
    const html = await (await request.get(path)).text();
    expect(html).not.toContain(HOURS);
    expect(html).toContain('Monday - Friday 9:00 AM - 6:00 PM');
  }

  // Publish: the draft goes; after the rebuild the public pages show the new words.
  await page.bringToFront();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Site content published. The public pages show it after the rebuild.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'not public yet' })).toHaveCount(0);
  await expect.poll(async () => (await request.get('/')).text(), rebuilt).toContain(HERO);
  // The admin's header says so too, once the rebuild that has the change is live (part 5).
  await expect(page.getByRole('status', { name: 'Public site' })).toHaveText('All changes live', { timeout: 180_000 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
  await expect(page.locator('footer')).toContainText(HOURS);
  await page.goto('/contact');
  await expect(page.getByRole('region', { name: 'Contact information' })).toContainText(HOURS);
  // The words are in the HTML as built, with no new JavaScript: /about has no island at all, the
  // home page only its featured units.
  const home = await (await request.get('/')).text();
  expect(home).toMatch(new RegExp(`<h1[^>]*>${HERO}</h1>`));
  expect(home.match(/<astro-island/g)).toHaveLength(1);
  expect(await (await request.get('/about')).text()).not.toContain('<astro-island');
});

// Issue 34: the "published" toast lay over the Publish button for 5–30 s (longer while the
// pointer rested on it). Toasts rise above the action bar, so Publish can be pressed again at once.
test('Publish twice in a row: the toast never covers the action bar, on a desktop or a phone', async ({ page }) => {
  test.setTimeout(180_000);
  const published = page.getByText('Site content published. The public pages show it after the rebuild.');
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 375, height: 812 },
  ]) {
    await page.setViewportSize(viewport);
    await signIn(page);
    await tab(page, 'Site').click();
    const publish = page.getByRole('button', { name: 'Publish', exact: true });
    const bar = page.locator('div.sticky', { has: publish });
    for (let press = 1; press <= 2; press++) {
      // The second press comes while the first toast still shows, the pointer resting where it clicked.
      await publish.click({ timeout: 5000 });
      await expect(published).toBeVisible();
      // Measured once the toast has slid in: its bottom edge is above the bar's top edge.
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Site content published' });
      await expect
        .poll(
          async () => {
            const [shown, actions] = [await toast.boundingBox(), await bar.boundingBox()];
            return shown && actions ? actions.y - (shown.y + shown.height) : -1;
          },
          { message: `${viewport.width}px, press ${press}` },
        )
        .toBeGreaterThanOrEqual(0);
    }
    await expect(page.getByRole('button', { name: 'Overwrite' })).toHaveCount(0);
  }
});
