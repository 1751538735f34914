import { expect, test } from '@playwright/test';

test('the home page shows featured units read from the database at build time', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Premium Office Space in South Boston' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured Available Spaces' })).toBeVisible();
  const cards = page.getByTestId('featured-unit');
  expect(await cards.count()).toBeGreaterThanOrEqual(3);
  await expect(cards.filter({ hasText: 'Unit 210' })).toContainText('Up to 2,450 sq ft.');
});

test('the featured units on the page match what the API answers', async ({ page, request }) => {
  const featured = (await (await request.get('/api/properties/featured')).json()) as { unitNumber: string }[];
  await page.goto('/');
  for (const unit of featured) await expect(page.getByText(`Unit ${unit.unitNumber}`, { exact: true })).toBeVisible();
});

test('an unknown path shows the 404 page with a 404 status', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});
