// Staff accounts in the browser: the admin invites an agent from the Users tab, the agent
// joins from the e-mailed link (read from the outbox) in a browser of their own, resets their
// password from another e-mailed link, signs in, and sees no Users tab nor "Download backup" (the
// API refuses them too); the admin deactivates the agent, whose open session answers 401 on its
// next call. The Users tab and the reset request on a phone.
import { type Page } from '@playwright/test';
import { PASSWORD_RESET_SENT } from '~/src/lib/schemas/staff';
import { outboxMessages } from '../helpers/mail';
import { outboxOf } from './settings';
import { expect, test, thisWorkshop } from './workshop';
import { expectNoAxeViolations, TOASTS } from './axe';
import { signIn, uniqueName } from './helpers';

/** This worker's workshop's outbox. */
const outbox = () => outboxOf(thisWorkshop());
const AGENT_PASSWORD = 'an agent password';
const NEW_PASSWORD = 'a brand new agent password';

test.describe.configure({ timeout: 120_000 });

/** The secret of the newest `kind` link e-mailed to `email`, once the mail is in the outbox. */
async function linkFromOutbox(kind: 'invite' | 'reset', email: string): Promise<string> {
  let token = '';
  await expect
    .poll(async () => {
      const mails = (await outboxMessages(outbox(), `-${kind}-`)).filter((mail) => mail.header('to') === email);
      token = new RegExp(`/admin/#${kind}=([A-Za-z0-9_-]+)`).exec(mails.at(-1)?.text ?? '')?.[1] ?? '';
      return token;
    })
    .not.toBe('');
  return token;
}

/** The status of a call from the page, with the session it holds (bearer token and cookie). */
const statusFromPage = (page: Page, url: string) =>
  page.evaluate(async (target) => {
    const token = localStorage.getItem('auth_token');
    const response = await fetch(target, { credentials: 'include', headers: token ? { authorization: `Bearer ${token}` } : {} });
    return response.status;
  }, url);

test('the admin invites an agent, who joins and works without admin powers until deactivated', async ({ page, browser }) => {
  const avery = uniqueName('Avery Agent');
  const email = `${avery.toLowerCase().replace(' ', '.')}@example.com`;
  await signIn(page);
  await page.getByRole('tab', { name: 'Users' }).click();
  // Exact: until the Users panel shows, the Dashboard's chart is labelled "… E-mail campaign …".
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(page.getByText('Invitation sent')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pending invitations' }).getByText(email)).toBeVisible();
  await expectNoAxeViolations(page, 'Users tab', { exclude: TOASTS });

  const token = await linkFromOutbox('invite', email);
  const agentContext = await browser.newContext();
  const agent = await agentContext.newPage();
  await agent.goto(`/admin/#invite=${token}`);
  await expect(agent.getByRole('heading', { name: 'Join the leasing team' })).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(agent, 'Join the leasing team', { exclude: TOASTS });
  await agent.getByLabel('Your name').fill(avery);
  await agent.getByLabel('Password (at least 12 characters)').fill(AGENT_PASSWORD);
  await agent.getByLabel('Confirm password').fill(AGENT_PASSWORD);
  await agent.getByRole('button', { name: 'Join the team' }).click();
  await expect(agent.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await expect(agent.getByText(`Welcome to the team, ${avery}`)).toBeVisible();
  expect(new URL(agent.url()).hash).toBe('');

  // Signs out, forgets the password: the e-mailed link opens "Choose a new password", then the
  // sign-in form, where the e-mail address and the new password sign in.
  await agent.getByRole('button', { name: 'Logout' }).click();
  await agent.getByRole('button', { name: 'Forgot password?' }).click();
  await agent.getByLabel('E-mail').fill(email);
  await agent.getByRole('button', { name: 'Send the link' }).click();
  await expect(agent.getByText(PASSWORD_RESET_SENT)).toBeVisible();
  await agent.goto(`/admin/#reset=${await linkFromOutbox('reset', email)}`);
  await expect(agent.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectNoAxeViolations(agent, 'Choose a new password', { exclude: TOASTS });
  await agent.getByLabel('Password (at least 12 characters)').fill(NEW_PASSWORD);
  await agent.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await agent.getByRole('button', { name: 'Save new password' }).click();
  await expect(agent.getByText('Sign in with your new password.')).toBeVisible();
  expect(new URL(agent.url()).hash).toBe('');
  await agent.getByLabel('Username').fill(email);
  await agent.getByLabel('Password').fill(NEW_PASSWORD);
  await agent.getByRole('button', { name: 'Login' }).click();
  await expect(agent.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await expect(agent.getByRole('tab', { name: 'Inquiries' })).toBeVisible();
  await expect(agent.getByRole('tab', { name: 'Users' })).toHaveCount(0);
  await expect(agent.getByRole('button', { name: 'Download backup' })).toHaveCount(0);
  expect(await statusFromPage(agent, '/api/users')).toBe(403);
  expect(await statusFromPage(agent, '/api/backup')).toBe(403);
  expect(await statusFromPage(agent, '/api/contact-submissions')).toBe(200);

  // The admin sees the agent among the people and deactivates them.
  await page.reload();
  await page.getByRole('tab', { name: 'Users' }).click();
  const people = page.getByRole('region', { name: 'People' });
  await expect(people.getByText(email)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pending invitations' }).getByText(email)).toHaveCount(0);
  await people.getByRole('button', { name: `Deactivate ${avery}` }).click();
  await expect(page.getByText(`${avery} is deactivated`)).toBeVisible();
  await expect(people.getByRole('button', { name: `Reactivate ${avery}` })).toBeVisible();

  expect(await statusFromPage(agent, '/api/contact-submissions')).toBe(401);
  await agent.reload();
  await expect(agent.getByLabel('Username')).toBeVisible();
  await agentContext.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('the Users tab fits the screen; "Forgot password?" answers the same for any address', async ({ page, browser }) => {
    await signIn(page);
    await page.getByRole('tab', { name: 'Users' }).click();
    await expect(page.getByRole('button', { name: 'Invite', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'People' }).getByText('admin').first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    const visitor = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const signedOut = await visitor.newPage();
    await signedOut.goto('/admin');
    await signedOut.getByRole('button', { name: 'Forgot password?' }).click();
    await signedOut.getByLabel('E-mail').fill('nobody.here@example.com');
    await signedOut.getByRole('button', { name: 'Send the link' }).click();
    await expect(signedOut.getByText(PASSWORD_RESET_SENT)).toBeVisible();
    await visitor.close();
  });
});
