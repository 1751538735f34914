// The one axe-core check of the browser tests: WCAG 2.2 A and AA (decision 034), on what the page
// shows at that moment.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The toasts, which come and go while axe reads the page: the admin's checks leave them out. */
export const TOASTS = '[data-sonner-toaster]';

/** Each violation as a line: "where: rule (how many nodes) help — the first node"; `exclude` leaves a part out. */
export async function axeViolations(page: Page, where: string, { exclude }: { exclude?: string } = {}): Promise<string[]> {
  const axe = new AxeBuilder({ page })
    // Passed and inapplicable rules are not listed node by node: nothing reads them. (First:
    // options() replaces what withTags() set.)
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    // axe.run in the page itself. The default runs axe per frame and then opens a new blank page
    // to merge the frames' results, for cross-origin frames, which the site has none of: that
    // doubled the CPU of each check, and the sweeps run dozens.
    .setLegacyMode(true);
  if (exclude) axe.exclude(exclude);
  const { violations } = await axe.analyze();
  return violations.map((v) => `${where}: ${v.id} (${v.nodes.length}) ${v.help} — ${v.nodes[0]?.target.join(' ')}`);
}

/** Fails the test, listing every violation, if axe finds any. */
export async function expectNoAxeViolations(page: Page, where: string, options: { exclude?: string } = {}): Promise<void> {
  expect(await axeViolations(page, where, options)).toEqual([]);
}
