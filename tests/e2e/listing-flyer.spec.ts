// The listing sells the space: the printed flyer, Share, the phone's tour bar,
// the estimated rent and a leased unit's page.
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './test';
import { adminToken, whenInteractive } from './helpers';

type Unit = { id: number; unitNumber: string; status: string };
const unitId = async (request: APIRequestContext, unitNumber: string) =>
  ((await (await request.get('/api/properties')).json()) as Unit[]).find((u) => u.unitNumber === unitNumber)!.id;

test('the printed listing is a one-page flyer with the unit, address, size, rate, phone and QR code', async ({ page, request }) => {
  await page.goto(`/listing/${await unitId(request, '210')}`);
  await expect(page.getByRole('button', { name: 'Print flyer' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Unit 210' })).toBeVisible();
  await expect(main.getByText('21 Drydock Avenue').first()).toBeVisible();
  await expect(main.getByText('2,450', { exact: true })).toBeVisible();
  await expect(main.getByRole('region', { name: 'Pricing' }).getByText('$42.50/sq ft/yr', { exact: true })).toBeVisible();
  await expect(main.getByText(/Phone: \(617\) 555-0142/)).toBeVisible();
  await expect(main.getByRole('img', { name: /^QR code for http.*\/listing\/\d+\/?$/ })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Inquire About This Space' })).toBeHidden();
  await expect(main.getByRole('button', { name: 'Print flyer' })).toBeHidden();

  const pdf = (await page.pdf({ format: 'Letter' })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(1);
});

test('Share copies the link where the browser cannot share, and says so', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined }));
  const id = await unitId(request, '210');
  await page.goto(`/listing/${id}`);
  await (await whenInteractive(page.getByRole('button', { name: 'Share' }))).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/listing/${id}$`));
});

test('a listing shows its floor and estimated rent; on a phone the price and tour come first', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/listing/${await unitId(request, '210')}`);
  await expect(page.getByText('≈ $8,677/month · $104,125/year at $42.50/sq ft/yr')).toBeVisible();
  await expect(page.locator('dt', { hasText: /^Floor$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText('2');
  const bar = page.getByTestId('tour-bar');
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('$42.50/sq ft/yr');
  await expect(bar.getByRole('link', { name: 'Request a Tour' })).toHaveAttribute('href', '/contact?listing=Unit%20210&tour=1');
  // Reading order: the pricing card comes before the photos and the description.
  const pricingFirst = await page.evaluate(() => {
    const pricing = document.querySelector('[aria-label="Pricing"]')!;
    const photos = document.getElementById('photos-heading')!;
    return Boolean(pricing.compareDocumentPosition(photos) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect(pricingFirst).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  // Scrolled to the end, the page's last line shows above the bar.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footerEnd = await page
    .locator('footer')
    .last()
    .evaluate((footer) => footer.getBoundingClientRect().bottom);
  expect(footerEnd).toBeLessThanOrEqual((await bar.boundingBox())!.y + 1);
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect(bar).toBeHidden();
});

test("a leased unit's page says Leased, offers no inquiry or tour and links to available units", async ({ page, request }) => {
  const units = (await (await request.get('/api/properties')).json()) as Unit[];
  await page.goto(`/listing/${units.find((u) => u.unitNumber === '610')!.id}`);
  const pricing = page.getByRole('region', { name: 'Pricing' });
  await expect(pricing.getByText('Leased', { exact: true })).toBeVisible();
  await expect(page.getByText('$44.00/sq ft/yr')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Inquire About This Space' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Request a Tour' })).toHaveCount(0);
  const similar = page.getByRole('region', { name: 'Similar available spaces' });
  const links = similar.getByRole('link');
  await expect(links.first()).toBeVisible();
  const available = new Set(units.filter((u) => u.status === 'available').map((u) => `/listing/${u.id}`));
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) expect(available.has(href!)).toBe(true);
});

test('a floor plan PDF uploaded in the admin is offered for download on the listing', async ({ page, request }) => {
  const token = await adminToken(request);
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  const uploaded = await request.post('/api/upload/floor-plan', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: 'plan.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(uploaded.status()).toBe(201);
  const { filename } = (await uploaded.json()) as { filename: string };
  // Leased, so the public lists other tests count don't change.
  const created = await request.post('/api/properties', {
    headers: { authorization: `Bearer ${token}` },
    data: { buildingId: 1, unitNumber: 'E2E-FP', type: 'office', squareFootage: 1500, rate: 40, status: 'leased', floorPlan: filename },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await page.goto(`/listing/${id}`);
  const link = page.getByRole('link', { name: 'Download floor plan (PDF)' });
  await expect(link).toHaveAttribute('href', `/api/image/${filename}`);
  const download = await request.get(`/api/image/${filename}`);
  expect(download.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.from(await download.body()).equals(pdf)).toBe(true);
  await request.delete(`/api/properties/${id}`, { headers: { authorization: `Bearer ${token}` } });
});
