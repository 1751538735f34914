// Every browser test's `test`: Playwright's, with a failure report that prints what the test's
// pages showed (./failure-report.ts). The public pages' specs import it from here; the staff's from
// ./workshop.ts, which extends it with their site. Lint refuses `test` from '@playwright/test' in a spec.
import { test as base } from '@playwright/test';
import { watchPages } from './failure-report';

export { expect } from '@playwright/test';

export const test = base.extend<{ pagesAtFailure: void }>({
  pagesAtFailure: [
    async ({ context }, provide, testInfo) => {
      const pages = watchPages(context);
      await provide();
      await pages.report(testInfo);
    },
    { auto: true },
  ],
});
