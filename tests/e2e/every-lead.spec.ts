// Every inquiry a person sent reaches the team (decision 024): sent with script off, or from a
// contact page left open past its form token's day, it is asked for one more press, then lands in
// the admin's inbox and the team's e-mail (a real MIME message in the local outbox).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { CONFIRM_SEND, issueFormToken } from '~/src/server/form-token';
import { parseStrictMessage } from '../helpers/strict-mail';
import { signIn, uniqueName, whenInteractive } from './helpers';
import { outboxOf, SHOWROOM } from './settings';

const OUTBOX = outboxOf(SHOWROOM);

/** The team's e-mails about `name`'s inquiry, read strictly (the outbox writes LF line ends; SMTP carries CRLF). */
async function teamMailAbout(name: string) {
  const files = (await readdir(OUTBOX).catch(() => [])).filter((file) => file.includes('-inquiry-')).sort();
  const mails = await Promise.all(
    files.map(async (file) => parseStrictMessage((await readFile(path.join(OUTBOX, file), 'utf8')).replace(/\n/g, '\r\n'))),
  );
  return mails.filter((mail) => mail.subject.includes(name));
}

async function fillInquiry(page: Page, firstName: string, message: string) {
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Everylead');
  await page.getByLabel('E-mail').fill(`${firstName.toLowerCase()}@example.com`);
  await page.getByLabel('Message').fill(message);
}

/** The inquiry shows in the admin's inbox (not Spam), and the team got one e-mail about it. */
async function expectReachedTheTeam(page: Page, firstName: string, message: string) {
  await expect.poll(async () => (await teamMailAbout(firstName)).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await teamMailAbout(firstName);
  expect(mail!.subject).toBe(`New inquiry from ${firstName} Everylead`);
  expect(mail!.text).toContain(message);

  await signIn(page);
  await page.goto('/admin?tab=inquiries');
  await expect(page.getByRole('button', { name: `View inquiry from ${firstName} Everylead` })).toBeVisible({ timeout: 15_000 });
}

test.describe('with script off', () => {
  test.use({ javaScriptEnabled: false });

  test('an inquiry is asked for one more press, then reaches the inbox and the team’s e-mail', async ({ page, browser, baseURL }) => {
    const firstName = uniqueName('Noscript');
    const message = 'Sent with scripts off; is the dock unit free?';
    await page.goto('/contact');
    await fillInquiry(page, firstName, message);
    await page.getByRole('button', { name: 'Send Message' }).click();

    // In the site's layout, every value kept, one more press asked.
    await expect(page.getByRole('heading', { level: 1, name: CONFIRM_SEND.title })).toBeVisible();
    await expect(page.getByText(CONFIRM_SEND.message)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue(firstName);
    await expect(page.getByLabel('Message')).toHaveValue(message);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\/sent$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Message sent successfully!' })).toBeVisible();

    // The admin runs on script: the team looks in a browser of its own.
    const team = await browser.newContext({ ...(baseURL ? { baseURL } : {}), javaScriptEnabled: true });
    try {
      await expectReachedTheTeam(await team.newPage(), firstName, message);
    } finally {
      await team.close();
    }
  });
});

test('a contact page left open 25 hours still sends, after one more press, and the team is e-mailed', async ({ page }) => {
  // The server's clock cannot be moved from here, so the page is given the token it would hold had
  // it been opened 25 hours ago: issued then, signed with this server's own secret (its data folder),
  // so the server reads it as expired, as it would read the real one. The page's own clock moves on 25 hours.
  process.env['JWT_SECRET'] = (await readFile(path.join(SHOWROOM.dataDir, 'jwt-secret'), 'utf8')).trim();
  const openedAt = new Date(Date.now() - 25 * 3600_000);
  const staleToken = await issueFormToken(openedAt);
  await page.route('**/api/contact-submissions/form-token', (route) => route.fulfill({ json: { token: staleToken } }));
  await page.clock.install();
  const tokenIssued = page.waitForResponse('**/api/contact-submissions/form-token');
  await page.goto('/contact');
  await whenInteractive(page.getByLabel('First name'));
  await tokenIssued;
  await page.clock.fastForward('25:00:00');

  const firstName = uniqueName('Leftopen');
  const message = 'Wrote this yesterday and forgot to press send.';
  await fillInquiry(page, firstName, message);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(CONFIRM_SEND.message)).toBeVisible();
  await expect(page.getByLabel('Message')).toHaveValue(message);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you: your message is with the leasing team' })).toBeVisible();

  await expectReachedTheTeam(page, firstName, message);
});
