import { expect, test } from './test';

test('the about page: the product facts and a site plan that leads to each building', async ({ page }) => {
  await page.goto('/about');
  for (const fact of ['500,000+', '1995', '15+']) await expect(page.getByText(fact, { exact: true })).toBeVisible();
  // Each fact is read once, its label then its figure (the label shown under the figure is not read again).
  await expect(page.getByRole('main').getByRole('definition')).toHaveText(['500,000+', '1995', '15+', '15 min']);
  await expect(page.getByRole('main').getByRole('term')).toHaveText([
    'square feet',
    'built, continuously renovated',
    'available spaces',
    'to Logan Airport',
  ]);
  await expect(page.getByRole('heading', { name: 'Transportation access' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nearby amenities' })).toBeVisible();
  await page.getByRole('link', { name: /Seaport Commons\s+\d+ available/ }).click();
  await expect(page).toHaveURL(/\/availability\?building=\d+$/);
  await expect(page.locator('article')).toHaveCount(1);
  await expect(page.locator('article')).toContainText('Seaport Commons');
});

test('the Leasing Team card on About and Contact: tap to call, or e-mail', async ({ page }) => {
  for (const route of ['/about', '/contact']) {
    await page.goto(route);
    const card = page.getByRole('region', { name: 'Leasing Team' });
    await expect(card).toContainText('Maureen Kelleher');
    await expect(card.getByRole('link', { name: /Call Maureen Kelleher/ })).toHaveAttribute('href', 'tel:+16175550142');
    await expect(card.getByRole('link', { name: /Write to Maureen Kelleher/ })).toHaveAttribute(
      'href',
      'mailto:leasing@southbostoncommerce.com',
    );
  }
  await expect(page.getByRole('region', { name: 'Contact information' }).getByRole('link', { name: '(617) 555-0142' })).toHaveAttribute(
    'href',
    'tel:+16175550142',
  );
});

test("a listing page maps the unit's building, drawn from the site plan, with an Open in maps link", async ({ page, request }) => {
  const [units, buildings] = await Promise.all([
    request.get('/api/properties').then((r) => r.json() as Promise<{ id: number; buildingId: number; status: string }[]>),
    request.get('/api/buildings').then((r) => r.json() as Promise<{ id: number; name: string }[]>),
  ]);
  const unit = units.find((u) => u.status === 'available' && u.buildingId === buildings[1]!.id)!;
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(`/listing/${unit.id}`);
  const map = page.getByRole('img', { name: `Map of the complex on the South Boston waterfront, with ${buildings[1]!.name} highlighted` });
  await expect(map).toBeVisible();
  await expect(map.locator('[data-highlighted="true"]')).toHaveCount(1);
  await expect(map.locator('[data-highlighted="true"]')).toHaveAttribute('data-building-id', String(buildings[1]!.id));
  await expect(map.locator('[data-highlighted="true"]')).toContainText(buildings[1]!.name);
  const open = page.getByRole('link', { name: 'Open in maps' });
  await expect(open).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.+Boston/);
  expect(requests.filter((url) => !url.startsWith(new URL(page.url()).origin))).toEqual([]);
});
