// Every public form works before and without JavaScript (decision 024): with script disabled, and
// with the CPU slowed 6× and the form sent at once (before its island hydrates), the contact form,
// a tour request and the alert form each store what was sent, and no request URL carries the
// visitor's e-mail address.
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './test';
import { matchesSpaceType } from '~/src/lib/space-type-groups';
import { tourSlotAt } from '~/src/lib/tour-slots';
import { outboxMessages } from '../helpers/mail';
import { adminToken } from './helpers';
import { outboxOf, SHOWROOM } from './settings';

const OUTBOX = outboxOf(SHOWROOM);

/** Every URL the page requests, to check that none carries the address. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

function expectNoAddressIn(urls: string[], email: string) {
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) {
    expect(url).not.toContain(email);
    expect(url).not.toContain(encodeURIComponent(email));
  }
}

/** The stored inquiry from `email`, inbox or Spam view. */
async function storedInquiry(page: Page, email: string) {
  const token = await adminToken(page.request);
  const all = (await (
    await page.request.get('/api/contact-submissions?spam=include', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as Record<string, unknown>[];
  return all.find((inquiry) => inquiry['email'] === email);
}

async function fillInquiry(page: Page, email: string, message: string) {
  await page.getByLabel('First name').fill('Plain');
  await page.getByLabel('Last name').fill('Poster');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Message').fill(message);
}

/**
 * A day whose 10:00 tour is bookable whenever the test runs: the day before the last one offered.
 * The first days may be past (the page was built earlier); the last is 14 days from now, so before
 * 10:00 in Boston its 10:00 is not yet within the window.
 */
async function dayWithTenOClock(page: Page): Promise<string> {
  const days = await page
    .getByLabel('First choice: day')
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
  expect(days.length).toBeGreaterThan(1);
  return days.at(-2)!;
}

/** A confirmation e-mail went to `email`: its alert is stored, pending. */
const confirmationsTo = async (email: string) =>
  (await outboxMessages(OUTBOX, '-confirm')).filter((mail) => mail.header('to') === email).length;

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form asks for one more press, then stores the inquiry and says it was sent', async ({ page }) => {
    const email = 'nojs.contact@example.com';
    const urls = recordRequests(page);
    await page.goto('/contact');
    await fillInquiry(page, email, 'Sent from a browser with scripts turned off.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Almost sent' })).toBeVisible();
    await expect(page.getByLabel('Message')).toHaveValue('Sent from a browser with scripts turned off.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\/sent$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Message sent successfully!' })).toBeVisible();
    expect(await storedInquiry(page, email)).toMatchObject({
      firstName: 'Plain',
      message: 'Sent from a browser with scripts turned off.',
      isSpam: false,
    });
    expectNoAddressIn(urls, email);
  });

  test('a tour request with no message is stored with its time', async ({ page }) => {
    const email = 'nojs.tour@example.com';
    const urls = recordRequests(page);
    await page.goto('/contact');
    await page.getByLabel(/Request a tour/).check();
    const day = page.getByLabel('First choice: day');
    await expect(day).toBeVisible();
    const tourDay = await dayWithTenOClock(page);
    await day.selectOption(tourDay);
    await page.getByLabel('First choice: time').selectOption('10:00');
    await page.getByLabel('First name').fill('Tour');
    await page.getByLabel('Last name').fill('Taker');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('button', { name: 'Send Message' }).click(); // once more, on "Almost sent"
    await expect(page).toHaveURL(/\/contact\/sent$/);
    expect(await storedInquiry(page, email)).toMatchObject({
      message: '',
      tourStatus: 'requested',
      tourSlots: [tourSlotAt(tourDay, '10:00')!.toISOString()],
    });
    expectNoAddressIn(urls, email);
  });

  test('a mistake answers the form again with its message and what was typed, nothing in the URL', async ({ page }) => {
    const urls = recordRequests(page);
    await page.goto('/contact');
    await fillInquiry(page, 'nojs.typo@example', 'A message long enough to pass.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter a valid email address').first()).toBeVisible();
    // In the site's layout: its navigation and footer around the form.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue('nojs.typo@example');
    await expect(page.getByLabel('Message')).toHaveValue('A message long enough to pass.');
    // Corrected and sent again from that page.
    await page.getByLabel('E-mail').fill('nojs.typo@example.com');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\/sent$/);
    expect(await storedInquiry(page, 'nojs.typo@example.com')).toMatchObject({ lastName: 'Poster' });
    expectNoAddressIn(urls, 'nojs.typo@example');
  });

  test('the alert form stores a pending alert', async ({ page }) => {
    const email = 'nojs.alert@example.com';
    const urls = recordRequests(page);
    await page.goto('/availability');
    await page.getByLabel('Your e-mail').fill(email);
    await page.getByLabel('Type of space').selectOption('office');
    await page.getByRole('button', { name: 'Alert me' }).click();
    await expect(page).toHaveURL(/\/availability\/alert-sent$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Almost done' })).toBeVisible();
    await expect.poll(() => confirmationsTo(email)).toBe(1);
    expectNoAddressIn(urls, email);
  });
});

// WCAG H32: the /availability filter has a submit button, so a filter is applied from
// the keyboard without script; the values are choices and size bounds, never typed text.
test.describe('the availability filter with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('applies a filter from the keyboard and lists only the matching spaces', async ({ page, request }) => {
    const units = (await (await request.get('/api/properties')).json()) as {
      id: number;
      type: string;
      squareFootage: number;
      status: string;
    }[];
    const matching = units.filter((u) => u.status === 'available' && matchesSpaceType('office', u.type) && u.squareFootage >= 2000);
    expect(matching.length).toBeGreaterThan(0);

    await page.goto('/availability');
    const form = page.getByRole('form', { name: 'Filter available spaces' });
    await form.getByLabel('Space type').selectOption('office');
    await form.getByLabel('Min sq ft').fill('2000');
    await form.getByLabel('Sort by').selectOption('size-asc');
    await form.getByRole('button', { name: 'Apply Filters' }).press('Enter');

    await expect(page).toHaveURL(/\/availability\/results\?type=office&building=&min=2000&max=&sort=size-asc$/);
    // The same page, filtered, in the site's layout, its form showing the filter chosen.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(form.getByLabel('Space type')).toHaveValue('office');
    await expect(page.getByText(/^\d+ available spaces in \d+ buildings?: /)).toContainText(`${matching.length} available spaces`);
    await expect(page.locator('main li')).toHaveCount(matching.length);
    for (const unit of matching) await expect(page.locator(`main li a[href="/listing/${unit.id}"]`)).toHaveCount(1);
    await page.getByRole('link', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/availability$/);
  });
});

/** How long a send at 6x CPU may take to show its answer (below). */
const SLOW_SEND_MS = 20_000;

/** A send with no token yet is asked for one more press (the browser's post: "Almost sent"; the island's: a toast): pressed. */
async function sendOnceMoreIfAsked(page: Page, sent: Locator) {
  const asked = page.getByText('Please check it and press Send Message once more.').first();
  await expect(sent.or(asked)).toBeVisible({ timeout: SLOW_SEND_MS });
  if (await asked.isVisible()) await page.getByRole('button', { name: 'Send Message' }).click();
}

test.describe('on a slow phone, sent at once (before hydration)', () => {
  test.beforeEach(async ({ page, context }) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    // A trace, kept when a test fails: "the contact form and a tour request" failed twice in some
    // ten full runs, each time around a rebuild, with the result page named in Playwright's log but
    // /contact still shown, and it passes alone. Two tests: the recording costs little (decision 051).
    await context.tracing.start({ snapshots: true });
  });

  test.afterEach(async ({ context }, testInfo) => {
    const failed = testInfo.status !== testInfo.expectedStatus;
    await context.tracing.stop(failed ? { path: testInfo.outputPath('trace.zip') } : {});
  });

  test('the contact form and a tour request are stored', async ({ page }) => {
    // Two sends at 6x CPU: under a loaded machine (a rebuild beside it) 30 s was once not enough.
    test.setTimeout(60_000);
    const email = 'slow.contact@example.com';
    const urls = recordRequests(page);
    await page.goto('/contact', { waitUntil: 'load' });
    await fillInquiry(page, email, 'Sent the moment the page appeared.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    // Either the browser posted it (the result page) or the island did (the panel). The island's way
    // at 6x CPU on a busy machine (its stylesheet alone took 3 s in one CI run): the fill woke it, the
    // click waits for it, then its validator's chunk, the send and the panel; 4–6 s after the click
    // in that run, past an assertion's usual 5 s.
    const sent = page.getByText(/Message sent successfully!|Thank you: your message is with the leasing team/).first();
    await sendOnceMoreIfAsked(page, sent);
    await expect(sent).toBeVisible({ timeout: SLOW_SEND_MS });
    await expect.poll(async () => (await storedInquiry(page, email))?.['message']).toBe('Sent the moment the page appeared.');
    expectNoAddressIn(urls, email);

    const tourEmail = 'slow.tour@example.com';
    await page.goto('/contact', { waitUntil: 'load' });
    await page.getByLabel(/Request a tour/).check();
    const day = page.getByLabel('First choice: day');
    const tourDay = await dayWithTenOClock(page);
    await day.selectOption(tourDay);
    await page.getByLabel('First choice: time').selectOption('10:00');
    await page.getByLabel('First name').fill('Slow');
    await page.getByLabel('Last name').fill('Tourer');
    await page.getByLabel('E-mail').fill(tourEmail);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await sendOnceMoreIfAsked(page, sent);
    await expect(sent).toBeVisible({ timeout: SLOW_SEND_MS });
    await expect
      .poll(async () => (await storedInquiry(page, tourEmail))?.['tourSlots'])
      .toEqual([tourSlotAt(tourDay, '10:00')!.toISOString()]);
    expectNoAddressIn(urls, tourEmail);
  });

  test('the alert form stores a pending alert', async ({ page }) => {
    const email = 'slow.alert@example.com';
    const urls = recordRequests(page);
    await page.goto('/availability', { waitUntil: 'load' });
    await page.getByLabel('Your e-mail').fill(email);
    await page.getByRole('button', { name: 'Alert me' }).click();
    await expect(page.getByText(/Almost done/).first()).toBeVisible();
    await expect.poll(() => confirmationsTo(email)).toBe(1);
    expectNoAddressIn(urls, email);
  });
});

test.describe('photos with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('a tapped photo shows the full-size image, on a listing and in the gallery', async ({ page, request }) => {
    const units = (await (await request.get('/api/properties')).json()) as { id: number; status: string; images: string[] }[];
    const withPhotos = units.find((u) => u.status === 'available' && u.images.length > 1)!;
    for (const [path, photo] of [
      [`/listing/${withPhotos.id}`, page.getByRole('link', { name: /^Open photo 1 of/ })],
      ['/gallery', page.locator('main li a:has(img)').first()],
    ] as const) {
      await page.goto(path);
      const image = page.waitForResponse((response) => response.request().isNavigationRequest());
      await photo.click();
      const answer = await image;
      expect(answer.status(), path).toBe(200);
      expect(answer.headers()['content-type'], path).toMatch(/^image\//);
    }
  });
});
