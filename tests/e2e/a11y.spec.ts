// An axe-core sweep over every URL in the sitemap, plus the pages it leaves out.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('no axe violations on any public page', async ({ page, request }) => {
  test.setTimeout(180_000);
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(paths.length).toBeGreaterThanOrEqual(25);
  const failures: string[] = [];
  for (const path of [...paths, '/listing/987654', '/no-such-page']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    for (const v of violations) failures.push(`${path}: ${v.id} (${v.nodes.length}) ${v.help} — ${v.nodes[0]?.target.join(' ')}`);
  }
  expect(failures).toEqual([]);
});
