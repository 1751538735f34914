// The admin knows when the public site is live: after a save the header says
// "Publishing…", then "All changes live" once `npm start` has rebuilt the pages, and the save's
// toast links "View on site" to the page, which then shows the change as built.
import { signIn } from './helpers';
import { expect, test } from './workshop';

test.describe.configure({ timeout: 240_000 });

test('after a save: "Publishing…", then "All changes live", and the toast\'s "View on site" opens the rebuilt page', async ({ page }) => {
  await signIn(page);
  const status = page.getByRole('status', { name: 'Public site' });
  // Other admin tests may still be publishing their own changes: wait for a quiet site first.
  await expect(status).toHaveText('All changes live', { timeout: 180_000 });

  await page.getByRole('tab', { name: 'Available Space' }).click();
  await page.getByTestId('unit-admin-row').filter({ hasText: 'Unit 340' }).getByRole('button', { name: 'Edit Unit 340' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Unit 340' });
  const description = `Open-plan floor plate, repainted ${Date.now()}.`;
  await edit.getByLabel('Description').fill(description);
  await edit.getByRole('button', { name: 'Update' }).click();
  // The documented toast, at once; no link yet.
  await expect(page.getByText('Available space updated successfully')).toBeVisible();
  await expect(status).toContainText(/Publishing \d+ changes?…/);
  await expect(status.locator('time')).toHaveText(/^\d+ s$/);

  // The rebuild takes a while on a busy machine; the header polls until it is done.
  await expect(status).toHaveText('All changes live', { timeout: 180_000 });
  // The save's toast gains the link if it is still open (a pointer over it holds it), else a new
  // toast says 'Live on the site'.
  const view = page.getByRole('link', { name: 'View on site' });
  await expect(view).toBeVisible({ timeout: 10_000 });
  await expect(page.locator('[data-sonner-toast]').filter({ has: view })).toContainText(
    /Available space updated successfully|Live on the site/,
  );

  const [listing] = await Promise.all([page.waitForEvent('popup'), view.click()]);
  await expect(listing).toHaveURL(/\/listing\/\d+$/);
  await expect(listing.getByRole('article', { name: 'Unit 340' })).toContainText(description);
  // Live means the built page itself, not only the island's fresh read.
  const html = await (await page.request.get(new URL(listing.url()).pathname)).text();
  expect(html).toContain(description);
});
