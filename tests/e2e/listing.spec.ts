import { expect, test } from './test';
import { adminToken, viewerReady, whenInteractive } from './helpers';

test('a prebuilt listing shows every fact of the unit and its building', async ({ page, request }) => {
  const units = (await (await request.get('/api/properties')).json()) as { id: number; unitNumber: string }[];
  const unit = units.find((u) => u.unitNumber === '210')!;
  const response = await page.goto(`/listing/${unit.id}`);
  expect(await response!.text()).toContain('Unit 210'); // in the HTML before any script runs
  await expect(page.getByRole('heading', { level: 1, name: 'Unit 210' })).toBeVisible();
  await expect(page.getByText('21 Drydock Avenue').first()).toBeVisible();
  await expect(page.getByText('Class A')).toBeVisible();
  await expect(page.getByText('Continuously Renovated').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Photos' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Amenities' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pricing' }).getByText('$42.50/sq ft/yr', { exact: true })).toBeVisible();
  await expect(page.getByText('Lease type: Full Service Gross')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inquire About This Space' })).toHaveAttribute('href', '/contact?listing=Unit%20210');
  await expect(page.getByRole('region', { name: 'Building Information' })).toContainText('Walk score82');
  await expect(page.getByRole('region', { name: 'Additional Costs' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '← Back to Availability' })).toHaveAttribute('href', '/availability');
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as {
    '@type': string;
    offers: { priceSpecification: unknown };
    about: unknown;
  };
  expect(ld['@type']).toBe('RealEstateListing');
  expect(ld.offers.priceSpecification).toMatchObject({
    '@type': 'UnitPriceSpecification',
    price: 42.5,
    referenceQuantity: { unitCode: 'FTK' },
  });
  expect(ld.about).toMatchObject({ '@type': 'Accommodation', floorSize: { value: 2450, unitCode: 'FTK' } });
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/\.netlify\/images\?url=/);
});

test('additional costs show when any is present, and price on request reads Inquire for Rate', async ({ page, request }) => {
  const units = (await (await request.get('/api/properties')).json()) as { id: number; unitNumber: string }[];
  await page.goto(`/listing/${units.find((u) => u.unitNumber === '118')!.id}`);
  const costs = page.getByRole('region', { name: 'Additional Costs' });
  await expect(costs).toContainText('Operating expenses$4.25/sq ft');
  await expect(costs).not.toContainText('Taxes');
  await page.goto(`/listing/${units.find((u) => u.unitNumber === '420')!.id}`);
  await expect(page.getByRole('region', { name: 'Pricing' }).getByText('Inquire for Rate')).toBeVisible();
});

test('the photo grid opens the viewer', async ({ page, request }) => {
  const units = (await (await request.get('/api/properties')).json()) as { id: number; unitNumber: string }[];
  await page.goto(`/listing/${units.find((u) => u.unitNumber === '210')!.id}`);
  await (await whenInteractive(page.getByRole('link', { name: /Open photo 2 of/ }))).click();
  await expect(page.getByText(/^2 of \d+$/)).toBeVisible();
  await viewerReady(page);
  await page.keyboard.press('Escape');
  await expect(page.locator('.yarl__root')).toHaveCount(0);
});

// Once the photos' island has hydrated, the viewer opens from the keyboard too, keeps Tab inside
// while open, and closing it puts focus back on the photo it opened from.
test('a photo opens the viewer from the keyboard, and closing it returns focus to the photo', async ({ page, request }) => {
  const units = (await (await request.get('/api/properties')).json()) as { id: number; unitNumber: string }[];
  await page.goto(`/listing/${units.find((u) => u.unitNumber === '210')!.id}`);
  const photo = await whenInteractive(page.getByRole('link', { name: /Open photo 3 of/ }));
  await photo.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^3 of \d+$/)).toBeVisible();
  await viewerReady(page);
  // A modal: the page behind is inert and hidden from screen readers, so Tab never reaches it.
  await expect(page.locator('main')).toHaveAttribute('inert');
  await expect(page.locator('main')).toHaveAttribute('aria-hidden', 'true');
  const focusBehind = () =>
    page.evaluate(
      () => document.activeElement !== document.body && !document.querySelector('.yarl__root')?.contains(document.activeElement),
    );
  for (let press = 0; press < 6; press++) {
    await page.keyboard.press('Tab');
    expect(await focusBehind()).toBe(false);
  }
  await page.keyboard.press('Escape');
  await expect(page.locator('.yarl__root')).toHaveCount(0);
  await expect(photo).toBeFocused();
  await expect(page.locator('main')).not.toHaveAttribute('inert');
  await expect(page.locator('main')).not.toHaveAttribute('aria-hidden');
  expect(new URL(page.url()).pathname).toMatch(/^\/listing\//);
});

test('a unit created after the build is shown by the fallback page', async ({ page, request }) => {
  const token = await adminToken(request);
  const created = await request.post('/api/properties', {
    headers: { authorization: `Bearer ${token}` },
    // Leased, so the public lists other tests count don't change.
    data: {
      buildingId: 1,
      unitNumber: 'E2E-1',
      type: 'office',
      squareFootage: 1750,
      rate: 44,
      status: 'leased',
      description: 'Made by the browser test',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  // Before the rebuild lands, the address is served by the client-rendered fallback.
  const html = await (await request.get(`/listing/${id}`)).text();
  expect(html).toContain('Loading listing...');
  await page.goto(`/listing/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Unit E2E-1' })).toBeVisible();
  await expect(page.getByText('Made by the browser test')).toBeVisible();
  await request.delete(`/api/properties/${id}`, { headers: { authorization: `Bearer ${token}` } });
});

test('an unknown listing says so and links back', async ({ page }) => {
  await page.goto('/listing/987654');
  await expect(page.getByRole('heading', { name: 'Listing not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Availability' })).toHaveAttribute('href', '/availability');
});

test('prints as a one-page flyer: no navigation, the photo, the facts, the price and the address', async ({ page, request }) => {
  const units = (await (await request.get('/api/properties')).json()) as { id: number; unitNumber: string }[];
  const id = units.find((u) => u.unitNumber === '210')!.id;
  await page.goto(`/listing/${id}`);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('link', { name: /Open photo 1 of/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Open photo 2 of/ })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Pricing' }).getByText('$42.50/sq ft/yr', { exact: true })).toBeVisible();
  await expect(page.getByText(new RegExp(`/listing/${id}/?$`))).toBeVisible();
});
