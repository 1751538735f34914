import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/**
 * Waits until the island holding `target` is interactive. Islands below the fold hydrate when
 * they scroll into view (client:visible); a click before that would be lost. React hydrates in a
 * transition, in slices: the page is idle once it has committed.
 */
export async function whenInteractive(target: Locator): Promise<Locator> {
  await target.scrollIntoViewIfNeeded();
  const island = target.locator('xpath=ancestor::astro-island[1]');
  // An island that sleeps until the visitor reaches for it (client:wake) wakes on a pointer over it.
  await island.dispatchEvent('pointerover');
  await expect(island).not.toHaveAttribute('ssr');
  await target.page().evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  return target;
}

/** Waits until the photo viewer has opened and taken focus (it reads the arrow keys then). */
export async function viewerReady(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => Boolean(document.querySelector('.yarl__root')?.contains(document.activeElement)))).toBe(true);
}

/** The password playwright.config.ts gives `npm start` for the e2e data folder. */
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';

/** Opens the admin, signing in unless the session cookie already does. */
export async function signIn(page: Page): Promise<void> {
  await page.goto('/admin');
  const workspace = page.getByRole('heading', { name: 'Admin Panel' });
  await expect(workspace.or(page.getByLabel('Username'))).toBeVisible({ timeout: 15_000 }); // a cold function compiles first
  if (await workspace.isVisible()) return;
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { username: 'admin', password: E2E_ADMIN_PASSWORD } });
  if (!response.ok()) throw new Error(`login failed: ${response.status()}`);
  return ((await response.json()) as { token: string }).token;
}

/**
 * Types at a person's pace (90 ms a key). The inquiry form's spam check refuses forms filled
 * faster than a person can (3 s); a message of 35+ characters typed like this takes longer.
 */
export async function typeLikeAPerson(field: Locator, text: string): Promise<void> {
  await field.pressSequentially(text, { delay: 90 });
}
