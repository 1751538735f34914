import { expect, test } from '@playwright/test';

test('the about page: the product facts and a site plan that leads to each building', async ({ page }) => {
  await page.goto('/about');
  for (const fact of ['500,000+', '1995', '15+']) await expect(page.getByText(fact, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Transportation access' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nearby amenities' })).toBeVisible();
  await page.getByRole('link', { name: /Seaport Commons\s+\d+ available/ }).click();
  await expect(page).toHaveURL(/\/availability\?building=\d+$/);
  await expect(page.locator('article')).toHaveCount(1);
  await expect(page.locator('article')).toContainText('Seaport Commons');
});
