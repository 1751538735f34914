// The inquiries' CSV export is in the audit log (docs/PRODUCT.md, Inquiries and Activity): an
// agent's export is saved only once the server has recorded it (when it cannot be, an error toast
// and no file), and the admin's Activity tab then shows the line in words, naming who, with the
// view and the row count and nothing of the visitor.
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { expect, test } from './workshop';
import { createColleague, personsFormToken, signIn, signInAs, uniqueName } from './helpers';

const EXPORT_ROUTE = '**/api/contact-submissions/export';

test("an agent's inquiry export is saved only once recorded, and the Activity tab shows it", async ({ page, request }) => {
  const lastName = uniqueName('Exported');
  const email = `${lastName.toLowerCase()}@example.com`;
  const sent = await request.post('/api/contact-submissions', {
    data: {
      firstName: 'Lead',
      lastName,
      email,
      message: 'About 4,000 sq ft of flex space, please.',
      formToken: await personsFormToken(request),
    },
  });
  expect(sent.status()).toBe(201);

  const agent = await createColleague('agent');
  await signInAs(page, agent);
  await page.getByRole('tab', { name: 'Inquiries' }).click();
  await page.getByLabel('Search inquiries').fill(lastName);
  await expect(page.getByTestId('inquiry-row')).toHaveCount(1);
  let downloads = 0;
  page.on('download', () => (downloads += 1));

  // The server cannot be reached: nothing is recorded, so nothing is saved.
  await page.route(EXPORT_ROUTE, (route) => route.abort());
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const failed = page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: 'Inquiries not exported' });
  await expect(failed).toContainText('Please try again.');
  expect(downloads).toBe(0);
  await page.unroute(EXPORT_ROUTE);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  await expect(page.getByText(`Inquiries exported: ${file.suggestedFilename()}`)).toBeVisible();
  const csv = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const rows = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
  expect(rows.map((row) => row['E-mail'])).toEqual([email]);
  expect(downloads).toBe(1);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await signIn(page);
  await page.getByRole('tab', { name: 'Activity' }).click();
  await page.getByLabel('Person').selectOption({ label: agent.name });
  await page.getByLabel('Kind').selectOption({ label: 'Inquiries' });
  await page.getByLabel('Change').selectOption({ label: 'Exported as CSV' });
  const line = page.getByTestId('activity-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(agent.name);
  await expect(line).toContainText('Exported as CSV · Inquiries: Inbox (searched), 1 row');
  await expect(line).not.toContainText(lastName);
});
