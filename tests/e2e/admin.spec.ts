import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Page } from '@playwright/test';
import sharp from 'sharp';
import { closeDatabase } from '~/db/client';
import { formatTourSlot, tourSlotAt } from '~/src/lib/tour-slots';
import { startLocalData } from '~/scripts/platform/local-data';
import { calendarOf, icsField } from '../helpers/calendar-mail';
import { snapshotData } from '../helpers/data-snapshot';
import { outboxMessages } from '../helpers/mail';
import { outboxOf } from './settings';
import { expect, test, thisWorkshop } from './workshop';
import {
  adminToken,
  createUnit,
  E2E_ADMIN_PASSWORD,
  openOnceRebuilt,
  signIn,
  typeLikeAPerson,
  uniqueName,
  whenInteractive,
} from './helpers';

const png = async (seed: number) => ({
  name: `photo-${seed}.png`,
  mimeType: 'image/png',
  buffer: await sharp(Buffer.from(Array.from({ length: 48 * 32 * 3 }, (_, i) => (i * seed) % 256)), {
    raw: { width: 48, height: 32, channels: 3 },
  })
    .png()
    .toBuffer(),
});

/** Sends an inquiry from the contact page at a person's pace (so it reaches the inbox, not Spam). */
async function sendInquiry(page: Page, [firstName, lastName, email]: [string, string, string], message: string) {
  await page.goto('/contact');
  await whenInteractive(page.getByLabel('First name'));
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('E-mail').fill(email);
  await typeLikeAPerson(page.getByLabel('Message'), message);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully!')).toBeVisible();
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name });

test.describe.configure({ timeout: 120_000 });

test('sign-in: messages, a wrong password, then the workspace', async ({ page }) => {
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page.getByText('Invalid username or password')).toBeVisible();
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByText('Login successful - Welcome to the admin panel')).toBeVisible();
  // The form is gone with the field that had focus: the workspace's title takes it, not the page.
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
  // The session survives a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
});

test('a session ended elsewhere: the next save clears the workspace and the form asks to sign in again, saying why', async ({
  page,
  request,
}) => {
  // A session of its own, through the form (not the one the other tests share).
  await page.goto('/admin');
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByLabel('Password').press('Enter');
  await tab(page, 'Inquiries').click();
  await expect(page.getByTestId('inquiry-row').first()).toBeVisible();
  await tab(page, 'Available Space').click();
  await page
    .getByRole('button', { name: /^Edit Unit / })
    .first()
    .click();
  // While a rebuild runs (an earlier test's), the publish status asks the server every few
  // seconds, and that request would be the one to find the session ended: the save is to be.
  await expect(page.getByRole('status', { name: 'Public site' })).toHaveText('All changes live', { timeout: 90_000 });
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  expect((await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } })).ok()).toBe(true);

  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your session has ended. Please sign in again.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeFocused();
  // Nothing of the ended session stays on screen or in storage.
  await expect(page.getByTestId('inquiry-row')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  // Signed in again, the message is gone.
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await expect(page.getByText('Your session has ended')).toHaveCount(0);
});

test('a building, then a unit in it with two photos: reorder, lease, delete', async ({ page }) => {
  const unitName = uniqueName('E2E');
  const wharf = uniqueName('Wharf House');
  // Every question the page asks is kept; each is answered OK unless `decline` is set.
  const questions: string[] = [];
  let decline = false;
  page.on('dialog', (dialog) => {
    questions.push(dialog.message());
    void (decline ? dialog.dismiss() : dialog.accept());
  });
  await signIn(page);
  await tab(page, 'Buildings').click();
  await page.getByRole('button', { name: 'Add Building' }).click();
  const buildingForm = page.getByRole('dialog', { name: 'Add Building' });
  await buildingForm.getByLabel('Building name').fill(wharf);
  await buildingForm.getByLabel('Address').fill('7 Test Wharf');
  await buildingForm.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Building created successfully')).toBeVisible();
  await expect(page.getByText(wharf)).toBeVisible();

  await tab(page, 'Available Space').click();
  await page.getByRole('button', { name: 'Add Available Space' }).click();
  const form = page.getByRole('dialog', { name: 'Add Available Space' });
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('Building selection is required')).toBeVisible();
  await expect(form.getByText('Unit number is required')).toBeVisible();
  // The keyboard lands on the first field to fix, as the form reads.
  await expect(form.getByLabel('Building', { exact: true })).toBeFocused();
  await form.getByLabel('Building', { exact: true }).selectOption({ label: wharf });
  await form.getByLabel('Unit number').fill(unitName);
  await form.getByLabel('Space type').selectOption('office');
  await form.getByLabel('Square footage').fill('2100');
  // A rate that is no number is refused, not saved as blank.
  const rate = form.getByLabel('Rate ($/sq ft/yr)');
  await rate.fill('-');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(form.getByText('Rate must be 0 or greater')).toBeVisible();
  await expect(rate).toBeFocused();
  await rate.fill('39.5');
  await form.getByLabel('Address', { exact: true }).fill('7 Test Wharf');
  await form.getByLabel('Add photos').setInputFiles([await png(3), await png(7)]);
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Available space created successfully')).toBeVisible();
  const row = page.getByTestId('unit-admin-row').filter({ hasText: `Unit ${unitName}` });
  await expect(row).toContainText('Available');
  // The search box narrows the list to what matches every word typed.
  await page.getByLabel('Search units').fill(`${unitName.toLowerCase()} office`);
  await expect(page.getByTestId('unit-admin-row')).toHaveCount(1);
  await page.getByLabel('Search units').fill(`${unitName.toLowerCase()} warehouse`);
  await expect(page.getByTestId('unit-admin-row')).toHaveCount(0);
  await page.getByLabel('Search units').fill('');

  await row.getByRole('button', { name: `Edit Unit ${unitName}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit Unit ${unitName}` });
  const photos = edit.getByTestId('photo-item');
  await expect(photos).toHaveCount(2);
  // Escape with an edit unsaved asks first; declining keeps the form as typed, each time.
  const unitNumber = edit.getByLabel('Unit number');
  await unitNumber.press('End');
  await unitNumber.pressSequentially('b');
  decline = true;
  await unitNumber.press('Escape');
  await expect.poll(() => questions).toEqual(['Discard your unsaved changes?']);
  await unitNumber.press('Escape');
  await expect.poll(() => questions).toHaveLength(2);
  decline = false;
  await expect(edit).toBeVisible();
  await expect(unitNumber).toHaveValue(`${unitName}b`);
  await unitNumber.press('Backspace');
  const firstBefore = await photos.nth(0).locator('img').getAttribute('src');
  const srcAt = (i: number) => photos.nth(i).locator('img').getAttribute('src');
  // Keyboard drag and drop: Space picks the photo up, an arrow key moves it, Space drops it.
  // Each step waits for dnd-kit's screen-reader announcement before the next key.
  const announcements = page.locator('[id^="DndLiveRegion"]');
  await edit.getByRole('button', { name: 'Drag photo 2 to reorder' }).focus();
  await page.keyboard.press('Space');
  await expect(announcements).toContainText('was moved over droppable area');
  const pickedUp = (await announcements.textContent()) ?? '';
  // dnd-kit's keyboard sensor starts listening for the arrow keys in a timer set as the photo is
  // picked up, and a busy browser runs a key press before a timer: a timer of ours set now runs
  // after it.
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve)));
  await page.keyboard.press('ArrowLeft');
  await expect(announcements).not.toHaveText(pickedUp);
  await page.keyboard.press('Space');
  await expect(announcements).toContainText('was dropped over droppable area');
  await expect.poll(() => srcAt(1)).toBe(firstBefore);
  // Pointer drag and drop puts it back.
  const handle = edit.getByRole('button', { name: 'Drag photo 2 to reorder' });
  const target = (await photos.nth(0).boundingBox())!;
  const start = (await handle.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x - 20, start.y + 10, { steps: 5 });
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 10 });
  await page.mouse.up();
  await expect.poll(() => srcAt(0)).toBe(firstBefore);
  // dnd-kit swallows every click for 50 ms after a pointer drop (a timer of its own removes the
  // listener that stops them): a page timer set now fires after that one, as a person's next click
  // would come after it.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 60)));
  // And the button makes the second photo the main one.
  await edit.getByRole('button', { name: 'Make photo 2 the main photo' }).click();
  await expect.poll(() => srcAt(1)).toBe(firstBefore);
  // The keyboard stays on the photo it moved, and its new place is announced: Enter moves it back
  // and forth with its own buttons.
  const moveStatus = edit.getByRole('status').filter({ hasText: 'Photo moved' });
  await expect(moveStatus).toHaveText('Photo moved to position 1 of 2: the main photo');
  await expect(edit.getByRole('button', { name: 'Move photo 1 later' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => srcAt(0)).toBe(firstBefore);
  await expect(moveStatus).toHaveText('Photo moved to position 2 of 2');
  await expect(edit.getByRole('button', { name: 'Move photo 2 earlier' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => srcAt(1)).toBe(firstBefore);
  await edit.getByLabel('Status').selectOption('leased');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Available space updated successfully')).toBeVisible();
  await expect(row).toContainText('Leased');

  const units = (await (await page.request.get('/api/properties')).json()) as {
    unitNumber: string;
    images: string[];
    mainImage: string;
    status: string;
  }[];
  const saved = units.find((u) => u.unitNumber === unitName)!;
  expect(saved.status).toBe('leased');
  expect(saved.images).toHaveLength(2);
  expect(firstBefore).toContain(encodeURIComponent(saved.images[1]!));
  expect(saved.mainImage).toBe(saved.images[0]);

  // The public list is built: a leased unit leaves it once the admin says the change is live.
  const publicSite = page.getByRole('status', { name: 'Public site' });
  await expect(publicSite).toContainText('Publishing');
  await expect(publicSite).toHaveText('All changes live', { timeout: 90_000 });
  await page.goto('/availability');
  await expect(page.getByTestId('unit-row').first()).toBeVisible();
  await expect(page.getByText(`Unit ${unitName}`)).toHaveCount(0);

  await signIn(page);
  await tab(page, 'Available Space').click();
  await page.getByRole('button', { name: `Delete Unit ${unitName}` }).click();
  await expect(page.getByText('Property deleted successfully')).toBeVisible();
  await expect(page.getByText(`Unit ${unitName}`)).toHaveCount(0);
});

test('a gallery image: add, feature, delete', async ({ page }) => {
  await signIn(page);
  await tab(page, 'Gallery').click();
  // Count once the list has loaded (the seed has photos), not while it still says Loading.
  await expect(page.getByTestId('gallery-admin-item').first()).toBeVisible();
  const before = await page.getByTestId('gallery-admin-item').count();
  await page.getByRole('button', { name: 'Add Images' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Images' });
  await expect(dialog.getByText('PNG, JPG, HEIC up to 10MB each')).toBeVisible();
  await dialog.getByLabel('Images').setInputFiles([{ ...(await png(11)), name: 'a-very-long-file-name-for-the-e2e-gallery-upload.png' }]);
  await expect(dialog.getByText('a-very-long-file-name-for-the-...')).toBeVisible();
  await dialog.getByLabel('Description').fill('E2E loading dock');
  await dialog.getByLabel('Category').fill('Industrial');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  // The server scales each upload: generous beside a busy neighbour.
  await expect(page.getByText('1 image(s) uploaded successfully')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('gallery-admin-item')).toHaveCount(before + 1);
  await page.getByRole('button', { name: 'Feature image: E2E loading dock' }).click();
  await expect(page.getByText('Image marked as featured')).toBeVisible();
  await page.getByRole('button', { name: 'Delete image: E2E loading dock' }).click();
  await expect(page.getByText('Image deleted successfully')).toBeVisible();
  await expect(page.getByTestId('gallery-admin-item')).toHaveCount(before);
});

test('an inquiry from the contact page: read in the admin, exported, deleted; then sign out', async ({ page }) => {
  const flow = uniqueName('admin.flow').toLowerCase();
  await sendInquiry(page, ['=Admin', 'Flow', `${flow}@example.com`], 'Please call me about Unit 101, "ASAP", thanks.');

  await signIn(page);
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  await tab(page, 'Inquiries').click();
  const row = page.getByTestId('inquiry-row').filter({ hasText: `${flow}@example.com` });
  await expect(row).toContainText('Unread');
  await expect(row).toContainText('No company');
  await row.getByRole('button', { name: /View inquiry/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Inquiry from =Admin Flow' });
  await expect(dialog).toContainText('Not provided');
  await expect(dialog.getByRole('link', { name: 'Reply via Email' })).toHaveAttribute(
    'href',
    `mailto:${flow}%40example.com?subject=Re%3A%20your%20inquiry`,
  );
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(row).not.toContainText('Unread');

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await downloadPromise).path())!, 'utf8');
  expect(csv).toContain('"\'=Admin"');
  expect(csv).toContain('"Please call me about Unit 101, ""ASAP"", thanks."');

  await row.getByRole('button', { name: /Delete inquiry/ }).click();
  await expect(page.getByText('Inquiry deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeFocused();
  await expect(page.getByText('Your session has ended')).toHaveCount(0);
  const afterLogout = await page.request.get('/api/contact-submissions', { headers: { authorization: `Bearer ${token}` } });
  expect(afterLogout.status()).toBe(401);
});

test('a large photo is scaled down in the browser before upload (Netlify caps requests at 6 MB)', async ({ page }) => {
  // Noise does not compress: 1800×1100 RGB is a ~5.7 MB PNG.
  const noise = Buffer.from(Array.from({ length: 1800 * 1100 * 3 }, () => Math.floor(Math.random() * 256)));
  const big = await sharp(noise, { raw: { width: 1800, height: 1100, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(big.length).toBeGreaterThan(4.5 * 1024 * 1024);
  await signIn(page);
  await tab(page, 'Gallery').click();
  await page.getByRole('button', { name: 'Add Images' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Images' });
  await dialog.getByLabel('Images').setInputFiles([{ name: 'huge-scan.png', mimeType: 'image/png', buffer: big }]);
  await dialog.getByLabel('Description').fill('E2E large photo');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  // Decoding and re-encoding 2 megapixels in the browser, then a multi-megabyte upload: seconds
  // on a busy 2-core machine, so more than the default 5 s.
  await expect(page.getByText('1 image(s) uploaded successfully')).toBeVisible({ timeout: 30_000 });
  const images = (await (await page.request.get('/api/gallery')).json()) as { id: number; filename: string; description: string }[];
  const stored = images.find((i) => i.description === 'E2E large photo')!;
  // The server keeps a PNG as a PNG: a JPEG means the browser re-encoded it, and it is small.
  expect(stored.filename).toMatch(/\.jpg$/);
  const blob = await page.request.get(`/api/image/${stored.filename}`);
  expect((await blob.body()).length).toBeLessThan(4 * 1024 * 1024);
  await page.getByRole('button', { name: 'Delete image: E2E large photo' }).click();
  await expect(page.getByText('Image deleted successfully')).toBeVisible();
});

test('a too-fast inquiry waits under Spam with its reason; "Not spam" moves it to the inbox and sends its e-mail', async ({ page }) => {
  const speedy = uniqueName('speedy.autofill').toLowerCase();
  // Autofill and a pasted message: the whole form at once. The form's token is held back until
  // then, so it is issued just before the send however slow the machine (the trap is short here).
  let releaseToken = () => {};
  const tokenHeld = new Promise<void>((resolve) => (releaseToken = resolve));
  await page.route('**/api/contact-submissions/form-token', async (route) => {
    await tokenHeld;
    await route.continue();
  });
  await page.goto('/contact');
  await whenInteractive(page.getByLabel('First name'));
  await page.getByLabel('First name').fill('Speedy');
  await page.getByLabel('Last name').fill('Autofill');
  await page.getByLabel('E-mail').fill(`${speedy}@example.com`);
  await page.getByLabel('Message').fill('Pasted: we need 2,000 sq ft of office from January.');
  const tokenIssued = page.waitForResponse('**/api/contact-submissions/form-token');
  releaseToken();
  await tokenIssued;
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully!')).toBeVisible();

  await signIn(page);
  await tab(page, 'Inquiries').click();
  await expect(page.getByTestId('inquiry-row').filter({ hasText: `${speedy}@example.com` })).toHaveCount(0);
  await page.getByRole('button', { name: /^Spam \(\d+\)$/ }).click();
  const row = page.getByTestId('inquiry-row').filter({ hasText: `${speedy}@example.com` });
  await expect(row).toContainText('Flagged: sent within 3 seconds of opening the form');
  await row.getByRole('button', { name: /^Not spam/ }).click();
  await expect(page.getByText('Moved to the inbox')).toBeVisible();
  await page.getByRole('button', { name: 'Inbox', exact: true }).click();
  await expect(page.getByTestId('inquiry-row').filter({ hasText: `${speedy}@example.com` })).toContainText('Unread');

  // Its e-mail was held back while it was flagged, and went out now (the local outbox).
  const outbox = outboxOf(thisWorkshop());
  await expect
    .poll(async () => {
      const files = await readdir(outbox).catch(() => []);
      const texts = await Promise.all(files.map((file) => readFile(path.join(outbox, file), 'utf8')));
      return texts.filter((text) => text.includes(`${speedy}@example.com`)).length;
    })
    .toBe(1);
});

test('the pipeline: an unanswered lead turns overdue; a reply, a stage and a note go into its history', async ({ page }) => {
  const olive = uniqueName('olive.pipeline').toLowerCase();
  await sendInquiry(page, ['Olive', 'Pipeline', `${olive}@example.com`], 'We need 4,000 sq ft of flex space by spring.');

  // A week later (in the browser only): more than 24 weekday hours without an answer.
  await page.clock.setFixedTime(Date.now() + 7 * 86_400_000);
  await signIn(page);
  await tab(page, 'Inquiries').click();
  const row = page.getByTestId('inquiry-row').filter({ hasText: `${olive}@example.com` });
  await expect(row).toContainText('7 d old');
  await expect(row.getByText('Overdue', { exact: true })).toBeVisible();
  await page.getByLabel(/Overdue only/).check();
  await expect(row).toBeVisible();

  // The history's first answer, read before the reply, is still on its way when the reply is
  // recorded (a slow connection): the history shows the reply all the same.
  let releaseHistory = () => {};
  const historyHeld = new Promise<void>((resolve) => (releaseHistory = resolve));
  await page.route(
    /\/api\/contact-submissions\/\d+\/history$/,
    async (route) => {
      const response = await route.fetch();
      await historyHeld;
      await route.fulfill({ response });
    },
    { times: 1 },
  );
  await row.getByRole('button', { name: /View inquiry/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Inquiry from Olive Pipeline' });
  await expect(dialog).toContainText('No response yet: it arrived 7 d ago.');
  // The mail client is the browser's business; the reply is recorded beside it.
  const recorded = page.waitForResponse((response) => /\/replied$/.test(response.url()) && response.ok());
  await dialog.getByRole('link', { name: 'Reply via Email' }).click();
  await recorded;
  releaseHistory();
  const history = dialog.getByRole('list', { name: 'History' });
  await expect(history).toContainText('Replied by e-mail (first response) · New → Contacted');
  await expect(row).toHaveCount(0); // answered: no longer in the overdue view

  await dialog.getByLabel('Stage').selectOption('lost');
  await dialog.getByRole('button', { name: 'Save stage' }).click();
  await expect(dialog.getByText('Please say why the lead was lost')).toBeVisible();
  await dialog.getByLabel('Stage').selectOption('tour-scheduled');
  await dialog.getByRole('button', { name: 'Save stage' }).click();
  await expect(page.getByText('Stage: Tour scheduled')).toBeVisible();
  await expect(history).toContainText('Contacted → Tour scheduled');

  await dialog.getByLabel(/Internal note/).fill('Tour Thursday 10:00 with the facilities lead.');
  await dialog.getByRole('button', { name: 'Add note' }).click();
  await expect(history).toContainText('admin: Tour Thursday 10:00 with the facilities lead.');
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();

  await page.getByLabel(/Overdue only/).uncheck();
  await page.getByRole('combobox', { name: /^Stage/ }).selectOption('tour-scheduled');
  await expect(row).toContainText('Tour scheduled');
  await expect(row.getByText('Overdue', { exact: true })).toHaveCount(0);
});

test('a tour: the visitor asks for three times from a listing; staff confirm one, then move it; both calendars get the invitation', async ({
  page,
  request,
}) => {
  const tess = uniqueName('tess.tourer').toLowerCase();
  const units = (await (await request.get('/api/properties')).json()) as { id: number; unitNumber: string }[];
  const unit = units.find((u) => u.unitNumber === '210')!;
  await page.goto(`/listing/${unit.id}`);
  await page.getByRole('link', { name: 'Request a Tour' }).click();
  await expect(page).toHaveURL(/\/contact\?listing=Unit%20210&tour=1/);
  await whenInteractive(page.getByLabel('First name'));
  await expect(page.getByLabel(/Request a tour/)).toBeChecked();
  // Keyboard only: a day, then a time, for each choice (the arrow keys on each select). The day is
  // the second one offered: the first can be today, with fewer than three times left late in the
  // afternoon (at 4:30 PM in Boston only 5:00 and 5:30 remained).
  const chosen: string[] = [];
  for (const [choice, presses] of [
    ['First choice', 1],
    ['Second choice', 2],
    ['Third choice', 3],
  ] as const) {
    await page.getByLabel(`${choice}: day`).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.getByLabel(`${choice}: time`).focus();
    for (let i = 0; i < presses; i++) await page.keyboard.press('ArrowDown');
    const [day, time] = [await page.getByLabel(`${choice}: day`).inputValue(), await page.getByLabel(`${choice}: time`).inputValue()];
    chosen.push(tourSlotAt(day, time)!.toISOString());
  }
  expect(new Set(chosen).size).toBe(3);
  await page.getByLabel('First name').fill('Tess');
  await page.getByLabel('Last name').fill('Tourer');
  await page.getByLabel('E-mail').fill(`${tess}@example.com`);
  await typeLikeAPerson(page.getByLabel('Message'), 'We would like to walk the space with our architect.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully!')).toBeVisible();
  // The panel recaps the three times.
  await expect(page.getByRole('status').getByRole('listitem')).toHaveText(chosen.map((slot) => formatTourSlot(new Date(slot))));

  await signIn(page);
  await tab(page, 'Inquiries').click();
  const row = page.getByTestId('inquiry-row').filter({ hasText: `${tess}@example.com` });
  await expect(row).toContainText('Tour requested');
  await row.getByRole('button', { name: /View inquiry/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Inquiry from Tess Tourer' });
  const requested = dialog.getByRole('list', { name: 'Requested times' }).getByRole('listitem');
  await expect(requested).toHaveCount(3);
  await requested.nth(1).getByRole('button', { name: 'Confirm' }).click();
  // The invitation first, nothing sent yet; Back, then Confirm and Send.
  const preview = dialog.getByRole('group', { name: 'Invitation to send' });
  await expect(preview).toContainText(`Time${formatTourSlot(new Date(chosen[1]!))}`);
  await expect(preview).toContainText('Location21 Drydock Avenue, Boston, MA 02127');
  await expect(preview).toContainText(`RecipientsTess Tourer <${tess}@example.com>, leasing@southbostoncommerce.com`);
  await preview.getByRole('button', { name: 'Back' }).click();
  await expect(preview).toHaveCount(0);
  await expect(dialog).not.toContainText('Confirmed:');
  await requested.nth(1).getByRole('button', { name: 'Confirm' }).click();
  await preview.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(/^Tour confirmed:/)).toBeVisible();
  await expect(dialog).toContainText('Confirmed:');
  await expect(page.getByRole('region', { name: /Upcoming tours/ })).toContainText('Tess Tourer');

  const outbox = outboxOf(thisWorkshop());
  const invitations = async (sequence: number) => {
    const files = (await readdir(outbox).catch(() => [])).filter((file) => new RegExp(`-tour-\\d+-${sequence}-`).test(file));
    const emls = await Promise.all(files.map((file) => readFile(path.join(outbox, file), 'utf8')));
    return emls.filter((eml) => eml.includes(`${tess}@example.com`)).map(calendarOf);
  };
  await expect.poll(async () => (await invitations(0)).length).toBe(2);
  const [invite] = await invitations(0);
  expect(invite).toMatchObject({
    method: 'REQUEST',
    sequence: 0,
    start: new Date(chosen[1]!),
    timeZone: 'America/New_York',
    organizer: 'mailto:leasing@southbostoncommerce.com',
    attendees: [`mailto:${tess}@example.com`],
  });
  expect(icsField(invite!.ics, 'LOCATION')).toBe('21 Drydock Avenue\\, Boston\\, MA 02127');
  const { uid } = invite!;
  expect(uid).toMatch(/^tour-\d+@southbostoncommerce\.com$/);

  await requested.first().getByRole('button', { name: 'Move here' }).click();
  await preview.getByRole('button', { name: 'Send invitation' }).click();
  await expect.poll(async () => (await invitations(1)).length).toBe(2);
  const [moved] = await invitations(1);
  expect(moved).toMatchObject({ uid, sequence: 1, method: 'REQUEST', start: new Date(chosen[0]!) });
  await expect(dialog.getByRole('list', { name: 'History' })).toContainText('Tour moved to');

  // 'Cancel tour' e-mails the visitor at once: it asks first. Declined, nothing changes or is sent.
  const questions: string[] = [];
  page.once('dialog', (question) => {
    questions.push(question.message());
    void question.dismiss();
  });
  await dialog.getByRole('button', { name: 'Cancel tour' }).click();
  expect(questions).toEqual([
    `Cancel the tour on ${formatTourSlot(new Date(chosen[0]!))}? The visitor and the leasing team are sent the cancellation now.`,
  ]);
  await expect(dialog).toContainText('Confirmed:');
  expect(await invitations(2)).toHaveLength(0);
  page.once('dialog', (question) => void question.accept());
  await dialog.getByRole('button', { name: 'Cancel tour' }).click();
  await expect(dialog).toContainText('Cancelled:');
  await expect.poll(async () => (await invitations(2)).length).toBe(2);
  expect((await invitations(2))[0]).toMatchObject({ uid, sequence: 2, method: 'CANCEL' });
});

test('an availability alert: sign up, confirm from the e-mail, a unit becomes available, one e-mail, one-click unsubscribe', async ({
  page,
}) => {
  const alertee = uniqueName('alert.e2e').toLowerCase();
  // A leased office of 4,550 sq ft, which the leasing team will mark available.
  const { unitNumber } = await createUnit(page.request, { status: 'leased', type: 'office', squareFootage: 4550 });
  await page.goto('/availability');
  const email = await whenInteractive(page.getByLabel('Your e-mail'));
  await email.fill(`${alertee}@example.com`);
  await page.getByLabel('Type of space').selectOption('office');
  await page.getByLabel('At least (sq ft)').fill('4500');
  await page.getByLabel('At most (sq ft)').fill('4600');
  await page.getByRole('button', { name: 'Alert me' }).click();
  await expect(page.getByText(`Almost done: follow the link we sent to ${alertee}@example.com`)).toBeVisible();

  const outbox = outboxOf(thisWorkshop());
  const mailsTo = async (marker: string) =>
    (await outboxMessages(outbox, marker)).filter((mail) => mail.header('to') === `${alertee}@example.com`);
  await expect.poll(async () => (await mailsTo('-confirm')).length).toBe(1);
  const [confirmation] = await mailsTo('-confirm');
  const confirmLink = new URL(/(http\S+\/confirm)/.exec(confirmation!.text)![1]!);
  await page.goto(confirmLink.pathname);
  await page.getByRole('button', { name: 'Confirm my alert' }).click();
  await expect(page.getByRole('heading', { name: 'Your alert is on' })).toBeVisible();

  await signIn(page);
  await tab(page, 'Availability').click();
  await expect(page.getByRole('heading', { name: /Availability alerts: \d+ active/ })).toContainText('active');
  await expect(page.getByText('office space, 4,500 to 4,600 sq ft')).toBeVisible();
  await tab(page, 'Available Space').click();
  await page
    .getByTestId('unit-admin-row')
    .filter({ hasText: `Unit ${unitNumber}` })
    .getByRole('button', { name: `Edit Unit ${unitNumber}` })
    .click();
  const edit = page.getByRole('dialog', { name: `Edit Unit ${unitNumber}` });
  await edit.getByLabel('Status').selectOption('available');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Available space updated successfully')).toBeVisible();

  await expect.poll(async () => (await mailsTo('-alert-')).length, { timeout: 20_000 }).toBe(1);
  const [alert] = await mailsTo('-alert-');
  expect(alert!.header('subject')).toBe(`Now available: Unit ${unitNumber}, Office, 4,550 sq ft`);
  expect(alert!.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  const unsubscribe = new URL(/^<(.+)>$/.exec(alert!.header('list-unsubscribe'))![1]!);
  expect(alert!.text).toContain(unsubscribe.href);
  await page.goto(unsubscribe.pathname);
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
  // The mail client's one-click unsubscribe: one POST.
  const oneClick = await page.request.post(unsubscribe.pathname, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(oneClick.status()).toBe(200);
  expect(await oneClick.text()).toContain('Unsubscribed');
  await page.goto('/admin');
  await tab(page, 'Availability').click();
  await expect(page.getByText('office space, 4,500 to 4,600 sq ft')).toHaveCount(0);
  expect(await mailsTo('-alert-')).toHaveLength(1);
});

test('the Dashboard opens first and draws every chart from the seeded history, each with its table', async ({ page }) => {
  await signIn(page);
  await expect(tab(page, 'Dashboard')).toHaveAttribute('aria-selected', 'true');
  const titles = [
    'Inquiries per week, by stage',
    'Median first response, hours',
    'Leads and tours per unit',
    'Listing views and inquiries per unit',
    'Vacancy by building, sq ft',
    'Days on market, available units',
  ];
  for (const title of titles) {
    const card = page.getByRole('region', { name: title });
    await expect(card.locator('.recharts-surface').first()).toBeVisible();
    await expect(card.locator('.recharts-rectangle, .recharts-line-curve').first()).toBeAttached();
  }
  // Every bar is named under it: as many names on the axis as the table has buildings.
  const vacancy = page.getByRole('region', { name: 'Vacancy by building, sq ft' });
  await vacancy.getByRole('button', { name: 'Show table' }).click();
  const buildingCount = (await vacancy.getByRole('table').getByRole('row').count()) - 1;
  await vacancy.getByRole('button', { name: 'Show chart' }).click();
  await expect(vacancy.locator('.recharts-xAxis .recharts-cartesian-axis-tick')).toHaveCount(buildingCount);
  const weeks = page.getByRole('region', { name: 'Inquiries per week, by stage' });
  await weeks.getByRole('button', { name: 'Show table' }).click();
  await expect(weeks.getByRole('table').getByRole('row')).toHaveCount(13); // header + 12 weeks
  await weeks.getByRole('button', { name: 'Show chart' }).click();
  // Drawn again in slices React interrupts (DashboardTab.tsx): seconds while a rebuild holds the cores.
  await expect(weeks.locator('.recharts-surface').first()).toBeVisible({ timeout: 15_000 });
});

test('change the password, then sign out everywhere: older sessions answer 401', async ({ page, request }) => {
  await signIn(page);
  const login = async (password: string) =>
    request.post('/api/auth/login', { data: { username: 'admin', password }, headers: { origin: new URL(page.url()).origin } });
  const other = ((await (await login(E2E_ADMIN_PASSWORD)).json()) as { token: string }).token;
  const newPassword = 'a longer e2e admin password';

  await page.getByRole('button', { name: 'Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Account' });
  await dialog.getByLabel('Current password').fill('not the password');
  await dialog.getByLabel(/New password/).fill(newPassword);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.locator('#currentPassword-error')).toHaveText('Current password is incorrect');
  await dialog.getByLabel('Current password').fill(E2E_ADMIN_PASSWORD);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Every other session has been signed out.')).toBeVisible();
  const me = async (token: string) =>
    (await (await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } })).json()) as { authenticated: boolean };
  expect(await me(other)).toEqual({ authenticated: false });
  const thisPage = (await page.evaluate(() => localStorage.getItem('auth_token')))!;
  expect(await me(thisPage)).toMatchObject({ authenticated: true });

  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await me(thisPage)).toEqual({ authenticated: false });
  expect((await request.get('/api/contact-submissions', { headers: { authorization: `Bearer ${thisPage}` } })).status()).toBe(401);

  // Put the password back for whatever runs next on this data folder.
  const token = ((await (await login(newPassword)).json()) as { token: string }).token;
  const back = await request.post('/api/auth/password', {
    data: { currentPassword: newPassword, newPassword: E2E_ADMIN_PASSWORD },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(back.status()).toBe(200);
});

test("a unit with blank location fields shows its building's: form placeholders, the list, its page and the Trash", async ({
  page,
  request,
}) => {
  const pier = uniqueName('Blank Pier');
  const unitName = uniqueName('E2E');
  page.on('dialog', (dialog) => void dialog.accept());
  const auth = { authorization: `Bearer ${await adminToken(request)}` };
  const created = await request.post('/api/buildings', {
    headers: auth,
    data: { name: pier, address: '3 Blank Pier', buildingClass: 'C', yearBuilt: 1990, totalSquareFootage: 52000 },
  });
  expect(created.status()).toBe(201);
  await signIn(page);
  await tab(page, 'Available Space').click();
  await page.getByRole('button', { name: 'Add Available Space' }).click();
  const form = page.getByRole('dialog', { name: 'Add Available Space' });
  await form.getByLabel('Building', { exact: true }).selectOption({ label: pier });
  await expect(form.getByText("Leave blank to use the building's")).toBeVisible();
  await expect(form.getByLabel('Address', { exact: true })).toHaveAttribute('placeholder', '3 Blank Pier');
  await expect(form.getByLabel('City')).toHaveAttribute('placeholder', 'Boston');
  await expect(form.getByLabel('Building class')).toHaveAttribute('placeholder', 'C');
  await expect(form.getByLabel('Year built')).toHaveAttribute('placeholder', '1990');
  await expect(form.getByLabel('Total building size (sq ft)')).toHaveAttribute('placeholder', '52000');
  await form.getByLabel('Unit number').fill(unitName);
  await form.getByLabel('Space type').selectOption('office');
  await form.getByLabel('Square footage').fill('1500');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Available space created successfully')).toBeVisible();
  const row = page.getByTestId('unit-admin-row').filter({ hasText: `Unit ${unitName}` });
  await expect(row).toContainText('· 3 Blank Pier · 0 inquiries');

  // Nothing of the building was copied into the unit: the API answers its own blank fields.
  const units = (await (await request.get('/api/properties')).json()) as { id: number; unitNumber: string; address: string | null }[];
  const unit = units.find((u) => u.unitNumber === unitName)!;
  expect(unit.address).toBeNull();
  await page.goto(`/listing/${unit.id}`); // not built yet: the fallback page reads the API
  await expect(page.getByRole('heading', { level: 1, name: `Unit ${unitName}` })).toBeVisible();
  await expect(page.getByText('3 Blank Pier', { exact: true })).toBeVisible();
  await expect(page.getByText('Class C', { exact: true })).toBeVisible();

  await signIn(page);
  await tab(page, 'Available Space').click();
  await row.getByRole('button', { name: `Delete Unit ${unitName}` }).click();
  await expect(page.getByText('Property deleted successfully')).toBeVisible();
  await tab(page, 'Trash').click();
  const trashed = page.getByTestId('trash-row').filter({ hasText: `Unit ${unitName}` });
  await expect(trashed).toContainText(`3 Blank Pier - Unit ${unitName} - Office (1,500 sq ft)`);
  await expect(trashed).toContainText(pier);
});

test("the Buildings tab shows each building's available sq ft as the public site does: the sum of its available units", async ({
  page,
  request,
}) => {
  // The public page is as built: first every write an earlier test made on this workshop goes live.
  await signIn(page);
  await expect(page.getByRole('status', { name: 'Public site' })).toHaveText('All changes live', { timeout: 90_000 });
  const [buildings, units] = await Promise.all([
    request.get('/api/buildings').then((r) => r.json() as Promise<{ id: number; name: string; availableSquareFootage: number }[]>),
    request.get('/api/properties').then((r) => r.json() as Promise<{ buildingId: number; status: string; squareFootage: number }[]>),
  ]);
  const shownFor = (id: number) =>
    `${units
      .filter((u) => u.buildingId === id && u.status === 'available')
      .reduce((n, u) => n + u.squareFootage, 0)
      .toLocaleString('en-US')} sq ft`;
  const typed = (b: { availableSquareFootage: number }) => `${b.availableSquareFootage.toLocaleString('en-US')} sq ft`;
  // The seed's typed figures (Harborview 18,450, Dry Dock 21,200) are answered by the API, never shown.
  const differing = buildings.filter((b) => typed(b) !== shownFor(b.id));
  expect(differing.length).toBeGreaterThan(0);

  await page.goto('/availability');
  for (const b of differing.filter((b) => shownFor(b.id) !== '0 sq ft')) {
    const card = page.locator('article').filter({ has: page.getByRole('heading', { name: b.name }) });
    await expect(card).toContainText(`Available: ${shownFor(b.id)}`);
  }
  await signIn(page);
  await tab(page, 'Availability').click();
  for (const b of differing) {
    await expect(page.getByRole('region', { name: b.name, exact: true })).toContainText(`available units · ${shownFor(b.id)} · Class`);
  }
  await tab(page, 'Buildings').click();
  for (const b of differing) {
    await expect(page.getByRole('listitem').filter({ hasText: b.name })).toContainText(`${shownFor(b.id)} available`);
  }
  const [first] = differing;
  await page.getByRole('button', { name: `Edit ${first!.name}`, exact: true }).click();
  await expect(page.getByTestId('building-available-sqft')).toHaveText(shownFor(first!.id));
});

test('a deleted unit leaves the site after the rebuild, and comes back with its photos from the Trash and from "Undo"', async ({
  page,
  request,
}) => {
  const unitName = uniqueName('E2E');
  test.setTimeout(300_000);
  page.on('dialog', (dialog) => void dialog.accept());
  await signIn(page);
  // A unit with two photos, in the seed's first building, made through the API.
  const token = await adminToken(request);
  const auth = { authorization: `Bearer ${token}` };
  const photos = new FormData();
  for (const { name, mimeType, buffer } of [await png(21), await png(22)]) {
    photos.append('images', new Blob([new Uint8Array(buffer)], { type: mimeType }), name);
  }
  const uploaded = await request.post('/api/upload', { headers: auth, multipart: photos });
  const { filenames } = (await uploaded.json()) as { filenames: string[] };
  const created = await request.post('/api/properties', {
    headers: auth,
    data: { buildingId: 1, unitNumber: unitName, type: 'office', squareFootage: 1300, rate: 41, images: filenames },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  // The static page as built (the rebuild after each write).
  const builtAvailability = async () => (await request.get('/availability')).text();
  // React separates the text parts with a comment: 'Unit <!-- -->E2E-…'.
  const listed = new RegExp(`Unit (<!-- -->)?${unitName}<`);
  const rebuilt = { timeout: 120_000, intervals: [250] };
  await expect.poll(builtAvailability, rebuilt).toMatch(listed);

  const row = () => page.getByTestId('unit-admin-row').filter({ hasText: `Unit ${unitName}` });
  const deleteIt = async () => {
    await page.reload();
    await tab(page, 'Available Space').click();
    await row()
      .getByRole('button', { name: `Delete Unit ${unitName}` })
      .click();
    await expect(page.getByText('Property deleted successfully')).toBeVisible();
    await expect(row()).toHaveCount(0);
  };
  const expectBackWithPhotos = async () => {
    await expect.poll(builtAvailability, rebuilt).toMatch(listed);
    await page.goto(`/listing/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Unit ${unitName}` })).toBeVisible();
    for (const key of filenames) await expect(page.locator(`img[src*="${encodeURIComponent(key)}"]`).first()).toBeAttached();
  };

  await deleteIt();
  await expect.poll(builtAvailability, rebuilt).not.toMatch(listed);
  await page.goto('/availability');
  await expect(page.getByTestId('unit-row').first()).toBeVisible();
  await expect(page.getByText(`Unit ${unitName}`)).toHaveCount(0);

  await signIn(page);
  await tab(page, 'Trash').click();
  const trashed = page.getByTestId('trash-row').filter({ hasText: `Unit ${unitName}` });
  await expect(trashed).toContainText('Available Space');
  await trashed.getByRole('button', { name: /^Restore/ }).click();
  await expect(page.getByText('Restored', { exact: true }).first()).toBeVisible();
  await expect(trashed).toHaveCount(0);
  await expectBackWithPhotos();

  await signIn(page);
  await deleteIt();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Restored', { exact: true }).first()).toBeVisible();
  await expect(row()).toHaveCount(1);
  // The build right after the delete may still land first; the one after the Undo brings it back.
  await expectBackWithPhotos();

  await request.delete(`/api/properties/${id}`, { headers: auth });
  expect((await request.delete(`/api/trash/unit/${id}`, { headers: auth })).status()).toBe(200);
});

// That a backup holds every row and photo, and restores them all, is proved in
// tests/api/backup.test.ts; here, that the button saves an archive `npm run restore` takes.
test('"Download backup" saves the site: `npm run restore` brings it back into a fresh folder', async ({ page, request }) => {
  const building = uniqueName('Backup Hall');
  const created = await request.post('/api/buildings', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { name: building, address: '1 Backup Wharf' },
  });
  expect(created.status()).toBe(201);
  const folder = await mkdtemp(path.join(tmpdir(), 'leasing-e2e-backup-'));
  await signIn(page);
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download backup' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toMatch(/^leasing-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
  const archive = path.join(folder, download.suggestedFilename());
  await download.saveAs(archive);

  // `npm run restore` into a fresh data folder, as its own process, then that folder opened here.
  const restored = path.join(folder, 'restored');
  const { NETLIFY_DB_URL: _url, NETLIFY_DB_DRIVER: _driver, NETLIFY_BLOBS_CONTEXT: _blobs, ...env } = process.env;
  const { stdout } = await promisify(execFile)('npm', ['run', 'restore', '--', archive], { env: { ...env, DATA_DIR: restored } });
  expect(stdout).toContain(`Restored ${archive} into the local data folder`);
  const data = await startLocalData(restored, 'the backup e2e test');
  try {
    const { tables, photos } = await snapshotData();
    expect(tables['buildings']).toContainEqual(expect.objectContaining({ name: building }));
    expect(tables['units']!.length).toBeGreaterThan(0);
    expect(Object.keys(photos).length).toBeGreaterThan(0);
  } finally {
    await closeDatabase();
    await data.stop();
    await rm(folder, { recursive: true, force: true });
  }
});

test("a unit's floor and available-from date: edited in the admin, shown on its listing page and its home card", async ({ page }) => {
  const { id, unitNumber } = await createUnit(page.request, { floor: '3', availableFrom: '2027-03-01', featured: true });
  await signIn(page);
  await tab(page, 'Available Space').click();
  const row = page.getByTestId('unit-admin-row').filter({ hasText: `Unit ${unitNumber}` });
  await row.getByRole('button', { name: `Edit Unit ${unitNumber}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit Unit ${unitNumber}` });
  // The form starts from the unit's values.
  await expect(edit.getByLabel('Floor', { exact: true })).toHaveValue('3');
  await expect(edit.getByLabel('Available from')).toHaveValue('2027-03-01');
  await edit.getByLabel('Floor', { exact: true }).fill('Mezzanine');
  await edit.getByLabel('Available from').fill('2031-05-01');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Available space updated successfully')).toBeVisible();

  // The edit reaches the listing page and the home card with the rebuild it triggers.
  const listing = page.getByRole('article', { name: `Unit ${unitNumber}` });
  await openOnceRebuilt(page, `/listing/${id}`, () =>
    expect(listing.getByText('Mezzanine', { exact: true })).toBeVisible({ timeout: 1_000 }),
  );
  await expect(listing.getByText('Available May 1, 2031', { exact: true })).toBeVisible();

  const card = page.getByRole('article', { name: `Unit ${unitNumber}` });
  await openOnceRebuilt(page, '/', () => expect(card).toContainText('Floor Mezzanine', { timeout: 1_000 }));
  await expect(card).toContainText('Available May 1, 2031');

  // Without a date the unit is available now.
  await signIn(page);
  await tab(page, 'Available Space').click();
  await row.getByRole('button', { name: `Edit Unit ${unitNumber}` }).click();
  await expect(edit.getByLabel('Floor', { exact: true })).toHaveValue('Mezzanine');
  await edit.getByLabel('Available from').fill('');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Available space updated successfully')).toBeVisible();
  await openOnceRebuilt(page, '/', () => expect(card).toContainText('Available now', { timeout: 1_000 }));
});
