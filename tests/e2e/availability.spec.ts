import { type Page } from '@playwright/test';
import { expect, test } from './test';
import { outboxMessages } from '../helpers/mail';
import { adminToken, whenInteractive } from './helpers';
import { outboxOf, SHOWROOM } from './settings';

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

test('a phone lays out the building cards as they near the screen, and prints every one', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/availability');
  const lastName = page.locator('main .render-when-near').last().getByRole('heading', { level: 2 });
  // Drawn (styled, laid out, painted) only once near the screen: content-visibility (decision 038).
  const isDrawn = () => lastName.evaluate((heading) => heading.checkVisibility({ contentVisibilityAuto: true }));
  expect(await isDrawn()).toBe(false);
  await lastName.scrollIntoViewIfNeeded();
  await expect(lastName).toBeInViewport();
  await expect.poll(isDrawn).toBe(true);
  // Each fact of a unit's row on one line: 'Unit 315', '$48.00/sq ft/yr', never broken inside.
  const brokenFacts = await page
    .locator('[data-testid="unit-row"] > * > *')
    .evaluateAll((facts) =>
      facts
        .filter((fact) => fact.getBoundingClientRect().height > 1.5 * parseFloat(getComputedStyle(fact).lineHeight))
        .map((f) => f.textContent),
    );
  expect(brokenFacts).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(isDrawn).toBe(false);
  await page.emulateMedia({ media: 'print' });
  await expect.poll(isDrawn).toBe(true);
});

test('the space-type filter, kept in the URL, with Clear Filters and the empty state', async ({ page }) => {
  await page.goto('/availability');
  const type = await whenInteractive(page.getByLabel('Space type'));
  await expect(type.locator('option')).toHaveText([
    'All Spaces',
    'Office (incl. Executive Office)',
    'Industrial',
    'Warehouse',
    'Distribution Center',
    'Executive Office',
    'Flex',
  ]);
  await expect(page.getByRole('link', { name: 'Clear Filters' })).toHaveCount(0);
  await type.selectOption('industrial');
  await expect(page).toHaveURL(/\?type=industrial$/);
  await expect(rows(page)).toHaveCount(2);
  await page.getByLabel('Min sq ft').fill('4000');
  await expect(rows(page)).toHaveCount(1);
  await page.getByLabel('Min sq ft').fill('9000');
  await expect(page.getByText('No available spaces match your current filter.')).toBeVisible();
  await page.getByRole('link', { name: 'View All Available Spaces' }).click();
  await expect(rows(page)).toHaveCount(17);
  await expect(page).toHaveURL(/\/availability$/);
});

test('"Back to Availability" from a listing or a building returns to the filtered list', async ({ page }) => {
  await page.goto('/availability');
  await (await whenInteractive(page.getByLabel('Space type'))).selectOption('industrial');
  await expect(page).toHaveURL(/\?type=industrial$/);
  await rows(page).first().click();
  await expect(page).toHaveURL(/\/listing\/\d+$/);
  const listing = page.url();
  // The link takes the list's address from the page's own script (a click before it has run goes
  // to the whole list, back-to-availability.ts).
  await page.waitForLoadState('domcontentloaded');
  await page.getByRole('link', { name: '← Back to Availability' }).click();
  await expect(page).toHaveURL(/\/availability\?type=industrial$/);
  await expect(await whenInteractive(page.getByLabel('Space type'))).toHaveValue('industrial');
  await expect(rows(page)).toHaveCount(2);

  await page.locator('article h2 a').first().click();
  await expect(page).toHaveURL(/\/buildings\//);
  await page.waitForLoadState('domcontentloaded');
  await page.getByRole('link', { name: '← Back to Availability' }).click();
  await expect(page).toHaveURL(/\/availability\?type=industrial$/);

  // A listing opened from anywhere else goes back to the whole list.
  await page.goto(listing);
  await page.getByRole('link', { name: '← Back to Availability' }).click();
  await expect(page).toHaveURL(/\/availability$/);
});

test('a shared filtered address opens filtered and sorted', async ({ page }) => {
  await page.goto('/availability?type=office&sort=size-desc');
  await expect(await whenInteractive(page.getByLabel('Space type'))).toHaveValue('office');
  const sizes = await rows(page).locator(':scope > :last-child > span:nth-last-child(2)').allTextContents();
  const numbers = sizes.map((s) => Number(s.replace(/[^\d]/g, '')));
  expect(numbers.length).toBeGreaterThan(3);
  // Within each building the rows run largest first.
  const first = page.locator('article').first().getByTestId('unit-row');
  const firstSizes = (await first.locator(':scope > :last-child > span:nth-last-child(2)').allTextContents()).map((s) =>
    Number(s.replace(/[^\d]/g, '')),
  );
  expect(firstSizes).toEqual([...firstSizes].sort((a, b) => b - a));
  await page.getByRole('link', { name: 'Clear Filters' }).click();
  await expect(page.getByLabel('Space type')).toHaveValue('all');
});

test('headings go in order: the page title, then one heading per building (no level skipped)', async ({ page }) => {
  await page.goto('/availability');
  const levels = await page.locator('main :is(h1, h2, h3, h4)').evaluateAll((headings) => headings.map((h) => Number(h.tagName[1])));
  expect(levels[0]).toBe(1);
  for (const [i, level] of levels.slice(1).entries()) expect(level, `heading ${i + 1}`).toBeLessThanOrEqual(levels[i]! + 1);
  await expect(page.getByRole('heading', { level: 2, name: 'Harborview Exchange' })).toBeVisible();
});

test('"Office" includes Executive Office units and says so', async ({ page, request }) => {
  const units = (await (await request.get('/api/properties')).json()) as { status: string; type: string; unitNumber: string }[];
  const offices = units.filter((u) => u.status === 'available' && (u.type === 'office' || u.type === 'executive'));
  const executive = offices.find((u) => u.type === 'executive')!;
  expect(executive).toBeDefined();
  await page.goto('/availability');
  await (await whenInteractive(page.getByLabel('Space type'))).selectOption({ label: 'Office (incl. Executive Office)' });
  await expect(page).toHaveURL(/\?type=office$/);
  await expect(rows(page)).toHaveCount(offices.length);
  await expect(rows(page).filter({ hasText: `Unit ${executive.unitNumber}` })).toBeVisible();
  await expect(page.getByTestId('filter-summary')).toHaveText(': office or executive office space');
});

test('a minimum above the maximum says so and does not empty the list', async ({ page }) => {
  await page.goto('/availability');
  await whenInteractive(page.getByLabel('Space type'));
  const all = await rows(page).count();
  await page.getByLabel('Min sq ft').fill('5000');
  await page.getByLabel('Max sq ft').fill('1000');
  await expect(page.getByRole('alert').filter({ hasText: 'Minimum size is above the maximum' })).toBeVisible();
  await expect(page.getByLabel('Min sq ft')).toHaveAttribute('aria-invalid', 'true');
  await expect(rows(page)).toHaveCount(all);
  await expect(page.getByText('No available spaces match your current filter.')).toHaveCount(0);
  await page.getByLabel('Max sq ft').fill('6000');
  await expect(page.getByText('Minimum size is above the maximum')).toHaveCount(0);
  await expect(rows(page)).not.toHaveCount(all);
});

test('the alert form starts from the filters, says what it matches and is stored with them', async ({ page, request }) => {
  const buildings = (await (await request.get('/api/buildings')).json()) as { id: number; name: string }[];
  const building = buildings[0]!;
  await page.goto(`/availability?type=office&building=${building.id}&min=1000`);
  const email = page.getByLabel('Your e-mail');
  await whenInteractive(email);
  await expect(page.getByLabel('Type of space')).toHaveValue('office');
  await expect(page.getByLabel('Type of space').locator('option:checked')).toHaveText('Office (incl. Executive Office)');
  await expect(page.getByLabel('In building')).toHaveValue(String(building.id));
  await expect(page.getByLabel('At least (sq ft)')).toHaveValue('1000');
  await expect(page.getByLabel('At most (sq ft)')).toHaveValue('');
  const criteria = `office or executive office space, at least 1,000 sq ft, in ${building.name}`;
  await expect(page.getByTestId('alert-criteria')).toHaveText(`This alert will match ${criteria}.`);
  // A filter changed above carries into the form.
  await page.getByLabel('Max sq ft').fill('8000');
  await expect(page.getByLabel('At most (sq ft)')).toHaveValue('8000');

  // A size typed as people write it reads as the server will read it.
  await page.getByLabel('At least (sq ft)').fill('2,000');
  await expect(page.getByTestId('alert-criteria')).toHaveText(
    `This alert will match office or executive office space, 2,000 to 8,000 sq ft, in ${building.name}.`,
  );

  const address = 'filters.e2e@example.com';
  await email.fill(address);
  await page.getByRole('button', { name: 'Alert me' }).click();
  await expect(page.getByText(`Almost done: follow the link we sent to ${address}`)).toBeVisible();
  // The form starts again from the filters, and its sentence with it.
  await expect(page.getByLabel('At least (sq ft)')).toHaveValue('1000');
  await expect(page.getByTestId('alert-criteria')).toHaveText(
    `This alert will match office or executive office space, 1,000 to 8,000 sq ft, in ${building.name}.`,
  );
  const outbox = outboxOf(SHOWROOM);
  const confirmations = async () => (await outboxMessages(outbox, '-confirm')).filter((mail) => mail.header('to') === address);
  await expect.poll(async () => (await confirmations()).length).toBe(1);
  const [confirmation] = await confirmations();
  expect(confirmation!.text).toContain(`office or executive office space, 2,000 to 8,000 sq ft, in ${building.name}`);
  await page.goto(new URL(/(http\S+\/confirm)/.exec(confirmation!.text)![1]!).pathname);
  await page.getByRole('button', { name: 'Confirm my alert' }).click();
  await expect(page.getByRole('heading', { name: 'Your alert is on' })).toBeVisible();

  const token = await adminToken(request);
  const alerts = (await (await request.get('/api/alerts', { headers: { authorization: `Bearer ${token}` } })).json()) as unknown[];
  expect(alerts).toContainEqual(
    expect.objectContaining({ spaceType: 'office', minSquareFootage: 2000, maxSquareFootage: 8000, buildingId: building.id }),
  );
});

test('"Alert me" pressed before the form hydrates is answered by a page in the site\'s layout, the e-mail kept', async ({ page }) => {
  // The alert form's island held back, as a slow network would hold it: the browser posts the form.
  await page.route(/\/_astro\/AlertSignup\.[\w-]+\.js$/, () => {});
  await page.goto('/availability');
  await page.getByLabel('Your e-mail').fill('not-an-address');
  await page.getByRole('button', { name: 'Alert me' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Please check your alert' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address');
  await expect(page.getByLabel('Your e-mail')).toHaveValue('not-an-address');
  await expect(page.getByRole('navigation').first()).toBeVisible();
  expect(page.url()).not.toContain('not-an-address');
});
