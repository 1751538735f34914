// Drafts, preview and scheduled publishing of units: a draft is seen in the
// preview only, Publish makes the public page show it after the rebuild, and a new unit scheduled
// two minutes ahead appears on /availability once its time has come (the scheduled function of
// `npm start` publishes it; here it runs every E2E_SCHEDULE_TICK_SECONDS, not every minute).
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { closeDatabase, getDb } from '~/db/client';
import { drafts } from '~/db/schema';
import { runningDataAccess } from '~/scripts/platform/data-folder-lock';
import { signIn } from './helpers';
import { E2E_SCHEDULE_TICK_SECONDS } from './settings';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const tab = (page: Page, name: string) => page.getByRole('tab', { name });

/** The static page as built (each write triggers a rebuild). */
const builtPage = async (page: Page, path: string) => (await page.request.get(path)).text();
const rebuilt = { timeout: 120_000, intervals: [250] };

test('a draft shows in the preview only; Publish makes the public page show it after the rebuild', async ({ page, context }) => {
  test.setTimeout(240_000);
  const units = (await (await page.request.get('/api/properties')).json()) as { id: number; unitNumber: string }[];
  const { id } = units.find((u) => u.unitNumber === '505')!;
  const drafted = 'Draft: a corner suite with new glass walls, ready in spring.';

  await signIn(page);
  await tab(page, 'Available Space').click();
  const row = page.getByTestId('unit-admin-row').filter({ hasText: 'Unit 505' });
  await row.getByRole('button', { name: 'Edit Unit 505' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Unit 505' });
  await dialog.getByLabel('Description').fill(drafted);
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved', { exact: true })).toBeVisible();
  await expect(dialog.getByTestId('draft-status')).toContainText('Draft saved by admin');

  // Preview opens in a new tab: the real listing layout, with the draft applied, never indexed.
  const [preview] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('link', { name: 'Preview' }).click()]);
  await expect(preview.getByRole('heading', { level: 1, name: 'Unit 505' })).toBeVisible();
  await expect(preview.getByText(drafted)).toBeVisible();
  await expect(preview.getByText('Preview of a draft: Unit 505. Not public.')).toBeVisible();
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
  await expect(page.getByRole('heading', { level: 1, name: 'Unit 505' })).toBeVisible();
  await expect(page.getByText('Top-floor executive suite')).toBeVisible();
  await expect(page.getByText(drafted)).toHaveCount(0);
  expect(await builtPage(page, `/listing/${id}`)).not.toContain(drafted);

  // The list shows the badge; Publish from the dialog makes it live.
  await signIn(page);
  await tab(page, 'Available Space').click();
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Edit Unit 505' }).click();
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
 * Brings a scheduled draft's time now, in the running site's database (read over the sockets its
 * server records), as the clock would two minutes later: the test controls the time it waits.
 */
async function bringScheduledTimeNow(unitNumber: string) {
  const access = await runningDataAccess(path.join('.netlify', 'e2e'));
  Object.assign(process.env, { NETLIFY_DB_URL: access?.['NETLIFY_DB_URL'], NETLIFY_DB_DRIVER: 'server' });
  try {
    const moved = await getDb()
      .update(drafts)
      .set({ publishAt: new Date(Date.now() - 1000) })
      .where(sql`${drafts.data}->>'unitNumber' = ${unitNumber}`)
      .returning({ id: drafts.id });
    expect(moved).toHaveLength(1);
  } finally {
    await closeDatabase();
  }
}

test('a new unit scheduled two minutes ahead appears on /availability after that time', async ({ page }) => {
  // The scheduler's ticks and the rebuild.
  test.setTimeout(240_000);
  await signIn(page);
  await tab(page, 'Available Space').click();
  await page.getByRole('button', { name: 'Add Available Space' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Available Space' });
  await dialog.getByLabel('Building', { exact: true }).selectOption({ index: 1 });
  await dialog.getByLabel('Unit number').fill('E2E-SCHED');
  await dialog.getByLabel('Space type').selectOption('office');
  await dialog.getByLabel('Square footage').fill('1750');
  const publishOn = bostonFieldValue(2);
  await dialog.getByLabel('Publish on (Boston time)').fill(publishOn);
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(dialog.getByTestId('draft-status')).toContainText('Scheduled for');
  await expect(dialog.getByTestId('draft-status')).toContainText('(Boston time)');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Listed as a scheduled new unit, not public yet.
  const drafts = page.getByRole('region', { name: 'New units (drafts, not public)' });
  await expect(drafts.getByTestId('new-draft-row').filter({ hasText: 'Unit E2E-SCHED' })).toContainText('Scheduled for');
  const publicUnits = async () =>
    ((await (await page.request.get('/api/properties')).json()) as { unitNumber: string }[]).map((u) => u.unitNumber);
  expect(await publicUnits()).not.toContain('E2E-SCHED');
  await page.goto('/availability');
  await expect(page.getByTestId('unit-row').first()).toBeVisible();
  await expect(page.getByText('Unit E2E-SCHED')).toHaveCount(0);

  // Not before its time: the scheduler has run twice since, and published nothing.
  await page.waitForTimeout(2 * E2E_SCHEDULE_TICK_SECONDS * 1000 + 500);
  expect(await publicUnits()).not.toContain('E2E-SCHED');
  // Its time comes: the scheduler's next run publishes it.
  await bringScheduledTimeNow('E2E-SCHED');
  await expect.poll(publicUnits, { timeout: 30_000, intervals: [500] }).toContain('E2E-SCHED');
  // And the rebuild that publishing triggers lists it.
  await expect.poll(() => builtPage(page, '/availability'), rebuilt).toMatch(/Unit (<!-- -->)?E2E-SCHED</);
  await page.goto('/availability');
  await expect(page.getByText('Unit E2E-SCHED')).toBeVisible();
});
