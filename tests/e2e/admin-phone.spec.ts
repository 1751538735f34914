// The admin on a phone (375×812, touch): every tab and dialog fits the screen with no sideways
// scroll, the header's actions sit behind a Menu, and the main tasks (a unit with a photo, an
// inquiry through the pipeline, a tour confirmed) are done by tapping 44 px controls.
import { type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { spaceTypeLabel } from '~/src/lib/format';
import { DEFAULT_OFFICE_HOURS } from '~/src/lib/schemas/office-hours';
import { bookableSlots } from '~/src/lib/tour-slots';
import { adminToken, E2E_MIN_FILL_MS, signIn, tabLoaded, uniqueName } from './helpers';
import { expect, test } from './workshop';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });
test.describe.configure({ timeout: 180_000 });

/** The page is no wider than the screen (nothing to scroll sideways to). */
async function expectNoSideScroll(page: Page, where: string) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: `side scroll on ${where}` })
    .toBeLessThanOrEqual(0);
}

/** Taps a control after checking it is a touch target: at least 44×44 px, on screen. */
async function tap(control: Locator) {
  await control.scrollIntoViewIfNeeded();
  await expect(control).toBeInViewport();
  const box = await control.boundingBox();
  expect(box?.width, 'touch target width').toBeGreaterThanOrEqual(44);
  expect(box?.height, 'touch target height').toBeGreaterThanOrEqual(44);
  await control.tap();
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name });

test('on a phone: every tab and dialog fits the screen; a unit with a photo, an inquiry through the pipeline, a tour confirmed', async ({
  page,
  request,
}) => {
  const unitName = uniqueName('PHONE');
  const petra = uniqueName('petra.phone').toLowerCase();
  // The inquiry form's token, fetched when a visitor would open the form; the inquiry is sent later.
  const formToken = ((await (await request.get('/api/contact-submissions/form-token')).json()) as { token: string }).token;
  const formShownAt = Date.now();

  await page.goto('/admin');
  await expectNoSideScroll(page, 'the login form');
  await signIn(page);
  await expectNoSideScroll(page, 'the workspace');

  // The header folds into a Menu; Account, Download backup and Logout are one tap away.
  await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();
  await tap(page.getByRole('button', { name: 'Menu' }));
  for (const name of ['Download backup', 'Account', 'Logout']) await expect(page.getByRole('button', { name })).toBeInViewport();
  await expectNoSideScroll(page, 'the open menu');
  await tap(page.getByRole('button', { name: 'Account' }));
  const account = page.getByRole('dialog', { name: 'Account' });
  await expect(account.getByRole('button', { name: 'Change password' })).toBeInViewport();
  await expectNoSideScroll(page, 'the Account dialog');
  await tap(account.getByRole('button', { name: 'Close', exact: true }).last());
  await expect(account).toBeHidden();

  for (const name of [
    'Dashboard',
    'Available Space',
    'Buildings',
    'Inquiries',
    'Gallery',
    'Availability',
    'Site',
    'Trash',
    'Users',
    'Activity',
    'Privacy',
  ]) {
    await tap(tab(page, name));
    await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
    await tabLoaded(page);
    await expectNoSideScroll(page, `the ${name} tab`);
  }
  // Opened again on a tab far along the bar (a reload of its address), the bar shows that tab.
  await page.reload();
  await expect(tab(page, 'Privacy')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'Privacy')).toBeInViewport();

  // The Availability tab names types as the public site does.
  const units = (await (await request.get('/api/properties')).json()) as { type: string; status: string }[];
  const available = units.find((u) => u.status === 'available')!;
  await tap(tab(page, 'Availability'));
  await expect(
    page
      .getByRole('tabpanel')
      .getByText(`${spaceTypeLabel(available.type)} · `)
      .first(),
  ).toBeVisible();

  // A building's form: Create stays on screen at the bottom while the form scrolls.
  await tap(tab(page, 'Buildings'));
  await tap(page.getByRole('button', { name: 'Add Building' }));
  const buildingForm = page.getByRole('dialog', { name: 'Add Building' });
  await expect(buildingForm.getByRole('button', { name: 'Create' })).toBeInViewport();
  await expect(buildingForm.getByRole('button', { name: 'Close', exact: true })).toBeInViewport();
  await expectNoSideScroll(page, 'the building form');
  await tap(buildingForm.getByRole('button', { name: 'Cancel' }));

  // A unit with a photo, all by tapping.
  await tap(tab(page, 'Available Space'));
  await tap(page.getByRole('button', { name: 'Add Available Space' }));
  const unitForm = page.getByRole('dialog', { name: 'Add Available Space' });
  await expectNoSideScroll(page, 'the unit form');
  await unitForm.getByLabel('Building', { exact: true }).selectOption({ index: 1 });
  await unitForm.getByLabel('Unit number').fill(unitName);
  await unitForm.getByLabel('Space type').selectOption('office');
  await unitForm.getByLabel('Square footage').fill('1500');
  await unitForm.getByLabel('Rate ($/sq ft/yr)').fill('32');
  const description = 'A bright corner office on the harbour side with twelve windows, a kitchenette and room for twenty desks. '.repeat(3);
  await unitForm.getByLabel('Description').fill(description);
  const photo = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#1d5f8a' } })
    .png()
    .toBuffer();
  await unitForm.getByLabel('Add photos').setInputFiles([{ name: 'phone.png', mimeType: 'image/png', buffer: photo }]);
  await expect(unitForm.getByText('1 new photo(s) will be uploaded on save.')).toBeVisible();
  // The new photo's alt text starts from the unit (decision 035).
  await expect(unitForm.getByLabel('Alt text for photo 1')).toHaveValue(`Unit ${unitName}, 1,500 sq ft office space — photo 1`);
  await expectNoSideScroll(page, 'the unit form with a photo');
  await tap(unitForm.getByRole('button', { name: 'Create' }));
  await expect(page.getByText('Available space created successfully')).toBeVisible();
  const row = page.getByTestId('unit-admin-row').filter({ hasText: `Unit ${unitName}` });
  await expect(row).toBeVisible();
  // The whole description is there, cut to two lines by the browser (at a word, with an ellipsis).
  await expect(row.getByText(description.trim())).toHaveCSS('-webkit-line-clamp', '2');
  await expectNoSideScroll(page, 'the unit list');
  const saved = ((await (await request.get('/api/properties')).json()) as { unitNumber: string; images: string[] }[]).find(
    (u) => u.unitNumber === unitName,
  );
  expect(saved?.images).toHaveLength(1);
  await tap(row.getByRole('button', { name: `Edit Unit ${unitName}` }));
  await expect(page.getByRole('dialog', { name: `Edit Unit ${unitName}` }).getByRole('button', { name: 'Update' })).toBeInViewport();
  await expectNoSideScroll(page, 'the unit edit form');
  await tap(page.getByRole('dialog', { name: `Edit Unit ${unitName}` }).getByRole('button', { name: 'Cancel' }));

  // The gallery: Feature and Delete are shown without hovering; the upload dialog fits.
  await tap(tab(page, 'Gallery'));
  const image = page.getByTestId('gallery-admin-item').first();
  await expect(image.getByRole('button', { name: /^Delete image/ })).toBeInViewport();
  await expect(image.getByRole('button', { name: /^Delete image/ }).locator('..')).toHaveCSS('opacity', '1');
  await tap(page.getByRole('button', { name: 'Add Images' }));
  const upload = page.getByRole('dialog', { name: 'Add Images' });
  await expect(upload.getByRole('button', { name: 'Upload' })).toBeInViewport();
  await expectNoSideScroll(page, 'the Add Images dialog');
  await tap(upload.getByRole('button', { name: 'Cancel' }));
  // Each image's alt text and caption are edited in a dialog that fits too.
  await tap(image.getByRole('button', { name: /^Edit image/ }));
  const editImage = page.getByRole('dialog', { name: 'Edit image' });
  await expect(editImage.getByRole('button', { name: 'Save' })).toBeInViewport();
  await expect(editImage.getByLabel('Alt text')).not.toHaveValue('');
  await expectNoSideScroll(page, 'the Edit image dialog');
  await tap(editImage.getByRole('button', { name: 'Cancel' }));

  // An inquiry asking for a tour, sent from the form once a person could have filled it.
  await expect.poll(() => Date.now() - formShownAt).toBeGreaterThan(E2E_MIN_FILL_MS);
  const slots = bookableSlots(new Date(), DEFAULT_OFFICE_HOURS)
    .slice(4, 6)
    .map((slot) => slot.toISOString());
  const sent = await request.post('/api/contact-submissions', {
    data: {
      firstName: 'Petra',
      lastName: 'Phone',
      email: `${petra}@example.com`,
      message: 'We would like to see the space next week, please.',
      tourSlots: slots,
      formToken,
    },
  });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: number };

  // The agent opens the admin again and finds it in the inbox.
  await signIn(page);
  await tap(tab(page, 'Inquiries'));
  const inquiryRow = page.getByTestId('inquiry-row').filter({ hasText: `${petra}@example.com` });
  await tap(inquiryRow.getByRole('button', { name: /View inquiry/ }));
  const dialog = page.getByRole('dialog', { name: 'Inquiry from Petra Phone' });
  await expect(dialog.getByRole('link', { name: 'Reply via Email' })).toBeInViewport();
  await expectNoSideScroll(page, 'the inquiry dialog');

  await dialog.getByLabel('Stage').selectOption('contacted');
  await tap(dialog.getByRole('button', { name: 'Save stage' }));
  await expect(page.getByText('Stage: Contacted')).toBeVisible();
  await tap(dialog.getByRole('list', { name: 'Requested times' }).getByRole('button', { name: 'Confirm' }).first());
  // The invitation is shown before it is sent.
  const preview = dialog.getByRole('group', { name: 'Invitation to send' });
  await expect(preview).toContainText(`${petra}@example.com`);
  await expectNoSideScroll(page, 'the invitation preview');
  await tap(preview.getByRole('button', { name: 'Send invitation' }));
  await expect(page.getByText(/^Tour confirmed:/)).toBeVisible();
  await expect(dialog).toContainText('Confirmed:');
  await dialog.getByLabel('Stage').selectOption('proposal');
  await tap(dialog.getByRole('button', { name: 'Save stage' }));
  await expect(page.getByText('Stage: Proposal')).toBeVisible();
  await expectNoSideScroll(page, 'the inquiry dialog after a confirmed tour');
  await expect(dialog.getByRole('link', { name: 'Reply via Email' })).toBeInViewport();
  await tap(dialog.getByRole('button', { name: 'Close', exact: true }).last());
  await expect(dialog).toBeHidden();

  const token = await adminToken(request);
  const inquiries = (await (await request.get('/api/contact-submissions', { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    id: number;
    stage: string;
    tourAt: string | null;
  }[];
  const stored = inquiries.find((i) => i.id === id);
  expect(stored?.stage).toBe('proposal');
  expect(Date.parse(stored?.tourAt ?? '')).toBe(Date.parse(slots[0]!));

  // Logout from the Menu.
  await tap(page.getByRole('button', { name: 'Menu' }));
  await tap(page.getByRole('button', { name: 'Logout' }));
  await expect(page.getByText('Logged out successfully')).toBeVisible();
});

test('on a phone, a toast over an open dialog is in sight: a unit deleted elsewhere while it is being edited', async ({
  page,
  request,
}) => {
  const unitName = uniqueName('PHONE');
  const auth = { authorization: `Bearer ${await adminToken(request)}` };
  const created = await request.post('/api/properties', {
    headers: auth,
    data: { buildingId: 1, unitNumber: unitName, type: 'office', squareFootage: 1200, rate: 40 },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await signIn(page);
  await tap(tab(page, 'Available Space'));
  await tap(page.getByRole('button', { name: `Edit Unit ${unitName}` }));
  const edit = page.getByRole('dialog', { name: `Edit Unit ${unitName}` });
  expect((await request.delete(`/api/properties/${id}`, { headers: auth })).ok()).toBe(true);

  await tap(edit.getByRole('button', { name: 'Update' }));
  const message = page.getByText('Failed to save available space');
  await expect(message).toBeVisible();
  // What is drawn at the toast's middle is the toast, not the dialog over it; and it leaves the
  // dialog's buttons clear.
  const isOnTop = await message.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const drawn = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return element.closest('[data-sonner-toast]')?.contains(drawn) ?? false;
  });
  expect(isOnTop).toBe(true);
  const update = (await edit.getByRole('button', { name: 'Update' }).boundingBox())!;
  const toast = page.locator('[data-sonner-toast]', { has: message });
  // (Once it has slid in.)
  await expect.poll(async () => (await toast.boundingBox())!.y + (await toast.boundingBox())!.height).toBeLessThanOrEqual(update.y);
});
