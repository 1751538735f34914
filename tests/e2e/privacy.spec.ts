import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from './workshop';
import { signIn, typeLikeAPerson, whenInteractive } from './helpers';

test("a person's data: sent through the contact form, found by the admin, exported, erased, and gone from the inbox", async ({ page }) => {
  const tag = randomUUID().slice(0, 8);
  const lastName = `Privacy${tag}`;
  const email = `erase.me.${tag}@example.com`;

  const tokenIssued = page.waitForResponse('**/api/contact-submissions/form-token');
  await page.goto('/contact');
  await whenInteractive(page.getByLabel('First name'));
  await tokenIssued;
  // The small print leads to the privacy page.
  await expect(page.getByRole('link', { name: 'How we handle your data' })).toHaveAttribute('href', '/privacy');
  await page.getByLabel('First name').fill('Ines');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('E-mail').fill(email);
  await typeLikeAPerson(page.getByLabel('Message'), 'Please call me about a small office next month.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully!')).toBeVisible();

  await signIn(page);
  await page.getByRole('tab', { name: 'Inquiries' }).click();
  await expect(page.getByText(`Ines ${lastName}`).first()).toBeVisible();

  await page.getByRole('tab', { name: 'Privacy' }).click();
  // Found by the address in another case.
  await page.getByLabel('E-mail address').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('heading', { name: `Held about ${email.toUpperCase()}` })).toBeVisible();
  await expect(page.getByTestId('held-counts')).toHaveText('1 inquiry');
  await expect(page.getByRole('list', { name: 'Their inquiries' })).toContainText(`Ines ${lastName}`);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download their data (JSON)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^person-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as { inquiries: { lastName: string; email: string }[] };
  expect(exported.inquiries).toEqual([expect.objectContaining({ lastName, email })]);

  // A wrong confirmation erases nothing.
  await page.getByLabel('Type their e-mail address again to confirm').fill('someone.else@example.com');
  await page.getByRole('button', { name: 'Erase everything' }).click();
  await expect(page.getByText('Type the same e-mail address again to confirm the erasure')).toBeVisible();
  await page.getByLabel('Type their e-mail address again to confirm').fill(email);
  await page.getByRole('button', { name: 'Erase everything' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Erased: 1 inquiries anonymized' })).toContainText(
    /The Activity log names this erasure erasure-[0-9a-f]{8}\./,
  );

  await page.getByRole('tab', { name: 'Inquiries' }).click();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Inquiries' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  await expect(page.getByText(lastName)).toHaveCount(0);
  await expect(page.getByText(email)).toHaveCount(0);
});

test('the privacy page: its words in the site layout, linked from the footer', async ({ page }) => {
  await page.goto('/');
  await page.locator('#site-footer').getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/privacy\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  await expect(page.getByText(/Messages flagged as spam are deleted after 30 days/)).toBeVisible();
  await expect(page.getByText(/receive a copy of everything we hold/)).toBeVisible();
  // The layout: the site's header navigation and footer around it.
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.locator('#site-footer')).toBeVisible();
});
