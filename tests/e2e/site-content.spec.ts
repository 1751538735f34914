// The site's own words as data: change the office hours and the hero title
// in the Site tab → save a draft → the preview shows them, the public pages do not → publish → the
// public pages show them after the rebuild, and the admin says "All changes live". The office hours
// are data that decides tours (decision 048): publishing 8:30 AM – 5:30 PM makes the
// server take 8:30 and refuse 5:30 PM at once, the tour picker, its label and schema.org follow
// with the rebuild, and a tour booked at 5:30 PM before stays, marked for staff.
import { type APIRequestContext, type Page } from '@playwright/test';
import type { SiteContent } from '~/src/lib/schemas/site-content';
import { DEFAULT_OFFICE_HOURS, WEEKDAYS, type OfficeHours } from '~/src/lib/schemas/office-hours';
import { bookableSlots, tourTimeOf } from '~/src/lib/tour-slots';
import { adminToken, personsFormToken, signIn, uniqueName } from './helpers';
import { expect, test } from './workshop';

const HOURS = 'Monday - Friday 8:30 AM - 5:30 PM';
const EARLY: OfficeHours = { days: WEEKDAYS.map((_, i) => ({ closed: i >= 5, opens: '08:30', closes: '17:30' })), closedDates: [] };
const HERO = 'Space to grow on the waterfront';
const TOUR_LABEL = 'Request a tour (Monday to Friday, 8:30 AM to 5:30 PM Boston time)';
const TOUR_MESSAGE = 'Please choose tour times on weekdays, 8:30 to 17:30 Boston time, within the next 14 days';

// Both tests publish the site content: one after the other, never at once.
test.describe.configure({ mode: 'default' });

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
// The static pages as built (each publish rebuilds them), not anything an island fetched.
const rebuilt = { timeout: 120_000, intervals: [250] };

/** The first start at `time` (HH:MM, Boston) bookable under `hours` from an hour from now. */
const slotAt = (time: string, hours: OfficeHours) =>
  bookableSlots(new Date(Date.now() + 3_600_000), hours)
    .find((start) => tourTimeOf(start) === time)!
    .toISOString();

/** An inquiry asking for a tour at `start`, with the form's token and a person's pace (so it reaches the inbox). */
async function askForTour(request: APIRequestContext, lastName: string, start: string) {
  const token = await personsFormToken(request);
  return request.post('/api/contact-submissions', {
    data: {
      firstName: 'Tour',
      lastName,
      email: `${lastName.toLowerCase()}@example.com`,
      message: '',
      formToken: token,
      tourSlots: [start],
    },
  });
}

/**
 * Clicks the Site tab's Preview and answers the tab it opens, within 30 s rather than the test's 5
 * minutes: a toast on its way out once swallowed this click in CI (global.css).
 */
async function openPreview(page: Page): Promise<Page> {
  const [tab] = await Promise.all([
    page.context().waitForEvent('page', { timeout: 30_000 }),
    page.getByRole('button', { name: 'Preview' }).click(),
  ]);
  return tab;
}

type PublishedContent = Omit<SiteContent, 'version' | 'updatedAt'>;

/** The site's words as published now, without the version the API adds. */
async function publishedContent(request: APIRequestContext): Promise<PublishedContent> {
  const {
    version: _version,
    updatedAt: _updatedAt,
    ...content
  } = (await (await request.get('/api/site-content')).json()) as SiteContent & {
    version: number;
    updatedAt: string;
  };
  return content;
}

/** Publishes `content` over whatever is published, as the API's documented client would. */
async function publish(request: APIRequestContext, content: PublishedContent) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const saved = await request.put('/api/site-content', { headers, data: content });
  expect(saved.status()).toBe(200);
}

// Each test leaves the site's words and hours as it found them, for the tests after it on its workshop.
let before: PublishedContent | undefined;

test.beforeEach(async ({ request }) => {
  before = await publishedContent(request);
});

test.afterEach(async ({ request }) => {
  await publish(request, before!);
});

test('office hours and hero title: draft → preview shows them, the public site does not → publish → live after the rebuild', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  // A tour booked at 5:30 PM under today's hours, confirmed by staff.
  const late = slotAt('17:30', DEFAULT_OFFICE_HOURS);
  const lateName = uniqueName('Late');
  const booked = await askForTour(request, lateName, late);
  expect(booked.status()).toBe(201);
  const { id } = (await booked.json()) as { id: number };
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  expect((await request.put(`/api/contact-submissions/${id}/tour`, { headers, data: { start: late } })).status()).toBe(200);

  await signIn(page);
  await tab(page, 'Site').click();
  // The hours are days and times, not text: Monday to Friday 9:00 to 18:00, the weekend closed.
  await expect(page.getByLabel('Monday opens')).toHaveValue('09:00');
  await expect(page.getByLabel('Friday closes')).toHaveValue('18:00');
  await expect(page.getByLabel('Closed on Saturday')).toBeChecked();
  await expect(page.getByLabel('Sunday opens')).toHaveCount(0);
  await expect(page.getByText('The site will show: Monday - Friday 9:00 AM - 6:00 PM')).toBeVisible();
  await expect(page.getByLabel('Hero title')).toHaveValue('Premium Office Space in South Boston');

  // Hours the schema refuses are named in the form and nothing is saved.
  await page.getByLabel('Monday closes').fill('08:00');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Closing time must be after opening time')).toBeVisible();

  for (const day of WEEKDAYS.slice(0, 5)) {
    await page.getByLabel(`${day} opens`).fill('08:30');
    await page.getByLabel(`${day} closes`).fill('17:30');
  }
  // The day after Thanksgiving next year, closed beyond the federal holidays.
  await page.getByRole('button', { name: 'Add closed day' }).click();
  await page.getByLabel('Closed day 1').fill('2027-11-26');
  await expect(page.getByText(`The site will show: ${HOURS}`)).toBeVisible();
  await page.getByLabel('Hero title').fill(`${HERO}, first try`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved. The public site is unchanged until you publish.')).toBeVisible();
  // Close the toast, as a person would (sonner keeps the sign-in's earlier toast, hidden behind it, for its 5 s).
  await page.getByRole('listitem').filter({ hasText: 'Draft saved.' }).getByRole('button', { name: 'Close toast' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'not public yet' })).toBeVisible();

  // Preview opens the draft's preview in a new tab: the home page with the draft applied, then
  // About and Contact. An edit since the draft was saved is saved meanwhile, and the open preview
  // shows it once saved.
  await page.getByLabel('Hero title').fill(HERO);
  const preview = await openPreview(page);
  await preview.waitForURL(/\/preview\/\?draft=\d+$/);
  await expect(preview.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
  await expect(preview.getByText('Preview of a draft: Site content. Not public.')).toBeVisible();
  await expect(preview.locator('footer')).toContainText(HOURS);
  await expect(preview.locator('section[aria-labelledby="cta-heading"]')).toContainText(HOURS);
  await preview.getByRole('link', { name: 'Preview Contact' }).click();
  await expect(preview.getByRole('region', { name: 'Contact information' })).toContainText(HOURS);
  await preview.getByRole('link', { name: 'Preview About' }).click();
  await expect(preview.getByRole('heading', { level: 1, name: 'About the Complex' })).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Site plan' })).toBeVisible();
  // With nothing changed since it was saved, Preview only opens the draft's preview.
  await page.bringToFront();
  const again = await openPreview(page);
  await expect(again).toHaveURL(/\/preview\/\?draft=\d+$/);
  await expect(again.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
  // An open preview follows each save of its draft, with no reload.
  for (const title of [`${HERO}, again`, HERO]) {
    await page.getByLabel('Hero title').fill(title);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(again.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  }
  await again.close();
  const robots = (await request.get('/preview/')).headers();
  expect(robots['x-robots-tag']).toContain('noindex');
  expect(robots['cache-control']).toContain('no-store');

  // Signed out, a preview shows nothing of the draft.
  const stranger = await (await page.context().browser()!.newContext()).newPage();
  await stranger.goto(new URL(preview.url()).pathname + new URL(preview.url()).search);
  await expect(stranger.getByRole('heading', { name: 'Sign in to preview' })).toBeVisible();
  await expect(stranger.getByText(HOURS)).toHaveCount(0);
  await stranger.context().close();

  // The public pages are unchanged while it is a draft.
  for (const path of ['/', '/contact']) {
    const html = await (await request.get(path)).text();
    expect(html).not.toContain(HOURS);
    expect(html).toContain('Monday - Friday 9:00 AM - 6:00 PM');
  }

  // Publish: the draft goes; after the rebuild the public pages show the new words.
  await page.bringToFront();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Site content published. The public pages show it after the rebuild.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'not public yet' })).toHaveCount(0);
  // The server follows at once, before the pages are rebuilt: 8:30 is bookable, 5:30 PM is not.
  const refused = await request.post('/api/contact-submissions', {
    data: { firstName: 'Tour', lastName: 'Refused', email: 'refused@example.com', tourSlots: [late] },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors['tourSlots']).toEqual([TOUR_MESSAGE]);
  expect((await askForTour(request, 'Early', slotAt('08:30', EARLY))).status()).toBe(201);
  // The tour booked at 5:30 PM before stays, marked for staff.
  await tab(page, 'Inquiries').click();
  const upcoming = page.getByRole('region', { name: /Upcoming tours/ });
  await expect(upcoming.getByRole('listitem').filter({ hasText: `Tour ${lateName}` })).toContainText('Outside office hours');

  await expect.poll(async () => (await request.get('/')).text(), rebuilt).toContain(HERO);
  // The admin's header says so too, once the rebuild that has the change is live (part 5).
  await expect(page.getByRole('status', { name: 'Public site' })).toHaveText('All changes live', { timeout: 180_000 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
  await expect(page.locator('footer')).toContainText(HOURS);
  // schema.org says the new hours too.
  const [jsonLd] = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(JSON.parse(jsonLd!)).toMatchObject({
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: expect.arrayContaining(['https://schema.org/Monday']),
        opens: '08:30',
        closes: '17:30',
      },
      { validFrom: '2027-11-26', validThrough: '2027-11-26' },
    ],
  });
  await page.goto('/contact');
  await expect(page.getByRole('region', { name: 'Contact information' })).toContainText(HOURS);
  // The tour picker as built, before (or without) script: its label and its times follow.
  const contact = await (await request.get('/contact')).text();
  expect(contact).toContain(TOUR_LABEL);
  expect(contact).toContain('<option value="08:30">');
  expect(contact).not.toContain('<option value="17:30">');
  await page.getByLabel(TOUR_LABEL).check();
  const times = page.getByLabel('First choice: time');
  await expect(times.getByRole('option', { name: '8:30 AM' })).toHaveCount(1);
  await expect(times.getByRole('option', { name: '5:30 PM' })).toHaveCount(0);
  // The words are in the HTML as built, with no new JavaScript: /about has no island at all, the
  // home page only its featured units.
  const home = await (await request.get('/')).text();
  expect(home).toMatch(new RegExp(`<h1[^>]*>${HERO}</h1>`));
  expect(home.match(/<astro-island/g)).toHaveLength(1);
  expect(await (await request.get('/about')).text()).not.toContain('<astro-island');
});

// The "published" toast lay over the Publish button for 5–30 s (longer while the
// pointer rested on it). Toasts rise above the action bar, so Publish can be pressed again at once.
test('Publish twice in a row: the toast never covers the action bar, on a desktop or a phone', async ({ page }) => {
  test.setTimeout(180_000);
  const published = page.getByText('Site content published. The public pages show it after the rebuild.');
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 375, height: 812 },
  ]) {
    await page.setViewportSize(viewport);
    await signIn(page);
    await tab(page, 'Site').click();
    const publish = page.getByRole('button', { name: 'Publish', exact: true });
    const bar = page.locator('div.sticky', { has: publish });
    for (let press = 1; press <= 2; press++) {
      // The second press comes while the first toast still shows, the pointer resting where it clicked.
      // Its own toast, once its publish has answered: the first press's may still be in the stack.
      const answered = page.waitForResponse((response) => /\/api\/drafts\/\d+\/publish$/.test(response.url()) && response.ok());
      await publish.click({ timeout: 5000 });
      await answered;
      await expect(published.first()).toBeVisible();
      // Measured once the toast has slid in: its bottom edge is above the bar's top edge. The first
      // press's toast may still be stacked behind it: the newest is in front, and first.
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Site content published' }).first();
      await expect
        .poll(
          async () => {
            const [shown, actions] = [await toast.boundingBox(), await bar.boundingBox()];
            return shown && actions ? actions.y - (shown.y + shown.height) : -1;
          },
          { message: `${viewport.width}px, press ${press}` },
        )
        .toBeGreaterThanOrEqual(0);
    }
    await expect(page.getByRole('button', { name: 'Overwrite' })).toHaveCount(0);
    // A dismissed toast slides down over the bar as it leaves, faded out: it never takes a click
    // meant for the bar. What the pointer would hit at Publish's centre, every frame of the exit:
    const takers = await page.evaluate(async () => {
      const publish = [...document.querySelectorAll('button')].find((button) => button.textContent === 'Publish')!;
      const { left, top, width, height } = publish.getBoundingClientRect();
      document.querySelector<HTMLButtonElement>('[data-sonner-toast] button[aria-label="Close toast"]')!.click();
      const seen = new Set<string>();
      for (const end = performance.now() + 600; performance.now() < end;) {
        await new Promise(requestAnimationFrame);
        const hit = document.elementFromPoint(left + width / 2, top + height / 2);
        if (hit && !publish.contains(hit)) seen.add(hit.outerHTML.slice(0, 100));
      }
      return [...seen];
    });
    expect(takers, `${viewport.width}px`).toEqual([]);
  }
});

test("two admins on the Site tab: a save over a colleague's draft or newer publish is refused in view; Reload starts from theirs", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const opened = async () => {
    const page = await (await browser.newContext()).newPage();
    await signIn(page);
    await tab(page, 'Site').click();
    await expect(page.getByLabel('Text block heading')).toBeVisible();
    return page;
  };
  const [alice, bob] = [await opened(), await opened()];
  const heading = (page: Page) => page.getByLabel('Text block heading');
  const original = await heading(alice).inputValue();
  const refusal = (page: Page) => page.getByRole('alert').filter({ has: page.getByRole('button', { name: 'Reload' }) });

  // Alice saves a draft. Bob opened the tab before it existed: his draft is refused, naming her.
  await heading(alice).fill('Heading by Alice');
  await alice.getByRole('button', { name: 'Save draft' }).click();
  await expect(alice.getByText('Draft saved. The public site is unchanged until you publish.')).toBeVisible();
  await heading(bob).fill('Heading by Bob');
  await bob.getByRole('button', { name: 'Save draft' }).click();
  await expect(refusal(bob)).toContainText(/^admin saved a draft of Site content at .* since you opened this form\./);
  await expect(refusal(bob)).toBeInViewport();
  const drafts = async () =>
    (await (await bob.request.get('/api/drafts')).json()) as { kind: string; data: { home?: { seoHeading?: string } } }[];
  expect((await drafts()).find((d) => d.kind === 'site')?.data).toMatchObject({ home: { seoHeading: 'Heading by Alice' } });
  // Reload: Bob's form now starts from her draft.
  await refusal(bob).getByRole('button', { name: 'Reload' }).click();
  await expect(heading(bob)).toHaveValue('Heading by Alice');
  await expect(refusal(bob)).toHaveCount(0);

  // Alice publishes it; Bob, still on the draft he loaded, publishes over it: refused, and Reload
  // starts him from what she published (not from his own draft, which would be refused again).
  await alice.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(alice.getByText('Site content published. The public pages show it after the rebuild.')).toBeVisible();
  await heading(bob).fill('Heading by Bob, later');
  await bob.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(refusal(bob)).toContainText(/^The site content was changed by admin at /);
  await refusal(bob).getByRole('button', { name: 'Reload' }).click();
  await expect(heading(bob)).toHaveValue('Heading by Alice');
  await heading(bob).fill(original);
  await bob.getByRole('button', { name: 'Publish', exact: true }).click();
  // A save, then the publish: two versioned writes, slower beside a rebuild on a busy machine.
  await expect(bob.getByText('Site content published. The public pages show it after the rebuild.')).toBeVisible({ timeout: 15_000 });
  await expect(refusal(bob)).toHaveCount(0);
});

test('unsaved Site edits: another tab asks first; declined, the words stay; agreed, they go', async ({ page }) => {
  await signIn(page);
  await tab(page, 'Site').click();
  const heading = page.getByLabel('Text block heading');
  const original = await heading.inputValue();
  await heading.fill('Typed and not saved');
  const asked: string[] = [];
  page.once('dialog', (question) => {
    asked.push(question.message());
    void question.dismiss();
  });
  await tab(page, 'Buildings').click();
  expect(asked).toEqual(['Discard your unsaved changes?']);
  await expect(tab(page, 'Site')).toHaveAttribute('aria-selected', 'true');
  await expect(heading).toHaveValue('Typed and not saved');

  page.once('dialog', (question) => void question.accept());
  await tab(page, 'Buildings').click();
  await expect(page.getByRole('tabpanel', { name: 'Buildings' })).toBeVisible();
  await tab(page, 'Site').click();
  await expect(heading).toHaveValue(original);
});
