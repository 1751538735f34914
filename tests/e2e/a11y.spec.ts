// An axe-core sweep over each kind of public page, and on every URL in the sitemap, every <img>
// (every photo of a unit, building or the gallery) has a non-empty alt (decision 034).
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './test';
import { axeViolations, TOASTS } from './axe';
import { signIn, viewerReady, whenInteractive } from './helpers';

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths.length).toBeGreaterThanOrEqual(25);
  return paths;
}

// axe reads what a page's template draws, which the pages of one kind share: it runs on each page
// that has no siblings, on a building page, and on a listing of each status (a leased one lists
// similar units instead of the form).
test('no axe violations on any kind of public page', async ({ page, request }) => {
  test.setTimeout(180_000);
  const paths = await sitemapPaths(request);
  const units = (await (await request.get('/api/properties')).json()) as { id: number; status: string }[];
  const oneListingPerStatus = [...new Map(units.map((unit) => [unit.status, `/listing/${unit.id}/`])).values()];
  expect(oneListingPerStatus.length).toBeGreaterThanOrEqual(2);
  const ofManyKinds = (path: string) => path.startsWith('/listing/') || path.startsWith('/buildings/');
  const audited = new Set([
    ...paths.filter((path) => !ofManyKinds(path)),
    paths.find((path) => path.startsWith('/buildings/'))!,
    ...oneListingPerStatus,
    '/listing/987654',
    '/no-such-page',
  ]);
  const failures: string[] = [];
  for (const path of audited) {
    await page.goto(path);
    failures.push(...(await axeViolations(page, path)));
  }
  expect(failures).toEqual([]);
});

// Alt text is the data's, and differs from page to page: every page of the sitemap, as built (the
// islands' first render is in that HTML; the hydrated islands are read by axe below).
test('no photo without alt text on any public page', async ({ request }) => {
  const failures: string[] = [];
  let photos = 0;
  for (const path of await sitemapPaths(request)) {
    const images = (await (await request.get(path)).text()).match(/<img\b[^>]*>/g) ?? [];
    photos += images.length;
    for (const img of images.filter((tag) => !/\salt="[^"]*\S[^"]*"/.test(tag)))
      failures.push(`${path}: an <img> without alt text — ${img}`);
  }
  expect(photos, 'the demo data has photos on its pages').toBeGreaterThan(20);
  expect(failures).toEqual([]);
});

// The sweep above reads each page as built, before its islands hydrate. Here each public island
// is hydrated and used: what it renders then, and the photo viewer open.
test('no axe violations on the public islands once hydrated', async ({ page, request }) => {
  test.setTimeout(120_000);
  const failures: string[] = [];
  const check = async (where: string) => {
    failures.push(...(await axeViolations(page, where, { exclude: TOASTS })));
  };
  const openViewer = async (where: string) => {
    await (await whenInteractive(page.locator('main li a:has(img)').first())).click();
    await viewerReady(page);
    await check(`${where} with the photo viewer open`);
    await page.keyboard.press('Escape');
    await expect(page.locator('.yarl__root')).toHaveCount(0);
  };

  await page.goto('/');
  await (await whenInteractive(page.getByRole('link', { name: 'VIEW DETAILS' }).first())).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check("/ with a unit's details open");

  await page.goto('/availability');
  await (await whenInteractive(page.getByLabel('Space type'))).selectOption({ index: 1 });
  await expect(page.getByTestId('filter-summary')).toBeVisible();
  await check('/availability filtered');

  const units = (await (await request.get('/api/properties')).json()) as { id: number; status: string }[];
  await page.goto(`/listing/${units.find((u) => u.status === 'available')!.id}`);
  await whenInteractive(page.getByRole('button', { name: 'Share' }));
  await check('a listing hydrated');
  await openViewer('a listing');

  await page.goto('/gallery');
  await openViewer('/gallery');

  await page.goto('/contact');
  await (await whenInteractive(page.getByLabel(/Request a tour/))).check();
  await expect(page.getByLabel('First choice: time')).toBeVisible();
  await check('/contact with the tour picker open');

  expect(failures).toEqual([]);
});

/** The dialogs each admin tab opens: the button that opens one, and the dialog's name. */
const TAB_DIALOGS: Record<string, [opener: string, name: string | RegExp][]> = {
  Dashboard: [],
  'Available Space': [
    ['Add Available Space', 'Add Available Space'],
    ['Edit Unit', /^Edit Unit/],
  ],
  Buildings: [['Add Building', 'Add Building']],
  Inquiries: [
    ['View inquiry', /^Inquiry from/],
    ['Reply templates', 'Reply templates'],
  ],
  Gallery: [
    ['Add Images', 'Add Images'],
    ['Edit image', 'Edit image'],
  ],
  Availability: [],
  Site: [],
  Trash: [],
};

// The admin, signed in, on a desktop and on a phone (whose tabs sit behind a menu): every tab and
// every kind of dialog.
for (const { viewport, menus } of [
  { viewport: { width: 1366, height: 900 }, menus: [] },
  { viewport: { width: 375, height: 812 }, menus: ['Menu'] },
]) {
  test(`no axe violations in the admin at ${viewport.width}×${viewport.height}`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const failures: string[] = [];
    const check = async (where: string) => {
      await expect(page.getByText(/^Loading( chart)?$/)).toHaveCount(0, { timeout: 15_000 });
      failures.push(...(await axeViolations(page, where, { exclude: TOASTS })));
    };
    const openDialog = async (opener: string, name: string | RegExp) => {
      await page.getByRole('button', { name: opener }).first().click();
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      await check(`dialog ${String(name)}`);
      await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
      await expect(dialog).toBeHidden();
    };
    await page.goto('/admin');
    await check('login');
    await signIn(page);
    for (const menu of menus) {
      await page.getByRole('button', { name: menu }).click();
      await check('the open menu');
    }
    await openDialog('Account', 'Account');
    for (const [name, dialogs] of Object.entries(TAB_DIALOGS)) {
      await page.getByRole('tab', { name }).click();
      await check(name);
      for (const [opener, dialog] of dialogs) await openDialog(opener, dialog);
    }
    expect(failures).toEqual([]);
  });
}
