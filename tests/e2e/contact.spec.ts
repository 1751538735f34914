import { expect, test } from './test';
import { adminToken, E2E_MIN_FILL_MS, holdIslandScript, typeLikeAPerson, whenInteractive } from './helpers';

test('shows the four validation messages of the product and sends nothing', async ({ page }) => {
  let posted = false;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/contact-submissions')) posted = true;
  });
  // A listing named by a link longer than the form keeps: every field that cannot be sent says why.
  await page.goto(`/contact?listing=${'A corner office with a view '.repeat(12)}`);
  await whenInteractive(page.getByLabel('First name'));
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us - Office Space South Boston' })).toBeVisible();
  await page.getByLabel('E-mail').fill('not-an-address');
  await page.getByLabel('Company').fill('C'.repeat(201));
  await page.getByLabel('Message').fill('Too short');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Last name is required')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Please provide a detailed message (at least 10 characters)')).toBeVisible();
  await expect(page.getByText('Must be at most 200 characters')).toBeVisible();
  await expect(page.getByText('Must be at most 300 characters')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  expect(posted).toBe(false);
});

test('sends an inquiry: Sending..., the success toast, a panel that stays, and a stored row', async ({ page, request }) => {
  // The time trap counts from when the server issued the form's token, so start once it has
  // (a cold function can take seconds to answer the first time).
  const tokenIssued = page.waitForResponse('**/api/contact-submissions/form-token');
  // The page's clock runs as the wall's until the test moves it on past the toast's lifetime.
  await page.clock.install();
  await page.goto('/contact?listing=Unit%20210');
  await whenInteractive(page.getByLabel('First name'));
  await tokenIssued;
  await expect(page.getByLabel('Interested in').locator('option:checked')).toHaveText(/Unit 210/);
  await page.getByLabel('First name').fill('Morgan');
  await page.getByLabel('Last name').fill('E2E');
  await page.getByLabel('E-mail').fill('morgan.e2e@example.com');
  await page.getByLabel('Company').fill('Harbor Test Co');
  await typeLikeAPerson(page.getByLabel('Message'), 'We would like to tour Unit 210 next week.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully!')).toBeVisible();
  await expect(page.getByText("We'll get back to you within 24 hours.")).toBeVisible();
  // The toast is announced: it sits in a live region.
  await expect(page.locator('[aria-live]').getByText('Message sent successfully!')).toBeVisible();
  const panel = page.getByRole('status').filter({ hasText: 'Thank you: your message is with the leasing team' });
  await expect(panel).toContainText('The team answers within 24 hours.');
  // The toast goes after a few seconds (the page's clock moved on, not waited out); the panel stays.
  await page.clock.fastForward(10_000);
  await expect(page.locator('[aria-live]').getByText('Message sent successfully!')).toBeHidden();
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Send another message' }).click();
  await expect(page.getByLabel('First name')).toHaveValue('');
  const token = await adminToken(request);
  const inbox = (await (await request.get('/api/contact-submissions', { headers: { authorization: `Bearer ${token}` } })).json()) as Record<
    string,
    unknown
  >[];
  // The form sends the unit's id; its label goes along as the listing text.
  const units = (await (await request.get('/api/properties')).json()) as { id: number; unitNumber: string }[];
  expect(inbox.find((i) => i['email'] === 'morgan.e2e@example.com')).toMatchObject({
    firstName: 'Morgan',
    company: 'Harbor Test Co',
    status: 'new',
    listing: expect.stringContaining('Unit 210'),
    unitId: units.find((u) => u.unitNumber === '210')!.id,
  });
});

test('the time trap counts from when the page was shown: read first, then filled in at once, the inquiry reaches the inbox', async ({
  page,
  request,
}) => {
  // The page asks for the form's token as it is shown, before anyone touches the form.
  const tokenIssued = page.waitForResponse('**/api/contact-submissions/form-token');
  await page.goto('/contact');
  await tokenIssued;
  // The form's island has hydrated by the time the visitor is done reading (a post before it
  // hydrates is the no-script path, asked to press once more: no-js.spec.ts).
  await whenInteractive(page.getByLabel('First name'));
  // The visitor reads for longer than the trap, then the browser's autofill fills every field at
  // once and they send: the first touch of the form comes with the send.
  const issuedAt = Date.now();
  await expect.poll(() => Date.now() - issuedAt, { intervals: [100] }).toBeGreaterThan(E2E_MIN_FILL_MS + 200);
  await page.getByLabel('First name').fill('Autofill');
  await page.getByLabel('Last name').fill('Reader');
  await page.getByLabel('E-mail').fill('autofill.reader@example.com');
  await page.getByLabel('Message').fill('We read about the units and want to see Unit 210.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully!')).toBeVisible();
  const token = await adminToken(request);
  const all = (await (
    await request.get('/api/contact-submissions?spam=include', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { email: string; isSpam: boolean; spamReason: string | null }[];
  expect(all.find((i) => i.email === 'autofill.reader@example.com')).toMatchObject({ isSpam: false, spamReason: null });
});

test('offers the units the API lists now: a unit leased since the build is no longer offered', async ({ page, request }) => {
  const units = (await (await request.get('/api/properties')).json()) as { unitNumber: string; status: string; description: string }[];
  // The page carries what the form offers (decision 076): its built list names Unit 210, and no unit's description.
  const html = await (await request.get('/contact')).text();
  expect(html).toMatch(/<option[^>]*>[^<]*Unit 210 /);
  for (const unit of units.filter((u) => u.description)) expect(html).not.toContain(unit.description);
  await page.route('**/api/properties', (route) =>
    route.fulfill({ json: units.map((unit) => (unit.unitNumber === '210' ? { ...unit, status: 'leased' } : unit)) }),
  );
  await page.goto('/contact');
  const choices = page.getByLabel('Interested in').locator('option');
  await expect(choices.filter({ hasText: 'Unit 210 ' })).toHaveCount(0);
  const offered = units.filter((unit) => unit.status === 'available' && unit.unitNumber !== '210');
  await expect(choices).toHaveCount(offered.length + 1);
});

test('a failed send shows the failure toast and keeps what was typed', async ({ page }) => {
  await page.route('**/api/contact-submissions', (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto('/contact');
  await whenInteractive(page.getByLabel('First name'));
  await page.getByLabel('First name').fill('Kept');
  await page.getByLabel('Last name').fill('Text');
  await page.getByLabel('E-mail').fill('kept@example.com');
  await page.getByLabel('Message').fill('This message must survive a failure.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Failed to send message')).toBeVisible();
  await expect(page.getByText('Please try again later.')).toBeVisible();
  await expect(page.getByLabel('Message')).toHaveValue('This message must survive a failure.');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

test('shows the contact details and the leasing team', async ({ page }) => {
  await page.goto('/contact');
  await whenInteractive(page.getByLabel('First name'));
  await expect(page.getByText('Monday - Friday 9:00 AM - 6:00 PM').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Leasing Team' })).toBeVisible();
});

test('text typed before the form hydrates survives hydration and is sent', async ({ page, request }) => {
  const release = await holdIslandScript(page, 'ContactForm');
  await page.goto('/contact');
  const island = page.getByLabel('First name').locator('xpath=ancestor::astro-island[1]');
  await expect(island).toHaveAttribute('ssr', '');
  await page.getByLabel('First name').fill('Early');
  await page.getByLabel('Last name').fill('Typist');
  await page.getByLabel('E-mail').fill('early.typist@example.com');
  await page.getByLabel('Message').fill('Typed before the page finished loading, on a slow phone.');
  release();
  await expect(island).not.toHaveAttribute('ssr');
  await expect(page.getByLabel('First name')).toHaveValue('Early');
  await expect(page.getByLabel('Message')).toHaveValue('Typed before the page finished loading, on a slow phone.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message sent successfully!')).toBeVisible();
  const token = await adminToken(request);
  const all = (await (
    await request.get('/api/contact-submissions?spam=include', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as Record<string, unknown>[];
  expect(all.find((i) => i['email'] === 'early.typist@example.com')).toMatchObject({ firstName: 'Early', lastName: 'Typist' });
});

test("the home page's Schedule Tour opens the form with the tour box ticked", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Schedule Tour' }).click();
  await expect(page).toHaveURL(/\/contact\?tour=1$/);
  await whenInteractive(page.getByLabel('First name'));
  await expect(page.getByLabel(/Request a tour/)).toBeChecked();
  await expect(page.getByLabel('First choice: day')).toBeVisible();
  // Sent with no time chosen, the form asks for one, not for a longer message.
  await page.getByLabel('First name').fill('Tess');
  await page.getByLabel('Last name').fill('Tourer');
  await page.getByLabel('E-mail').fill('tess@example.com');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please choose a day and time for your tour')).toBeVisible();
  await expect(page.getByText('Please provide a detailed message (at least 10 characters)')).toHaveCount(0);
});

test('a chosen tour day and time read in full in their boxes, on a desktop and on a phone', async ({ page }) => {
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 375, height: 812 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/contact?tour=1');
    await whenInteractive(page.getByLabel('First name'));
    const day = page.getByLabel('First choice: day');
    const longest = await day
      .locator('option')
      .evaluateAll((options: HTMLOptionElement[]) => options.reduce((a, b) => (b.text.length > a.text.length ? b : a)).value);
    await day.selectOption(longest);
    await page.getByLabel('First choice: time').selectOption({ index: 1 });
    for (const box of [day, page.getByLabel('First choice: time')]) {
      // Room left beside the chosen text for the box's padding and arrow.
      const room = await box.evaluate((select: HTMLSelectElement) => {
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = getComputedStyle(select).font;
        return select.clientWidth - context.measureText(select.selectedOptions[0]!.text).width;
      });
      expect(room, `${viewport.width}px`).toBeGreaterThanOrEqual(40);
    }
  }
});
