// The audit in the browser: a failed sign-in with a made-up user name is one line in plain words
// naming the name tried; the Activity tab's "Change" filter keeps only such lines, and "Export CSV"
// downloads them with Boston-time timestamps and their offset.
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { expect, test } from './workshop';
import { signIn } from './helpers';

test('a failed sign-in is one plain line naming the user name tried, filtered and exported', async ({ page, request }) => {
  const tried = `nobody-${Date.now()}`;
  const refused = await request.post('/api/auth/login', { data: { username: tried, password: 'a wrong password' } });
  expect(refused.status()).toBe(401);

  await signIn(page);
  await page.getByRole('tab', { name: 'Activity' }).click();
  await page.getByLabel('Change').selectOption({ label: 'Sign-in failed' });
  const lines = page.getByTestId('activity-line');
  const line = lines.filter({ hasText: tried });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('Sign-in failed');
  await expect(line).toContainText(`user name tried: ${tried}`);
  // Only failed sign-ins are listed now.
  await expect(lines.filter({ hasNotText: 'Sign-in failed' })).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const rows = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
  const row = rows.find((r) => r['Who'] === tried);
  expect(row).toMatchObject({ What: 'Sign-in failed', Status: '401' });
  expect(row?.['When']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} -0[45]:00$/);
  expect(rows.every((r) => r['What'] === 'Sign-in failed')).toBe(true);
});
