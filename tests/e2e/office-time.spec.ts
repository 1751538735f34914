// Office time (docs/PRODUCT.md, staff): a team member whose browser is in Tokyo reads an inquiry's
// times as the office does, in Boston time, in the inbox, in its dialog and in the CSV export.
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { expect, test } from './workshop';
import { adminToken, personsFormToken, signIn } from './helpers';

test.use({ timezoneId: 'Asia/Tokyo' });
test.describe.configure({ timeout: 120_000 });

// The expected words, written here by Intl for the office's zone and, as a control, the browser's.
const bostonText = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/New_York',
  timeZoneName: 'short',
});
const tokyoClock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Tokyo' });
const bostonParts = (at: Date) =>
  Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'America/New_York',
      timeZoneName: 'longOffset',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );

test('a Tokyo browser reads Boston times in the admin and in the CSV export', async ({ page, request }) => {
  const lastName = `Tokyo${Date.now()}`;
  const sent = await request.post('/api/contact-submissions', {
    data: {
      firstName: 'Office',
      lastName,
      email: `${lastName.toLowerCase()}@example.com`,
      message: 'We are looking for about 2,500 sq ft of office space.',
      formToken: await personsFormToken(request),
    },
  });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: number };
  const token = await adminToken(request);
  const inbox = (await (await request.get('/api/contact-submissions', { headers: { authorization: `Bearer ${token}` } })).json()) as {
    id: number;
    createdAt: string;
  }[];
  const createdAt = new Date(inbox.find((inquiry) => inquiry.id === id)!.createdAt);
  const boston = bostonText.format(createdAt); // e.g. 'Dec 2, 2026, 9:15 AM EST'
  expect(boston).toMatch(/ E[SD]T$/);

  // The browser really is in Tokyo.
  await page.goto('/');
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Tokyo');

  await signIn(page);
  await page.goto(`/admin?tab=inquiries&inquiry=${id}`);
  const dialog = page.getByRole('dialog', { name: `Inquiry from Office ${lastName}` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Submitted${boston}`);
  // Tokyo is 13 or 14 hours ahead: its clock reading is nowhere in the dialog.
  await expect(dialog).not.toContainText(`${tokyoClock.format(createdAt)} GMT+9`);
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();

  const row = page.getByTestId('inquiry-row').filter({ hasText: `Office ${lastName}` });
  await expect(row).toContainText(boston);

  await page.getByLabel('Search inquiries').fill(lastName);
  await expect(page.getByTestId('inquiry-row')).toHaveCount(1);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const parts = bostonParts(createdAt);
  // Named by the office's day, not Tokyo's.
  expect(file.suggestedFilename()).toMatch(/^inquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const rows = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
  expect(rows).toHaveLength(1);
  // '2026-12-02 09:15 -05:00': Boston's wall clock with its offset, which reads back as the same minute.
  const submitted = rows[0]!['Submitted']!;
  expect(submitted).toBe(
    `${parts['year']}-${parts['month']}-${parts['day']} ${parts['hour']}:${parts['minute']} ${parts['timeZoneName']!.replace('GMT', '')}`,
  );
  expect(submitted).toMatch(/ -0[45]:00$/);
  expect(new Date(submitted.replace(' ', 'T').replace(' ', ':00')).getTime()).toBe(Math.floor(createdAt.getTime() / 60_000) * 60_000);
});
