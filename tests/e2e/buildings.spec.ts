// Building pages with a stacking plan (decision 053): each building's page lists its
// available units and links each from its stacking plan, without JavaScript and on a 375 px phone;
// axe finds nothing on them; the pages are in the sitemap and linked from /availability, the home page and listings; the
// plan prints on one page; a building newer than the build leads to /availability.
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './test';
import { axeViolations } from './axe';
import type { BuildingJson, UnitJson } from '~/src/lib/api/types';
import { buildingPaths } from '~/src/lib/building-slug';
import { officeDay } from '~/src/lib/office-hours';
import { buildStackingPlan } from '~/src/lib/stacking-plan';

async function complex(request: APIRequestContext) {
  const buildings = (await (await request.get('/api/buildings')).json()) as BuildingJson[];
  const units = (await (await request.get('/api/properties')).json()) as UnitJson[];
  const paths = buildingPaths(buildings);
  return buildings.map((building) => ({
    building,
    path: paths.get(building.id)!,
    units: units.filter((unit) => unit.buildingId === building.id),
  }));
}

test('each building page lists its available units and links them from its stacking plan, without JavaScript, at 375 px', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  const buildings = await complex(request);
  expect(buildings.length).toBeGreaterThanOrEqual(4);
  expect(buildings.map(({ path }) => path)).toContain('/buildings/88-black-falcon-avenue');
  for (const { building, path, units } of buildings) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: building.name })).toBeVisible();
    await expect(page.locator('main header').getByText(building.address)).toBeVisible();

    const available = units.filter((unit) => unit.status === 'available');
    const list = page.getByRole('region', { name: 'Available spaces' });
    const plan = page.getByRole('region', { name: 'Stacking plan' });
    for (const unit of available) {
      await expect(list.getByRole('link', { name: new RegExp(`^Unit ${unit.unitNumber}\\b`) })).toHaveAttribute(
        'href',
        `/listing/${unit.id}`,
      );
      const block = plan.locator(`[data-plan-unit="${unit.id}"]`);
      await expect(block.getByRole('link')).toHaveAttribute('href', `/listing/${unit.id}`);
      await expect(block).toContainText(`Unit ${unit.unitNumber}`);
      await expect(block).toContainText(/Available/);
    }
    // A leased unit is on the plan, marked in words, and links nowhere.
    for (const unit of units.filter((u) => u.status === 'leased')) {
      const block = plan.locator(`[data-plan-unit="${unit.id}"]`);
      await expect(block).toContainText('Leased');
      await expect(block.getByRole('link')).toHaveCount(0);
    }
    // No word of a block is broken across lines ('Availabl / e'): each word is one box.
    const brokenWords = await plan.locator('.plan-block').evaluateAll((blocks) =>
      blocks.flatMap((block) => {
        const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
        const broken: string[] = [];
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          for (const word of (text.textContent ?? '').matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(text, word.index);
            range.setEnd(text, word.index + word[0].length);
            if (range.getClientRects().length > 1) broken.push(word[0]);
          }
        }
        return broken;
      }),
    );
    expect(brokenWords, path).toEqual([]);
    // Floors as rows, top floor first, as the plan model orders them.
    const expected = buildStackingPlan(units, { today: officeDay(new Date()), totalFloors: building.totalFloors }).map((f) => f.floor);
    expect(await plan.locator('[data-floor]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-floor')))).toEqual(expected);
    await expect(plan.getByRole('list', { name: 'Legend' })).toContainText('Leased (hatched)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${path} scrolls sideways`).toBe(true);
  }
  await context.close();
});

test('axe finds nothing on the building pages, on a desktop and a phone', async ({ page, request }) => {
  test.setTimeout(120_000);
  const failures: string[] = [];
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 375, height: 812 },
  ]) {
    await page.setViewportSize(viewport);
    for (const { path } of await complex(request)) {
      await page.goto(path);
      failures.push(...(await axeViolations(page, `${path} at ${viewport.width}`)));
    }
  }
  expect(failures).toEqual([]);
});

test('the building pages are in the sitemap, with their place for search engines', async ({ page, request }) => {
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  const buildings = await complex(request);
  for (const { path } of buildings) expect(sitemap).toMatch(new RegExp(`<loc>[^<]*${path}/?</loc>`));
  const { path, building } = buildings[0]!;
  await page.goto(path);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as Record<string, unknown>;
  expect(ld).toMatchObject({ '@type': 'Place', name: building.name });
});

test('/availability, the home page and a listing link to the building pages', async ({ page, request }) => {
  const buildings = await complex(request);
  const withUnits = buildings.find(({ units }) => units.some((unit) => unit.status === 'available'))!;
  await page.goto('/availability');
  await expect(page.getByRole('heading', { level: 2, name: withUnits.building.name }).getByRole('link')).toHaveAttribute(
    'href',
    withUnits.path,
  );
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: 'Our Buildings' }).getByRole('link', { name: new RegExp(withUnits.building.name) }),
  ).toHaveAttribute('href', withUnits.path);
  await page.goto(`/listing/${withUnits.units[0]!.id}`);
  await page.getByRole('link', { name: `About ${withUnits.building.name}: floors and spaces` }).click();
  await expect(page).toHaveURL(new RegExp(`${withUnits.path}/?$`));
  await expect(page.getByRole('heading', { level: 1, name: withUnits.building.name })).toBeVisible();
});

test('a building page prints on one page with its stacking plan', async ({ page, request }) => {
  for (const { path } of await complex(request)) {
    await page.goto(path);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { name: 'Stacking plan' })).toBeVisible();
    await expect(page.getByRole('img', { name: /^QR code for http.*\/buildings\// })).toBeVisible();
    const pdf = (await page.pdf({ format: 'Letter' })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page(?!s)/g), path).toHaveLength(1);
    await page.emulateMedia({ media: 'screen' });
  }
});

test('a building newer than the build leads to /availability until its page is built', async ({ page }) => {
  await page.goto('/buildings/a-building-added-after-the-build');
  await expect(page).toHaveURL(/\/availability\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Available Office Space in South Boston' })).toBeVisible();
});
