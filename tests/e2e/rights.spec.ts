// Rights take effect at once, on screen too: an admin made an agent by a colleague while their
// screen is open loses the admin's controls at their next refused request, and is told why; a
// deactivated colleague's open screen ends at its next request. An e-mailed link that no longer
// works (an invitation withdrawn, a reset link used) says so when opened, before any typing.
import type { APIRequestContext, Page } from '@playwright/test';
import { outboxMessages } from '../helpers/mail';
import { expectNoAxeViolations, TOASTS } from './axe';
import { adminToken, createColleague, signInAs, uniqueName, type Colleague } from './helpers';
import { outboxOf } from './settings';
import { expect, test, thisWorkshop } from './workshop';

const ROLE_CHANGED = 'Your role changed: you are now an agent. Controls for admins are hidden.';
const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/** Changes `colleague`'s account through the API as the seeded admin, as another admin's Users tab would. */
async function changeAccount(request: APIRequestContext, colleague: Colleague, change: { role?: 'agent'; active?: false }) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const { users } = (await (await request.get('/api/users', { headers })).json()) as { users: { id: number; username: string }[] };
  const id = users.find((user) => user.username === colleague.username)?.id;
  const changed = await request.put(`/api/users/${id}`, { headers, data: change });
  expect(changed.status(), await changed.text()).toBe(200);
}

/** The secret of the newest `kind` link e-mailed to `email` on this worker's workshop. */
async function linkFromOutbox(kind: 'invite' | 'reset', email: string): Promise<string> {
  let token = '';
  await expect
    .poll(async () => {
      const mails = (await outboxMessages(outboxOf(thisWorkshop()), `-${kind}-`)).filter((mail) => mail.header('to') === email);
      token = new RegExp(`/admin/#${kind}=([A-Za-z0-9_-]+)`).exec(mails.at(-1)?.text ?? '')?.[1] ?? '';
      return token;
    })
    .not.toBe('');
  return token;
}

const adminOnlyTabs = (page: Page) => ['Site', 'Users', 'Activity', 'Privacy'].map((name) => page.getByRole('tab', { name }));

test("a demoted admin's open screen loses the controls after its next request", async ({ page, request }) => {
  const colleague = await createColleague('admin');
  await signInAs(page, colleague);
  await page.getByRole('tab', { name: 'Users' }).click();
  const invite = page.getByRole('button', { name: 'Invite', exact: true });
  await expect(invite).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download backup' })).toBeVisible();

  await changeAccount(request, colleague, { role: 'agent' });
  // Nothing on the open screen has asked the server since: it still shows the admin's controls.
  await expect(page.getByRole('tab', { name: 'Users' })).toBeVisible();

  await page.getByLabel('E-mail', { exact: true }).fill(`${uniqueName('invitee').toLowerCase()}@example.com`);
  await invite.click();
  const notice = page.getByRole('alert').filter({ hasText: ROLE_CHANGED });
  await expect(notice).toBeVisible();
  for (const tab of adminOnlyTabs(page)) await expect(tab).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download backup' })).toHaveCount(0);
  // Off the Users tab, which they may no longer see, onto the Dashboard; still signed in.
  await expect(page.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).not.toHaveURL(/tab=users/);
  await expect(invite).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  // The refused action's own toast says what failed, once.
  await expect(page.getByText('Invitation not sent')).toHaveCount(1);
  await expect(page.getByText('Only an admin can manage users')).toBeVisible();
  await expectNoAxeViolations(page, 'Role changed notice', { exclude: TOASTS });

  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
  for (const tab of adminOnlyTabs(page)) await expect(tab).toHaveCount(0);
  // As the server now sees them: an agent, whose work goes on.
  await page.getByRole('tab', { name: 'Inquiries' }).click();
  await expect(page.getByRole('tab', { name: 'Inquiries' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('alert').filter({ hasText: ROLE_CHANGED })).toHaveCount(0);
});

test("a deactivated colleague's open screen ends at its next request, saying why", async ({ page, request }) => {
  const colleague = await createColleague('agent');
  await signInAs(page, colleague);
  await changeAccount(request, colleague, { active: false });

  const trash = page.getByRole('tab', { name: 'Trash' });
  const ended = page.getByRole('alert').filter({ hasText: SESSION_ENDED });
  // Opening the Trash asks the server; the header's publish status may ask first while a rebuild runs.
  await expect(async () => {
    if (await trash.isVisible()) await trash.click({ timeout: 1000 });
    await expect(ended).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expect(trash).toHaveCount(0);
});

test('a withdrawn invitation link and a used reset link say so when opened, before anything is typed', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const email = `${uniqueName('withdrawn').toLowerCase()}@example.com`;
  const invited = await request.post('/api/users/invitations', { headers, data: { email, role: 'agent' } });
  expect(invited.status(), await invited.text()).toBe(201);
  const invitation = await linkFromOutbox('invite', email);
  const { id } = (await invited.json()) as { id: number };
  expect((await request.delete(`/api/users/invitations/${id}`, { headers })).status()).toBe(200);

  await page.goto(`/admin/#invite=${invitation}`);
  await expect(page.getByRole('heading', { name: 'This invitation no longer works' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('alert')).toHaveText(
    'The link has expired, was withdrawn or was already used. Ask an admin of the team for a new invitation. If you have joined already, sign in with your e-mail address.',
  );
  await expect(page.getByLabel('Your name')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Join the team' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'Dead invitation link', { exclude: TOASTS });
  await page.getByRole('button', { name: 'Go to sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');

  // A reset link used once (here through the API) is dead when opened again.
  const colleague = await createColleague('agent');
  expect((await request.post('/api/auth/password-reset', { data: { email: colleague.username } })).status()).toBe(200);
  const reset = await linkFromOutbox('reset', colleague.username);
  const used = await request.post('/api/auth/password-reset/confirm', { data: { token: reset, password: 'a brand new agent password' } });
  expect(used.status(), await used.text()).toBe(200);

  await page.goto(`/admin/#reset=${reset}`);
  await expect(page.getByRole('heading', { name: 'This reset link no longer works' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    'The link has expired or was already used: each link works once, for one hour. Ask for a new one with “Forgot password?”.',
  );
  await expect(page.getByLabel('Password (at least 12 characters)')).toHaveCount(0);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password?' })).toBeVisible();
  await expect(page.getByLabel('E-mail')).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
});
