// Where leads come from (decision 054): a visit that arrived through a LoopNet link and
// one from a search engine each send an inquiry; a form sent without script records what its page
// knew. Staff see each source on the lead, filter the inbox by it, export it and count it on the
// Dashboard, on a desktop and on a 375 px phone, with nothing for axe to find.
import { readFile } from 'node:fs/promises';
import { type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations, TOASTS } from './axe';
import { adminToken, personsFormToken, signIn, typeLikeAPerson, uniqueName, whenInteractive } from './helpers';
import { FIRST_TOUCH_KEY } from '~/src/lib/lead-source';
import { expect, test } from './workshop';

test.describe.configure({ timeout: 180_000 });

/** Fills and sends the contact form the page shows, as a person would. */
async function sendInquiry(page: Page, lastName: string) {
  await whenInteractive(page.getByLabel('First name'));
  await page.getByLabel('First name').fill('Source');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('E-mail').fill(`${lastName.toLowerCase()}@source.example`);
  await typeLikeAPerson(page.getByLabel('Message'), 'We would like to see this space next week, please.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully!')).toBeVisible();
}

const inquiryRow = (page: Page, lastName: string) => page.getByTestId('inquiry-row').filter({ hasText: `Source ${lastName}` });

test('a LoopNet visit and a search visit each send an inquiry that keeps its source; staff see, filter, export and count it', async ({
  browser,
  page: staff,
}: {
  browser: Browser;
  page: Page;
}) => {
  const loopnetLead = uniqueName('Loopnet');
  const googleLead = uniqueName('Google');
  const loopnet = await browser.newContext();
  const page = await loopnet.newPage();
  await page.goto('/?utm_source=loopnet&utm_medium=listing&utm_campaign=fall');
  const firstTouch = () => page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? 'null') as unknown, FIRST_TOUCH_KEY);
  // Stored as the page is left, not while it loads (decision 077).
  expect(await firstTouch()).toBeNull();
  // On to a listing, then its contact link: the first touch stays with the visit.
  await page.locator('article h3 a[href^="/listing/"]').first().click();
  await expect(page).toHaveURL(/\/listing\/\d+/);
  expect(page.url()).not.toContain('utm_');
  expect(await firstTouch()).toEqual({ utmSource: 'loopnet', utmMedium: 'listing', utmCampaign: 'fall', referrerHost: '' });
  await page.locator('a[href^="/contact?listing="]').first().click();
  await expect(page).toHaveURL(/\/contact\?listing=/);
  await sendInquiry(page, loopnetLead);
  await loopnet.close();

  const search = await browser.newContext();
  const fromSearch = await search.newPage();
  await fromSearch.goto('/contact', { referer: 'https://www.google.com/search?q=south+boston+office+space' });
  await sendInquiry(fromSearch, googleLead);
  await search.close();

  // Staff see each lead's source, filter the inbox by it, export it and count it on the Dashboard.
  await signIn(staff);
  await staff.getByRole('tab', { name: 'Inquiries' }).click();
  await expect(inquiryRow(staff, loopnetLead)).toContainText('Source: LoopNet');
  await expect(inquiryRow(staff, googleLead)).toContainText('Source: Search');

  await staff.getByRole('combobox', { name: /^Source/ }).selectOption('loopnet');
  await expect(staff).toHaveURL(/[?&]source=loopnet/);
  await expect(inquiryRow(staff, googleLead)).toHaveCount(0);
  await inquiryRow(staff, loopnetLead)
    .getByRole('button', { name: /View inquiry/ })
    .click();
  const dialog = staff.getByRole('dialog', { name: `Inquiry from Source ${loopnetLead}` });
  await expect(dialog).toContainText('LoopNet: utm_source loopnet · utm_medium listing · utm_campaign fall');
  await expectNoAxeViolations(staff, 'inquiry dialog', { exclude: TOASTS });
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();

  await staff.getByRole('combobox', { name: /^Source/ }).selectOption('all');
  await expect(inquiryRow(staff, googleLead)).toBeVisible();
  const download = staff.waitForEvent('download');
  await staff.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  expect(csv.split('\n')[0]).toContain('"Source","UTM source","UTM medium","UTM campaign","Referrer"');
  expect(csv).toMatch(new RegExp(`"Source","${loopnetLead}",.*"LoopNet","loopnet","listing","fall",""`));
  expect(csv).toMatch(new RegExp(`"Source","${googleLead}",.*"Search","","","","www\\.google\\.com"`));

  await staff.getByRole('tab', { name: 'Dashboard' }).click();
  const card = staff.getByRole('region', { name: 'Leads by source, per month' });
  await card.getByRole('button', { name: 'Show table' }).click();
  const month = new Date().toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'America/New_York' });
  await expect(card.getByRole('row', { name: new RegExp(`^${month} LoopNet [1-9]`) })).toBeVisible();
  await expect(card.getByRole('row', { name: new RegExp(`^${month} Search [1-9]`) })).toBeVisible();
  await expectNoAxeViolations(staff, 'dashboard', { exclude: TOASTS });
});

test('a form sent without script records the utm query of its page', async ({ browser, request }) => {
  const noscriptLead = uniqueName('Noscript');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/contact?utm_source=harbor-news&utm_medium=email&utm_campaign=nojs');
  await page.getByLabel('First name').fill('Source');
  await page.getByLabel('Last name').fill(noscriptLead);
  await page.getByLabel('E-mail').fill(`${noscriptLead.toLowerCase()}@source.example`);
  await page.getByLabel('Message').fill('Sent from a browser with script turned off.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.getByRole('button', { name: 'Send Message' }).click(); // once more, on "Almost sent"
  await expect(page).toHaveURL(/\/contact\/sent/);
  await context.close();

  const token = await adminToken(request);
  const all = (await (
    await request.get('/api/contact-submissions?spam=include', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { lastName: string; utmSource: string | null; utmMedium: string | null; utmCampaign: string | null; leadSource: string }[];
  expect(all.find((i) => i.lastName === noscriptLead)).toMatchObject({
    utmSource: 'harbor-news',
    utmMedium: 'email',
    utmCampaign: 'nojs',
    leadSource: 'email',
  });
});

test('on a 375 px phone the source, its filter and the Dashboard table fit', async ({ page, request }) => {
  const loopnetLead = uniqueName('Loopnet');
  const googleLead = uniqueName('Google');
  for (const [lastName, source] of [
    [loopnetLead, { utmSource: 'loopnet', utmMedium: 'listing' }],
    [googleLead, { referrerHost: 'www.google.com' }],
  ] as const) {
    const formToken = await personsFormToken(request);
    const sent = await request.post('/api/contact-submissions', {
      data: {
        firstName: 'Source',
        lastName,
        email: `${lastName.toLowerCase()}@source.example`,
        message: 'Sent with its source.',
        formToken,
        ...source,
      },
    });
    expect(sent.status()).toBe(201);
  }
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page);
  await page.goto('/admin?tab=inquiries&source=search');
  await expect(inquiryRow(page, googleLead)).toContainText('Source: Search');
  await expect(inquiryRow(page, loopnetLead)).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: /^Source/ })).toHaveValue('search');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page, 'inbox on a phone', { exclude: TOASTS });
  await page.goto('/admin');
  const card = page.getByRole('region', { name: 'Leads, tours, leased units and alert sign-ups by source' });
  await card.getByRole('button', { name: 'Show table' }).click();
  await expect(card.getByRole('row', { name: /^LoopNet [1-9]/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
