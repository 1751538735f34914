// Passkeys in the browser (decision 080), with Chromium's virtual authenticator (CDP WebAuthn): a
// staff member adds a passkey from the Account dialog, signs out and signs in with it; removes it
// and can no longer sign in with it. An admin the team requires a passkey of cannot sign in with
// the password alone, and the screen says what to do. Each test makes its own admin; the team's
// requirement, which is site-wide, is on only for the moment the test needs it, on its own workshop.
// On a phone the Account dialog does the same within the screen.
import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { outboxMessages } from '../helpers/mail';
import { adminToken } from './helpers';
import { outboxOf } from './settings';
import { expect, test, thisWorkshop } from './workshop';
const PASSWORD = 'a passkey tester password';

test.describe.configure({ timeout: 120_000 });

/** A new admin of the test's own, joined through an invitation (API); answers their username. */
async function newAdmin(request: APIRequestContext): Promise<string> {
  const email = `passkeys.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const invited = await request.post('/api/users/invitations', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { email, role: 'admin' },
  });
  expect(invited.status()).toBe(201);
  let token = '';
  await expect
    .poll(async () => {
      const mails = (await outboxMessages(outboxOf(thisWorkshop()), '-invite-')).filter((mail) => mail.header('to') === email);
      token = /\/admin\/#invite=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text ?? '')?.[1] ?? '';
      return token;
    })
    .not.toBe('');
  const joined = await request.post('/api/invitations/accept', { data: { token, name: 'Passkey Tester', password: PASSWORD } });
  expect(joined.status()).toBe(201);
  return email;
}

/** A platform authenticator on this page's browser that verifies the user at once (Chromium's virtual one). */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials };
}

async function signInWithPassword(page: Page, username: string) {
  const admin = await page.goto('/admin');
  // The admin works under the site's own Content-Security-Policy (netlify.toml): it needs nothing more.
  expect(admin?.headers()['content-security-policy']).toContain("connect-src 'self'");
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function addPasskey(page: Page, name: string) {
  await page.getByRole('button', { name: 'Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Account' });
  await dialog.getByLabel('Name for a new passkey (e.g. Work laptop, Phone)').fill(name);
  await dialog.getByRole('button', { name: 'Add a passkey on this device' }).click();
  await expect(page.getByText('Passkey added')).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Your passkeys' }).getByText(name)).toBeVisible();
  return dialog;
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

/**
 * Signs in with the passkey from the sign-in screen. The username field's autofill asks for a
 * passkey as the screen opens, and Chromium's virtual authenticator may answer it before the button
 * is pressed: then the button is gone with the form, and the passkey has signed in all the same.
 */
async function signInWithThePasskey(page: Page) {
  await page
    .getByRole('button', { name: 'Sign in with a passkey' })
    .click({ timeout: 3_000 })
    .catch(() => undefined);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
}

test('a passkey added in the Account dialog signs in; once removed it does not', async ({ page, request }) => {
  const username = await newAdmin(request);
  const authenticator = await addVirtualAuthenticator(page);
  await signInWithPassword(page, username);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();

  const dialog = await addPasskey(page, 'Test laptop');
  await expect(dialog.getByText('not used yet')).toBeVisible();
  expect(await authenticator.credentials()).toHaveLength(1);
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();

  await signInWithThePasskey(page);
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(dialog.getByText(/last used/)).toBeVisible();

  await dialog.getByRole('button', { name: 'Remove passkey Test laptop' }).click();
  await expect(page.getByText('Passkey removed')).toBeVisible();
  await expect(dialog.getByText('No passkeys yet.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();

  // The device still holds the key; the site no longer accepts it.
  expect(await authenticator.credentials()).toHaveLength(1);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByText('Passkey sign-in failed')).toBeVisible();
  await expect(page.getByText(/This passkey is not registered/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
});

test('an admin required to use a passkey cannot sign in with the password alone', async ({ page, browser, request }) => {
  const username = await newAdmin(request);
  await addVirtualAuthenticator(page);
  await signInWithPassword(page, username);
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  const dialog = await addPasskey(page, 'Desk');
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const setRequirement = (on: boolean) =>
    request.put('/api/team-settings', { headers: { authorization: `Bearer ${token}` }, data: { requirePasskeysForAdmins: on } });

  await page.getByRole('tab', { name: 'Users' }).click();
  const requirement = page.getByRole('switch', { name: 'Require a passkey for every admin' });
  try {
    await requirement.check();
    await expect(requirement).toBeChecked();
    // The switch shows the choice at once; the server has it once its answer arrives.
    await expect
      .poll(
        async () =>
          (
            (await (await request.get('/api/team-settings', { headers: { authorization: `Bearer ${token}` } })).json()) as {
              requirePasskeysForAdmins: boolean;
            }
          ).requirePasskeysForAdmins,
      )
      .toBe(true);

    const elsewhere = await newPage(browser);
    await signInWithPassword(elsewhere, username);
    await expect(elsewhere.getByRole('alert')).toContainText('Admins of this team sign in with a passkey');
    await expect(elsewhere.getByRole('alert')).toContainText('Forgot password?');
    await expect(elsewhere.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await elsewhere.context().close();
  } finally {
    expect((await setRequirement(false)).status()).toBe(200);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('the Account dialog adds, lists and removes a passkey within the screen', async ({ page, request }) => {
    const username = await newAdmin(request);
    await addVirtualAuthenticator(page);
    await signInWithPassword(page, username);
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
    // The header's actions sit behind the Menu on a phone.
    await page.getByRole('button', { name: 'Menu' }).tap();
    await page.getByRole('button', { name: 'Account' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Account' });
    await dialog.getByLabel('Name for a new passkey (e.g. Work laptop, Phone)').fill('Phone');
    const add = dialog.getByRole('button', { name: 'Add a passkey on this device' });
    await add.scrollIntoViewIfNeeded();
    await add.tap();
    await expect(page.getByText('Passkey added')).toBeVisible();
    const remove = dialog.getByRole('button', { name: 'Remove passkey Phone' });
    await remove.scrollIntoViewIfNeeded();
    await expect(remove).toBeInViewport();
    await expect(dialog.getByRole('list', { name: 'Your passkeys' })).toContainText('not used yet');
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await remove.tap();
    await expect(page.getByText('Passkey removed')).toBeVisible();
    await expect(dialog.getByText('No passkeys yet.')).toBeVisible();
  });
});
