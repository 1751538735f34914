// What a failed browser test's pages showed, printed with the failure: CI keeps no trace and no
// test-results folder, so an "element not found" would otherwise not say whether the dialog had
// closed, the admin had signed out, or the page had thrown. Each page's address, its uncaught
// errors and its accessibility tree go to the test's output (the list reporter prints them) and to
// an attachment. Reporting only: nothing here makes a test pass or fail.
import type { BrowserContext, Page, TestInfo } from '@playwright/test';

/** Records the uncaught errors of every page `context` opens; call `report` once the test has run. */
export function watchPages(context: BrowserContext): { report(testInfo: TestInfo): Promise<void> } {
  const errors = new Map<Page, string[]>();
  const watch = (page: Page) => {
    errors.set(page, []);
    page.on('pageerror', (error) => errors.get(page)?.push(error.stack ?? error.message));
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return {
    async report(testInfo) {
      if (testInfo.status === testInfo.expectedStatus) return;
      const parts: string[] = [];
      for (const page of context.pages()) {
        const snapshot = await page
          .locator('body')
          .ariaSnapshot({ timeout: 2_000 })
          .catch((error: unknown) => `(no snapshot: ${String(error)})`);
        const thrown = errors.get(page) ?? [];
        parts.push(
          [
            `Page ${page.url()}`,
            thrown.length ? `Uncaught errors:\n${thrown.join('\n')}` : 'No uncaught errors.',
            `Accessibility tree:\n${snapshot}`,
          ].join('\n'),
        );
      }
      if (parts.length === 0) return;
      const text = parts.join('\n\n');
      console.log(`\nWhat the pages showed when "${testInfo.title}" failed:\n${text}\n`);
      await testInfo.attach('pages-at-failure', { body: text, contentType: 'text/plain' });
    },
  };
}
