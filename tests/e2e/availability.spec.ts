import { expect, test, type Page } from '@playwright/test';
import { whenInteractive } from './helpers';

const rows = (page: Page) => page.getByTestId('unit-row');

test('lists only available units, grouped by building, with the product facts', async ({ page, request }) => {
  await page.goto('/availability');
  await expect(page.getByRole('heading', { level: 1, name: 'Available Office Space in South Boston' })).toBeVisible();
  const units = (await (await request.get('/api/properties')).json()) as { status: string; unitNumber: string }[];
  await expect(rows(page)).toHaveCount(units.filter((u) => u.status === 'available').length);
  await expect(page.getByText('Unit 610')).toHaveCount(0); // leased
  const harborview = page.locator('article').filter({ has: page.getByRole('heading', { name: 'Harborview Exchange' }) });
  await expect(harborview).toContainText('21 Drydock Avenue');
  await expect(harborview).toContainText('Class: A');
  await expect(harborview).toContainText('Walk score: 82');
  const row210 = rows(page).filter({ hasText: 'Unit 210' });
  await expect(row210).toContainText('Featured');
  await expect(row210).toContainText('2,450 sq ft');
  await expect(row210).toContainText('$42.50/sq ft/yr');
  await expect(row210).toHaveAttribute('href', /\/listing\/\d+$/);
  await expect(rows(page).filter({ hasText: 'Unit 420' })).toContainText('Price on Request');
  await expect(page.getByRole('heading', { name: "Don't see what you're looking for?" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get in Touch', exact: true })).toHaveAttribute('href', '/contact');
});

test('the space-type filter, kept in the URL, with Clear Filters and the empty state', async ({ page }) => {
  await page.goto('/availability');
  const type = await whenInteractive(page.getByLabel('Space type'));
  await expect(type.locator('option')).toHaveText([
    'All Spaces',
    'Office',
    'Industrial',
    'Warehouse',
    'Distribution Center',
    'Executive Office',
    'Flex',
  ]);
  await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);
  await type.selectOption('industrial');
  await expect(page).toHaveURL(/\?type=industrial$/);
  await expect(rows(page)).toHaveCount(2);
  await page.getByLabel('Min sq ft').fill('4000');
  await expect(rows(page)).toHaveCount(1);
  await page.getByLabel('Min sq ft').fill('9000');
  await expect(page.getByText('No available spaces match your current filter.')).toBeVisible();
  await page.getByRole('button', { name: 'View All Available Spaces' }).click();
  await expect(rows(page)).toHaveCount(17);
  await expect(page).toHaveURL(/\/availability$/);
});

test('a shared filtered address opens filtered and sorted', async ({ page }) => {
  await page.goto('/availability?type=office&sort=size-desc');
  await expect(await whenInteractive(page.getByLabel('Space type'))).toHaveValue('office');
  const sizes = await rows(page).locator('span.flex.gap-4 > span:first-child').allTextContents();
  const numbers = sizes.map((s) => Number(s.replace(/[^\d]/g, '')));
  expect(numbers.length).toBeGreaterThan(3);
  // Within each building the rows run largest first.
  const first = page.locator('article').first().getByTestId('unit-row');
  const firstSizes = (await first.locator('span.flex.gap-4 > span:first-child').allTextContents()).map((s) =>
    Number(s.replace(/[^\d]/g, '')),
  );
  expect(firstSizes).toEqual([...firstSizes].sort((a, b) => b - a));
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByLabel('Space type')).toHaveValue('all');
});

test('shows the no-availability message when the API says everything is leased', async ({ page }) => {
  await page.route('**/api/properties', async (route) => {
    const units = (await (await route.fetch()).json()) as Record<string, unknown>[];
    await route.fulfill({ json: units.map((u) => ({ ...u, status: 'leased' })) });
  });
  await page.goto('/availability');
  await expect(page.getByText('No buildings with available spaces at this time.')).toBeVisible();
});

test('headings go in order: the page title, then one heading per building (no level skipped)', async ({ page }) => {
  await page.goto('/availability');
  const levels = await page.locator('main :is(h1, h2, h3, h4)').evaluateAll((headings) => headings.map((h) => Number(h.tagName[1])));
  expect(levels[0]).toBe(1);
  levels.forEach((level, i) => i > 0 && expect(level, `heading ${i}`).toBeLessThanOrEqual(levels[i - 1]! + 1));
  await expect(page.getByRole('heading', { level: 2, name: 'Harborview Exchange' })).toBeVisible();
});
