// Islands hydrate their large parts one per task (HydrateLater, docs/decisions/043). What a visitor
// would notice if that went wrong: the prerendered page redrawn (photos flashing, the largest image
// painted twice) or parts that never come alive. Every element the server rendered must still be
// the same element once everything has hydrated, and the parts hydrated last must work.
import { expect, test, type Page } from '@playwright/test';
import { viewerReady, whenInteractive } from './helpers';

/** Records, from before any page script runs, every element removed from <main>. */
async function watchRemovals(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { __removed: string[] }).__removed = removed;
    new MutationObserver((records) => {
      for (const record of records) {
        if (!(record.target instanceof Element && record.target.closest('main'))) continue;
        for (const node of record.removedNodes) if (node instanceof Element) removed.push(node.outerHTML.slice(0, 80));
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

const removals = (page: Page) => page.evaluate(() => (window as unknown as { __removed: string[] }).__removed);

async function firstAvailableListing(page: Page): Promise<string> {
  const units = (await (await page.request.get('/api/properties')).json()) as { id: number; status: string }[];
  return `/listing/${units.find((u) => u.status === 'available')!.id}`;
}

test('the prerendered cards, photos and form are kept, not redrawn, when their islands hydrate', async ({ page }) => {
  await watchRemovals(page);
  for (const [path, target] of [
    ['/availability', page.getByLabel('Space type')],
    [await firstAvailableListing(page), page.getByRole('link', { name: /^Open photo 1 of/ })],
    ['/gallery', page.locator('main ul li a').first()],
    ['/contact', page.getByLabel('First name')],
  ] as const) {
    await page.goto(path);
    await whenInteractive(target);
    expect(await removals(page), path).toEqual([]);
  }
});

test('the parts hydrated last work: a building card follows the filter, the last photo opens the viewer', async ({ page }) => {
  await page.goto('/availability');
  await whenInteractive(page.getByLabel('Space type'));
  const cards = page.locator('main article');
  const lastBuilding = (await cards.last().getByRole('heading', { level: 2 }).textContent())!;
  const buildingFilter = page.getByRole('combobox').filter({ has: page.getByRole('option', { name: 'All buildings' }) });
  await buildingFilter.selectOption({ label: lastBuilding });
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(lastBuilding);

  await page.goto('/gallery');
  const tiles = page.locator('main ul li a');
  await whenInteractive(tiles.first());
  const total = await tiles.count();
  await tiles.last().click();
  await viewerReady(page);
  await expect(page.getByText(`${total} of ${total}`)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/gallery');
});
