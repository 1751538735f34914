// Versions and history in the browser: two signed-in admins edit one unit; the second save is
// refused with the first editor's change shown, nothing is overwritten silently; Overwrite and
// Reload work; restoring an earlier version from the History puts it back on the public page
// after the rebuild. (Named *-admin.spec.ts: it runs in the admin project, after the public tests.)
import { type Browser, type Page } from '@playwright/test';
import { adminToken, signIn, uniqueName } from './helpers';
import { expect, test } from './workshop';

test.describe.configure({ timeout: 300_000 });

const ORIGINAL = 'Original harbor view, south light';
const BOBS = 'Rewritten by the second editor';

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page);
  return page;
}

/** Opens the unit's edit dialog from a freshly loaded Available Space tab. */
async function openUnit(page: Page, unitNumber: string) {
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Available Space' }).click();
  await page.getByRole('button', { name: `Edit Unit ${unitNumber}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Edit Unit ${unitNumber}` });
  await expect(dialog.getByLabel('Description')).toBeVisible();
  return dialog;
}

test('two editors: the second save is refused with the first change shown; Overwrite, Reload and Restore work', async ({
  browser,
  request,
}) => {
  const unitName = uniqueName('V');
  const token = await adminToken(request);
  const created = await request.post('/api/properties', {
    headers: { authorization: `Bearer ${token}` },
    data: { buildingId: 1, unitNumber: unitName, type: 'office', squareFootage: 1800, rate: 41, description: ORIGINAL },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const stored = async () =>
    (await (await request.get(`/api/properties/${id}`, { headers: { 'cache-control': 'no-cache' } })).json()) as Record<string, unknown>;
  // The static listing page as built (after the rebuild each write asks for).
  const builtListing = async () => (await request.get(`/listing/${id}`)).text();
  const rebuilt = { timeout: 120_000, intervals: [250] };
  await expect.poll(builtListing, rebuilt).toContain(ORIGINAL);

  const alice = await adminPage(browser);
  const bob = await adminPage(browser);
  const aliceForm = await openUnit(alice, unitName);
  const bobForm = await openUnit(bob, unitName);
  await expect(aliceForm.getByText('Version 1')).toBeVisible();

  // Alice saves first.
  await aliceForm.getByLabel('Rate ($/sq ft/yr)').fill('45');
  await alice.getByRole('button', { name: 'Update' }).click();
  await expect(alice.getByText('Available space updated successfully')).toBeVisible();

  // Bob's save over the version he opened is refused: who, when, and what Alice changed.
  await bobForm.getByLabel('Description').fill(BOBS);
  await bob.getByRole('button', { name: 'Update' }).click();
  const conflict = bob.getByRole('dialog', { name: 'Someone else changed this' });
  await expect(conflict.getByRole('alert')).toContainText(
    new RegExp(`Unit ${unitName} was changed by admin at .+ \\(version 2\\)\\. Review their change, overwrite or reload\\.`),
  );
  expect(await stored()).toMatchObject({ rate: 45, description: ORIGINAL, version: 2 });
  await conflict.getByRole('button', { name: 'Review their change' }).click();
  await expect(conflict.getByTestId('change-list')).toContainText('Rate: 41 → 45');

  // Alice opens the unit again (version 2) while Bob decides.
  await alice.getByRole('button', { name: `Edit Unit ${unitName}`, exact: true }).click();
  const again = alice.getByRole('dialog', { name: `Edit Unit ${unitName}` });
  await expect(again.getByText('Version 2')).toBeVisible();

  // Overwrite: Bob's form is saved over version 2.
  await conflict.getByRole('button', { name: 'Overwrite' }).click();
  await expect(bob.getByText('Available space updated successfully')).toBeVisible();
  expect(await stored()).toMatchObject({ rate: 41, description: BOBS, version: 3 });

  // Alice's save from version 2 is refused in turn; Reload loads version 3 into her form.
  await again.getByLabel('Rate ($/sq ft/yr)').fill('47');
  await alice.getByRole('button', { name: 'Update' }).click();
  const second = alice.getByRole('dialog', { name: 'Someone else changed this' });
  await expect(second.getByRole('alert')).toContainText('(version 3)');
  await second.getByRole('button', { name: 'Reload' }).click();
  await expect(second).toBeHidden();
  await expect(again.getByLabel('Description')).toHaveValue(BOBS);
  await expect(again.getByLabel('Rate ($/sq ft/yr)')).toHaveValue('41');
  await expect(again.getByText('Version 3')).toBeVisible();
  expect(await stored()).toMatchObject({ version: 3 });

  // History: every version with who and what; restoring version 1 makes the public page show it again.
  await expect.poll(builtListing, rebuilt).toContain(BOBS);
  await again.getByRole('button', { name: `History of Unit ${unitName}` }).click();
  const history = alice.getByRole('dialog', { name: `History of Unit ${unitName}` });
  const versions = history.getByTestId('history-version');
  await expect(versions).toHaveCount(3);
  await expect(versions.first()).toContainText('Version 3');
  await expect(versions.first()).toContainText(`Description: ${ORIGINAL} → ${BOBS}`);
  await versions.filter({ hasText: 'Version 1' }).getByRole('button', { name: 'Restore this version' }).click();
  await expect(alice.getByText('Version 1 restored')).toBeVisible();
  await expect(again.getByLabel('Description')).toHaveValue(ORIGINAL);
  await expect(again.getByText('Version 4')).toBeVisible();
  expect(await stored()).toMatchObject({ rate: 41, description: ORIGINAL, version: 4 });
  await expect.poll(builtListing, rebuilt).toContain(ORIGINAL);
  expect(await builtListing()).not.toContain(BOBS);
});

test('the History and the conflict dialog fit a phone (375 px)', async ({ browser, request }) => {
  const unitName = uniqueName('V');
  const token = await adminToken(request);
  const created = await request.post('/api/properties', {
    headers: { authorization: `Bearer ${token}` },
    data: { buildingId: 1, unitNumber: unitName, type: 'office', squareFootage: 900, rate: 30 },
  });
  const { id } = (await created.json()) as { id: number };
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await signIn(page);
  const form = await openUnit(page, unitName);
  // Someone else saves meanwhile.
  const base = { buildingId: 1, unitNumber: unitName, type: 'office', squareFootage: 900 };
  await request.put(`/api/properties/${id}`, { headers: { authorization: `Bearer ${token}` }, data: { ...base, rate: 33, version: 1 } });
  await form.getByLabel('Rate ($/sq ft/yr)').fill('35');
  await page.getByRole('button', { name: 'Update' }).click();
  const conflict = page.getByRole('dialog', { name: 'Someone else changed this' });
  await conflict.getByRole('button', { name: 'Review their change' }).click();
  for (const name of ['Review their change', 'Reload', 'Overwrite']) {
    const box = (await conflict.getByRole('button', { name }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await conflict.getByRole('button', { name: 'Reload' }).click();
  await form.getByRole('button', { name: `History of Unit ${unitName}` }).click();
  const history = page.getByRole('dialog', { name: `History of Unit ${unitName}` });
  const restore = history.getByRole('button', { name: 'Restore this version' });
  await expect(restore).toBeVisible();
  const box = (await restore.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('a gallery photo: a stale Feature is refused with who and when; its History restores the version before', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const auth = { authorization: `Bearer ${token}` };
  const [image] = (await (await request.get('/api/gallery')).json()) as {
    id: number;
    featured: boolean;
    version: number;
    description: string | null;
    filename: string;
  }[];
  const name = `image: ${image!.description ?? image!.filename}`;
  await signIn(page);
  await page.getByRole('tab', { name: 'Gallery' }).click();
  const toggle = page.getByRole('button', { name: `${image!.featured ? 'Unfeature' : 'Feature'} ${name}`, exact: true });
  await expect(toggle).toBeVisible();
  // Someone else flips it first.
  const flipped = await request.put(`/api/gallery/${image!.id}`, {
    headers: auth,
    data: { featured: !image!.featured, version: image!.version },
  });
  expect(flipped.status()).toBe(200);
  await toggle.click();
  const conflict = page.getByRole('dialog', { name: 'Someone else changed this' });
  await expect(conflict.getByRole('alert')).toContainText(`This photo was changed by admin at`);
  await conflict.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('button', { name: `${image!.featured ? 'Feature' : 'Unfeature'} ${name}`, exact: true })).toBeVisible();

  await page.getByRole('button', { name: `History of ${name}`, exact: true }).click();
  const history = page.getByRole('dialog', { name: `History of ${name}`, exact: true });
  // Its versions so far (other tests may have described this photo before), newest first: the flip, then the one we saw.
  const versions = history.getByTestId('history-version');
  await expect(versions.first()).toContainText(`Version ${image!.version + 1}`);
  const seen = versions.filter({ has: page.getByRole('heading', { name: `Version ${image!.version}`, exact: true }) });
  await seen.getByRole('button', { name: 'Restore this version' }).click();
  await expect(page.getByText(`Version ${image!.version} restored`)).toBeVisible();
  await expect(page.getByRole('button', { name: `${image!.featured ? 'Unfeature' : 'Feature'} ${name}`, exact: true })).toBeVisible();
  expect(await (await request.get('/api/gallery')).json()).toContainEqual(
    expect.objectContaining({ id: image!.id, featured: image!.featured }),
  );
});
