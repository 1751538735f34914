// The inbox at volume and the admin's deep links: the place in the admin is in the
// address (reload keeps it, Back returns through it, a signed-out link opens after sign-in), bulk
// "Mark read", and "Empty spam" with its Undo.
import { type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, E2E_ADMIN_PASSWORD, personsFormToken, uniqueName } from './helpers';
import { expect, test } from './workshop';

test.describe.configure({ timeout: 120_000 });

/** Stores an inquiry through the API: for the inbox with a person's form token, else flagged (the hidden field filled). */
async function sendInquiry(request: APIRequestContext, lastName: string, formToken: string | null): Promise<number> {
  const response = await request.post('/api/contact-submissions', {
    data: {
      firstName: 'Inbox',
      lastName,
      email: `${lastName.toLowerCase()}@example.com`,
      message: 'We are looking for about 2,500 sq ft of office space.',
      ...(formToken ? { formToken } : { website: 'http://bot.example' }),
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** Signs in on the form the page shows (its address is kept). */
async function signInHere(page: Page) {
  await expect(page.getByLabel('Username')).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
}

const row = (page: Page, lastName: string) => page.getByTestId('inquiry-row').filter({ hasText: `Inbox ${lastName}` });

test('deep links: tab, view and open inquiry are in the address; reload keeps them and Back walks back inside the admin', async ({
  page,
  request,
}) => {
  const deeplink = uniqueName('Deeplink');
  const id = await sendInquiry(request, deeplink, null);
  await page.goto('/admin');
  await signInHere(page);
  await page.getByRole('tab', { name: 'Inquiries' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=inquiries$/);
  await page.getByRole('button', { name: /^Spam \(\d+\)$/ }).click();
  await expect(page).toHaveURL(/\/admin\?tab=inquiries&view=spam$/);
  await row(page, deeplink)
    .getByRole('button', { name: /View inquiry/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin\\?tab=inquiries&view=spam&inquiry=${id}$`));
  const dialog = page.getByRole('dialog', { name: `Inquiry from Inbox ${deeplink}` });
  // A flagged inquiry offers "Not spam", and no tour scheduling.
  await expect(dialog.getByRole('button', { name: 'Not spam' })).toBeVisible();
  await expect(dialog.getByText('Tour', { exact: false })).toHaveCount(0);
  expect(page.url()).not.toContain('example.com'); // ids only, no personal data

  await page.reload();
  await expect(dialog).toBeVisible();

  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\?tab=inquiries&view=spam$/);
  await expect(row(page, deeplink)).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Inbox', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.goBack();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
  await page.goForward();
  await expect(page.getByRole('tab', { name: 'Inquiries' })).toHaveAttribute('aria-selected', 'true');
});

test('a link to an inquiry opens it after sign-in, as the leasing e-mail links it', async ({ page, request }) => {
  const emailed = uniqueName('Emailed');
  const id = await sendInquiry(request, emailed, await personsFormToken(request));
  await page.goto(`/admin?tab=inquiries&inquiry=${id}`);
  await signInHere(page);
  const dialog = page.getByRole('dialog', { name: `Inquiry from Inbox ${emailed}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Not spam' })).toHaveCount(0);
  // Opening it marked it read.
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(row(page, emailed)).toBeVisible();
  await expect(row(page, emailed)).not.toContainText('Unread');
});

test('bulk "Mark read": select the rows shown, one click', async ({ page, request }) => {
  const bulk = uniqueName('Bulkread');
  const formToken = await personsFormToken(request);
  const names = [`${bulk}-a`, `${bulk}-b`, `${bulk}-c`];
  const ids = [];
  for (const name of names) ids.push(await sendInquiry(request, name, formToken));
  await page.goto('/admin?tab=inquiries');
  await signInHere(page);
  await page.getByLabel('Search inquiries').fill(bulk);
  for (const name of names) await expect(row(page, name)).toContainText('Unread');
  await page.getByLabel('Select all shown').check();
  await expect(page.getByText('3 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Mark read', exact: true }).click();
  await expect(page.getByText('3 inquiries marked read')).toBeVisible();
  for (const name of names) await expect(row(page, name)).not.toContainText('Unread');
  await expect(page.getByText('0 selected')).toBeVisible();

  const token = await adminToken(request);
  const inbox = (await (await request.get('/api/contact-submissions', { headers: { authorization: `Bearer ${token}` } })).json()) as {
    id: number;
    status: string;
  }[];
  expect(ids.map((id) => inbox.find((i) => i.id === id)?.status)).toEqual(['read', 'read', 'read']);
});

test('"Empty spam" moves every flagged inquiry to the Trash at once; Undo brings them all back', async ({ page, request }) => {
  const spammy = uniqueName('Spamempty');
  const names = [`${spammy}-a`, `${spammy}-b`, `${spammy}-c`];
  for (const name of names) await sendInquiry(request, name, null);
  await page.goto('/admin?tab=inquiries&view=spam');
  await signInHere(page);
  for (const name of names) await expect(row(page, name)).toBeVisible();
  const flagged = Number(/\d+/.exec((await page.getByRole('button', { name: /^Spam \(\d+\)$/ }).textContent()) ?? '')?.[0]);
  expect(flagged).toBeGreaterThanOrEqual(3);

  await page.getByRole('button', { name: 'Empty spam' }).click();
  await expect(page.getByText(`Spam emptied: ${flagged} inquiries deleted`)).toBeVisible();
  await expect(page.getByText('Moved to the Trash.')).toBeVisible();
  await expect(page.getByText('Nothing was flagged as spam.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Spam (0)' })).toBeVisible();

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Restored', { exact: true }).first()).toBeVisible();
  for (const name of names) await expect(row(page, name)).toBeVisible();
  await expect(page.getByRole('button', { name: `Spam (${flagged})` })).toBeVisible();
});
