// Photos described (decision 034): the leasing team gives a unit's photo its alt text and
// caption in the admin; after the rebuild the public listing's <img> carries the alt and its photo
// viewer shows the caption. (Named *admin.spec.ts: it runs with the admin tests, after the public ones.)
import sharp from 'sharp';
import { ALT_REQUIRED_MESSAGE } from '~/src/lib/schemas/photo-details';
import { adminToken, signIn, viewerReady, whenInteractive, uniqueName } from './helpers';
import { expect, test } from './workshop';

test('a unit photo gets alt text and a caption in the admin; the public listing shows both after the rebuild', async ({
  page,
  request,
}) => {
  const unitName = uniqueName('E2E');
  test.setTimeout(300_000);
  // A unit with one photo, made through the API with no words: it starts with the default alt.
  const token = await adminToken(request);
  const auth = { authorization: `Bearer ${token}` };
  const photo = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#3b6e8f' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('images', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'corner.png');
  const { filenames } = (await (await request.post('/api/upload', { headers: auth, multipart: form })).json()) as { filenames: string[] };
  const created = await request.post('/api/properties', {
    headers: auth,
    data: { buildingId: 1, unitNumber: unitName, type: 'office', squareFootage: 1300, rate: 40, images: filenames },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const defaultAlt = `Unit ${unitName}, 1,300 sq ft office space — photo 1`;

  await signIn(page);
  await page.getByRole('tab', { name: 'Available Space' }).click();
  await page.getByRole('button', { name: `Edit Unit ${unitName}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit Unit ${unitName}` });
  const alt = edit.getByLabel('Alt text for photo 1');
  const caption = edit.getByLabel('Caption for photo 1');
  await expect(alt).toHaveValue(defaultAlt);
  await expect(caption).toHaveValue('');

  // A cleared alt says so at once, and the save is stopped.
  await alt.fill('');
  await expect(edit.locator('p', { hasText: ALT_REQUIRED_MESSAGE })).toBeVisible();
  await expect(alt).toHaveAttribute('aria-invalid', 'true');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Available space updated successfully')).toHaveCount(0);
  await expect(edit).toBeVisible();

  const words = { alt: 'Corner office with harbour windows on two sides', caption: 'The corner office at noon' };
  await alt.fill(words.alt);
  await caption.fill(words.caption);
  // The field's message (a <p>) is gone; the toast that said it may still be showing in the dialog.
  await expect(edit.locator('p', { hasText: ALT_REQUIRED_MESSAGE })).toHaveCount(0);
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Available space updated successfully')).toBeVisible();
  const saved = (await (await request.get(`/api/properties/${id}`)).json()) as { photoDetails: unknown[] };
  expect(saved.photoDetails).toEqual([{ key: filenames[0], ...words }]);

  // The page as built (the rebuild after the save).
  await expect
    .poll(async () => (await request.get(`/listing/${id}`)).text(), { timeout: 120_000, intervals: [250] })
    .toContain(`alt="${words.alt}"`);
  await page.goto(`/listing/${id}`);
  const img = page.locator(`.listing-photos img[src*="${encodeURIComponent(filenames[0]!)}"]`);
  await expect(img).toHaveAttribute('alt', words.alt);
  await (await whenInteractive(page.getByRole('link', { name: /^Open photo 1 of/ }))).click();
  await viewerReady(page);
  const viewer = page.locator('.yarl__root');
  await expect(viewer.getByText(words.caption)).toBeVisible();
  await expect(viewer.locator(`img[alt="${words.alt}"]`).first()).toBeAttached();

  // Reopened, the form shows the saved words.
  await signIn(page);
  await page.getByRole('tab', { name: 'Available Space' }).click();
  await page.getByRole('button', { name: `Edit Unit ${unitName}` }).click();
  await expect(page.getByRole('dialog', { name: `Edit Unit ${unitName}` }).getByLabel('Caption for photo 1')).toHaveValue(words.caption);
});

test("a gallery image's alt text and caption are edited in the Gallery tab; the gallery shows them", async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page);
  await page.getByRole('tab', { name: 'Gallery' }).click();
  const item = page.getByTestId('gallery-admin-item').first();
  await item.getByRole('button', { name: /^Edit image/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit image' });
  const alt = dialog.getByLabel('Alt text');
  // An image stored before there was alt text starts from its description (the public alt until now).
  await expect(alt).not.toHaveValue('');
  await alt.fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.locator('p', { hasText: ALT_REQUIRED_MESSAGE })).toBeVisible();
  // Words of this run's own: on a second run they differ from what the first one saved.
  const run = uniqueName('run');
  const words = { alt: `Harbour seen from the roof deck, cranes on the far side (${run})`, caption: `E2E: the roof deck at dusk (${run})` };
  await alt.fill(words.alt);
  await dialog.getByLabel('Description (caption)').fill(words.caption);
  // Escape with the words unsaved asks first; declined, the dialog keeps them.
  const questions: string[] = [];
  page.once('dialog', (asked) => {
    questions.push(asked.message());
    void asked.dismiss();
  });
  await alt.press('Escape');
  expect(questions).toEqual(['Discard your unsaved changes?']);
  await expect(alt).toHaveValue(words.alt);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Image updated')).toBeVisible({ timeout: 30_000 });

  // The edit reaches the public gallery with the rebuild it triggers.
  const photo = page.locator(`a:has(img[alt="${words.alt}"])`);
  await expect(async () => {
    await page.goto('/gallery');
    await expect(photo).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expect(photo).toContainText(words.caption);
  await (await whenInteractive(photo)).click();
  await viewerReady(page);
  await expect(page.locator('.yarl__root').getByText(words.caption)).toBeVisible();
});
