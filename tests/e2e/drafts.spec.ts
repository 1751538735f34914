// Drafts, preview and scheduled publishing of units: a draft is seen in the
// preview only, Publish makes the public page show it after the rebuild, and a new unit scheduled
// two minutes ahead appears on /availability once its time has come (the scheduled function of
// `npm start` publishes it; here it runs every E2E_SCHEDULE_TICK_SECONDS, not every minute).
import { type Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { getDb } from '~/db/client';
import { drafts } from '~/db/schema';
import { createUnit, signIn, uniqueName, withSiteData } from './helpers';
import { expect, test, thisWorkshop } from './workshop';

test.describe.configure({ timeout: 120_000 });

const tab = (page: Page, name: string) => page.getByRole('tab', { name });

/** The static page as built (each write triggers a rebuild). */
const builtPage = async (page: Page, path: string) => (await page.request.get(path)).text();
const rebuilt = { timeout: 120_000, intervals: [250] };

test('a draft shows in the preview only; Publish makes the public page show it after the rebuild', async ({ page, context }) => {
  test.setTimeout(240_000);
  const published = `A corner suite ${uniqueName('as listed')}.`;
  const { id, unitNumber } = await createUnit(page.request, { description: published });
  const drafted = 'Draft: a corner suite with new glass walls, ready in spring.';

  await signIn(page);
  await tab(page, 'Available Space').click();
  const row = page.getByTestId('unit-admin-row').filter({ hasText: `Unit ${unitNumber}` });
  await row.getByRole('button', { name: `Edit Unit ${unitNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit Unit ${unitNumber}` });
  await dialog.getByLabel('Description').fill(drafted);
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved', { exact: true })).toBeVisible();
  await expect(dialog.getByTestId('draft-status')).toContainText('Draft saved by admin');

  // Preview opens in a new tab: the real listing layout, with the draft applied, never indexed.
  const [preview] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('link', { name: 'Preview' }).click()]);
  await expect(preview.getByRole('heading', { level: 1, name: `Unit ${unitNumber}` })).toBeVisible();
  await expect(preview.getByText(drafted)).toBeVisible();
  await expect(preview.getByText(`Preview of a draft: Unit ${unitNumber}. Not public.`)).toBeVisible();
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const pageAnswer = await page.request.get(preview.url());
  expect(pageAnswer.headers()['x-robots-tag']).toContain('noindex');
  expect(pageAnswer.headers()['cache-control']).toContain('no-store');
  expect(await (await page.request.get('/sitemap-0.xml')).text()).not.toContain('/preview');

  // Signed out, the preview only says how to sign in.
  const stranger = await page.context().browser()!.newContext();
  const outsider = await stranger.newPage();
  await outsider.goto(preview.url());
  await expect(outsider.getByRole('heading', { name: 'Sign in to preview' })).toBeVisible();
  await expect(outsider.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/admin');
  await expect(outsider.getByText(drafted)).toHaveCount(0);
  await stranger.close();

  // The public page does not show the draft: neither as built nor after its island reads the API.
  await page.goto(`/listing/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Unit ${unitNumber}` })).toBeVisible();
  await expect(page.getByText(published)).toBeVisible();
  await expect(page.getByText(drafted)).toHaveCount(0);
  expect(await builtPage(page, `/listing/${id}`)).not.toContain(drafted);

  // The list shows the badge; Publish from the dialog makes it live.
  await signIn(page);
  await tab(page, 'Available Space').click();
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Edit Unit ${unitNumber}` }).click();
  await expect(dialog.getByLabel('Description')).toHaveValue(drafted);
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await expect(row.getByText('Draft', { exact: true })).toHaveCount(0);
  await expect.poll(() => builtPage(page, `/listing/${id}`), rebuilt).toContain(drafted);
  await preview.reload();
  await expect(preview.getByRole('heading', { name: 'Draft not found' })).toBeVisible();
});

/** A time `minutes` ahead as a datetime-local field holds it, in Boston. */
function bostonFieldValue(minutes: number): string {
  const at = new Date(Date.now() + minutes * 60_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts['year']}-${parts['month']}-${parts['day']}T${parts['hour']}:${parts['minute']}`;
}

/**
 * Brings a scheduled draft's time now, in the running site's database, as the clock would two
 * minutes later: the test controls the time it waits.
 */
async function bringScheduledTimeNow(unitNumber: string) {
  const moved = await withSiteData(thisWorkshop(), () =>
    getDb()
      .update(drafts)
      .set({ publishAt: new Date(Date.now() - 1000) })
      .where(sql`${drafts.data}->>'unitNumber' = ${unitNumber}`)
      .returning({ id: drafts.id }),
  );
  expect(moved).toHaveLength(1);
}

/** Schedules a new unit two minutes ahead from the Add dialog. */
async function scheduleNewUnit(page: Page, unitNumber: string) {
  await page.getByRole('button', { name: 'Add Available Space' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Available Space' });
  await dialog.getByLabel('Building', { exact: true }).selectOption({ index: 1 });
  await dialog.getByLabel('Unit number').fill(unitNumber);
  await dialog.getByLabel('Space type').selectOption('office');
  await dialog.getByLabel('Square footage').fill('1750');
  await dialog.getByLabel('Publish on (Boston time)').fill(bostonFieldValue(2));
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(dialog.getByTestId('draft-status')).toContainText('Scheduled for');
  await expect(dialog.getByTestId('draft-status')).toContainText('(Boston time)');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
}

test('a new unit scheduled two minutes ahead appears on /availability after that time', async ({ page }) => {
  // The scheduler's ticks and the rebuild.
  test.setTimeout(240_000);
  const scheduled = uniqueName('SCHED');
  // A second one whose time the test brings now: once the scheduler has published it, the
  // scheduler has run, and the first one must still wait.
  const control = uniqueName('SCHED');
  await signIn(page);
  await tab(page, 'Available Space').click();
  await scheduleNewUnit(page, scheduled);
  await scheduleNewUnit(page, control);

  // Listed as a scheduled new unit, not public yet.
  const drafts = page.getByRole('region', { name: 'New units (drafts, not public)' });
  await expect(drafts.getByTestId('new-draft-row').filter({ hasText: `Unit ${scheduled}` })).toContainText('Scheduled for');
  const publicUnits = async () =>
    ((await (await page.request.get('/api/properties')).json()) as { unitNumber: string }[]).map((u) => u.unitNumber);
  expect(await publicUnits()).not.toContain(scheduled);
  await page.goto('/availability');
  await expect(page.getByTestId('unit-row').first()).toBeVisible();
  await expect(page.getByText(`Unit ${scheduled}`)).toHaveCount(0);

  // Not before its time: the scheduler has run since (it published the control), and not this one.
  await bringScheduledTimeNow(control);
  await expect.poll(publicUnits, { timeout: 30_000, intervals: [500] }).toContain(control);
  expect(await publicUnits()).not.toContain(scheduled);
  // Its time comes: the scheduler's next run publishes it.
  await bringScheduledTimeNow(scheduled);
  await expect.poll(publicUnits, { timeout: 30_000, intervals: [500] }).toContain(scheduled);
  // And the rebuild that publishing triggers lists it.
  await expect.poll(() => builtPage(page, '/availability'), rebuilt).toMatch(new RegExp(`Unit (<!-- -->)?${scheduled}<`));
  await page.goto('/availability');
  await expect(page.getByText(`Unit ${scheduled}`)).toBeVisible();
});
