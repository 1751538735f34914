// The admin's occupancy view: the Buildings tab shows a building's stacking plan with
// the leased and available square feet of each floor, on a desktop and a phone; a block opens the unit's form.
// (Named *admin.spec.ts: it runs with the admin tests, after the public ones.)
import type { BuildingJson, UnitJson } from '~/src/lib/api/types';
import { formatSqFt } from '~/src/lib/format';
import { unitFloor } from '~/src/lib/unit-floor';
import { signIn } from './helpers';
import { expect, test } from './workshop';

test('the Buildings tab shows occupancy by floor, and a block opens the unit’s form', async ({ page }) => {
  await signIn(page);
  await page.getByRole('tab', { name: 'Buildings' }).click();
  const toggle = page.getByRole('button', { name: 'Occupancy of Harborview Exchange' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const plan = page.getByRole('list', { name: 'Occupancy of Harborview Exchange by floor, top floor first' });
  await expect(plan).toBeVisible();
  // Six floors, top first (units other admin tests add may sit on floors of their own).
  const floors = plan.locator(':scope > li');
  const numbered = (await floors.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-floor')))).filter((f) => /^\d+$/.test(f!));
  expect(numbered).toEqual(['6', '5', '4', '3', '2', '1']);
  // Each floor's leased and available square feet, as the units stand now (other admin tests lease
  // and free units before this one runs): summed here from the API's list.
  const buildings = (await (await page.request.get('/api/buildings')).json()) as BuildingJson[];
  const harborview = buildings.find((b) => b.name === 'Harborview Exchange')!;
  const units = ((await (await page.request.get('/api/properties')).json()) as UnitJson[]).filter((u) => u.buildingId === harborview.id);
  for (const floor of numbered) {
    const onFloor = units.filter((unit) => unitFloor(unit) === floor);
    const sum = (status: string) =>
      onFloor.filter((u) => (u.status === 'leased') === (status === 'leased')).reduce((total, u) => total + u.squareFootage, 0);
    await expect(plan.locator(`[data-floor="${floor}"]`)).toContainText(
      `${formatSqFt(sum('leased'))} leased · ${formatSqFt(sum('available'))} available`,
    );
  }

  // On a phone the plan fits the screen: no sideways scroll.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  await plan.getByRole('button', { name: /^Unit 610\b/ }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Unit 610' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]tab=units&unit=\d+/);
});
