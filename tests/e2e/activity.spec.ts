// The audit log in the browser: the admin edits a unit, opens the Activity tab and sees the line
// naming them and the unit; the kind filter narrows the list; the view fits a phone (375 px).
// (Runs in the admin project, after the public tests.)
import { adminToken, signIn, uniqueName } from './helpers';
import { expect, test } from './workshop';

test('the Activity tab lists the admin’s unit edit, filters by kind, and fits a phone', async ({ page, request }) => {
  const unitName = uniqueName('L');
  const token = await adminToken(request);
  const created = await request.post('/api/properties', {
    headers: { authorization: `Bearer ${token}` },
    data: { buildingId: 1, unitNumber: unitName, type: 'office', squareFootage: 1500, rate: 39 },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  // The address Netlify reports (the local emulator reads it from X-Forwarded-For).
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '203.0.113.9' });
  await signIn(page);
  await page.getByRole('tab', { name: 'Available Space' }).click();
  await page.getByRole('button', { name: `Edit Unit ${unitName}`, exact: true }).click();
  const form = page.getByRole('dialog', { name: `Edit Unit ${unitName}` });
  await form.getByLabel('Rate ($/sq ft/yr)').fill('43');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Available space updated successfully')).toBeVisible();

  await page.getByRole('tab', { name: 'Activity' }).click();
  const lines = page.getByTestId('activity-line');
  const edit = lines.filter({ hasText: 'Available Space: update' }).filter({ has: page.getByRole('link', { name: `unit #${id}` }) });
  await expect(edit.first()).toBeVisible();
  await expect(edit.first()).toContainText('admin');
  await expect(edit.first()).toContainText('203.0.113.0/24');
  await expect(lines.filter({ hasText: 'Signed in' }).first()).toBeVisible();

  await page.getByLabel('Kind').selectOption({ label: 'Available Space' });
  await expect(lines.filter({ hasText: 'Signed in' })).toHaveCount(0);
  await expect(edit.first()).toBeVisible();
  await page.getByLabel('Kind').selectOption({ label: 'Sign-ins and accounts' });
  await expect(lines.filter({ hasText: 'Available Space: update' })).toHaveCount(0);
  await expect(lines.filter({ hasText: 'Signed in' }).first()).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(lines.first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
