import { randomUUID } from 'node:crypto';
import { setEnvironmentContext } from '@netlify/blobs';
import { expect, test, type APIRequestContext, type Cookie, type Locator, type Page } from '@playwright/test';
import { closeDatabase } from '~/db/client';
import { createStaffUser } from '~/db/queries/admin-users';
import type { StaffRole } from '~/src/lib/schemas/staff-roles';
import { SESSION_COOKIE } from '~/functions/_shared/auth';
import { runningDataAccess } from '~/scripts/platform/data-folder-lock';
import { AUTH_TOKEN_KEY } from '~/src/lib/api/client';
import type { UnitInput } from '~/src/lib/schemas/unit';
import { E2E_ADMIN_PASSWORD, E2E_MIN_FILL_MS, urlOf, type E2eSite } from './settings';
import { thisWorkshop } from './workshop';

export { E2E_ADMIN_PASSWORD, E2E_MIN_FILL_MS };

/** A name no other test, and no other run of this one, uses: `E2E-` and 8 hex digits. */
export const uniqueName = (prefix = 'E2E') => `${prefix}-${randomUUID().slice(0, 8).toUpperCase()}`;

/**
 * Runs `work` on a running site's database and photo store, reached over the sockets its server
 * records in the data folder's lock (the db/ and src/server/ functions then read them).
 */
export async function withSiteData<T>(site: E2eSite, work: () => Promise<T>): Promise<T> {
  const access = await runningDataAccess(site.dataDir);
  if (!access) throw new Error(`no site is running on ${site.dataDir}`);
  Object.assign(process.env, { NETLIFY_DB_URL: access['NETLIFY_DB_URL'], NETLIFY_DB_DRIVER: 'server' });
  setEnvironmentContext(JSON.parse(Buffer.from(access['NETLIFY_BLOBS_CONTEXT'] ?? '', 'base64').toString()));
  try {
    return await work();
  } finally {
    await closeDatabase();
  }
}

export interface Colleague {
  username: string;
  password: string;
  name: string;
}

/** A staff account of the test's own on its workshop site, so what it changes of it is its alone. */
export async function createColleague(role: StaffRole, name = `Pat ${uniqueName('Tester')}`): Promise<Colleague> {
  const username = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`;
  const colleague = { username, password: `${role} password for ${name}`, name };
  await withSiteData(thisWorkshop(), () => createStaffUser({ ...colleague, role, email: username }));
  return colleague;
}

/** Signs `page` in through the form as `colleague`. */
export async function signInAs(page: Page, colleague: Colleague): Promise<void> {
  await page.goto('/admin');
  await expect(page.getByLabel(/Username/)).toBeVisible({ timeout: 15_000 });
  await page.getByLabel(/Username/).fill(colleague.username);
  await page.getByLabel('Password').fill(colleague.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
}

/**
 * Waits until the island holding `target` is interactive. Islands below the fold hydrate when
 * they scroll into view (client:visible); a click before that would be lost. React hydrates in a
 * transition, in slices: the page is idle once it has committed.
 */
export async function whenInteractive(target: Locator): Promise<Locator> {
  await target.scrollIntoViewIfNeeded();
  const island = target.locator('xpath=ancestor::astro-island[1]');
  // Generous: with two browsers on two cores an island below the fold can take seconds to hydrate.
  await expect(island).not.toHaveAttribute('ssr', { timeout: 15_000 });
  await target.page().evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  return target;
}

/** Holds the island script whose file starts with `name` until the returned function is called. */
export async function holdIslandScript(page: Page, name: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/_astro/${name}\\.[\\w-]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Opens `path` until `shown` holds: an admin change reaches the public pages with the rebuild it
 * triggers (a few seconds here). Each look is short; the whole wait is bounded.
 */
export async function openOnceRebuilt(page: Page, path: string, shown: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.goto(path);
    await shown();
  }).toPass({ timeout: 60_000 });
}

/** Waits until the photo viewer has opened and taken focus (it reads the arrow keys then). */
export async function viewerReady(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Boolean(document.querySelector('.yarl__root')?.contains(document.activeElement))), { timeout: 15_000 })
    .toBe(true);
}

/**
 * The admin's session as this worker's first sign-in through the form on each site left it: its
 * cookie and the token the admin keeps in local storage. Later sign-ins take it up instead of
 * typing the form again (the form's own behaviour is tested in admin.spec.ts); a session that has
 * ended since (a sign-out everywhere, a password change) shows the form, and the form signs in afresh.
 */
const formSessions = new Map<string, { cookies: Cookie[]; token: string }>();

/** The site the running test's pages open: its project's, else its worker's workshop. */
const siteOfTest = () => test.info().project.use.baseURL ?? urlOf(thisWorkshop());

/** Opens the admin, signing in unless the session cookie already does. */
export async function signIn(page: Page): Promise<void> {
  const context = page.context();
  const site = siteOfTest();
  const formSession = formSessions.get(site);
  const hasSession = (await context.cookies(site)).some((cookie) => cookie.name === SESSION_COOKIE);
  let restoring: Awaited<ReturnType<Page['addInitScript']>> | undefined;
  if (formSession && !hasSession) {
    await context.addCookies(formSession.cookies);
    // Before the admin's script reads it, on this navigation only (a later sign-out stays signed out).
    restoring = await page.addInitScript(([key, token]) => localStorage.setItem(key, token), [AUTH_TOKEN_KEY, formSession.token] as const);
  }
  try {
    await page.goto('/admin');
  } finally {
    await restoring?.dispose();
  }
  const workspace = page.getByRole('heading', { name: 'Admin Panel' });
  await expect(workspace.or(page.getByLabel('Username'))).toBeVisible({ timeout: 15_000 }); // a cold function compiles first
  if (await workspace.isVisible()) return;
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
  formSessions.set(site, {
    cookies: (await context.cookies(site)).filter((cookie) => cookie.name === SESSION_COOKIE),
    token: (await page.evaluate((key) => localStorage.getItem(key), AUTH_TOKEN_KEY)) ?? '',
  });
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { username: 'admin', password: E2E_ADMIN_PASSWORD } });
  if (!response.ok()) throw new Error(`login failed: ${response.status()}`);
  return ((await response.json()) as { token: string }).token;
}

/**
 * Types at a person's pace. The inquiry form's spam check refuses forms filled faster than a
 * person can (E2E_MIN_FILL_MS under the browser tests): the message takes twice that to type, so
 * a token issued a little after the form appeared is old enough too.
 */
export async function typeLikeAPerson(field: Locator, text: string): Promise<void> {
  await field.pressSequentially(text, { delay: Math.ceil((2 * E2E_MIN_FILL_MS) / text.length) });
}

/** A form token a person would hold: fetched, then older than the time trap (E2E_MIN_FILL_MS). */
export async function personsFormToken(request: APIRequestContext): Promise<string> {
  const { token } = (await (await request.get('/api/contact-submissions/form-token')).json()) as { token: string };
  // Counted from the answer, not the request: on a busy machine the token can be issued a second
  // after it was asked for, and a form sent sooner than the time trap allows is flagged as spam.
  const receivedAt = Date.now();
  await expect.poll(() => Date.now() - receivedAt, { intervals: [100] }).toBeGreaterThan(E2E_MIN_FILL_MS + 200);
  return token;
}

/** A unit of the test's own, stored through the API as the admin (a unique number unless given). */
export async function createUnit(request: APIRequestContext, fields: Partial<UnitInput> = {}): Promise<{ id: number; unitNumber: string }> {
  const unitNumber = typeof fields.unitNumber === 'string' ? fields.unitNumber : uniqueName();
  const created = await request.post('/api/properties', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: {
      buildingId: 1,
      type: 'office',
      squareFootage: 1750,
      rate: 44,
      status: 'available',
      description: `Made by ${unitNumber}`,
      ...fields,
      unitNumber,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { id: ((await created.json()) as { id: number }).id, unitNumber };
}

/** Waits until the admin's open tab has loaded what it shows: no "Loading" left in its panel. */
export async function tabLoaded(page: Page): Promise<void> {
  const panel = page.getByRole('tabpanel');
  await expect(panel).toBeVisible();
  await expect(panel.getByText(/^Loading( chart)?$/)).toHaveCount(0, { timeout: 15_000 });
}
