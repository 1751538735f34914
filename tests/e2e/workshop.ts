// The staff's specs import `test` from here: each worker's tests run against its own workshop site
// (tests/e2e/settings.ts, decision 081), one test at a time, so what one test changes of the
// site's settings (office hours, the round-robin switch, a password) no test running meanwhile sees.
import { test as base } from '@playwright/test';
import { watchPages } from './failure-report';
import { urlOf, WORKSHOPS, type E2eSite } from './settings';

export { expect } from '@playwright/test';

function workshopOf(parallelIndex: number): E2eSite {
  const site = WORKSHOPS[parallelIndex];
  if (!site) throw new Error(`There are ${WORKSHOPS.length} workshops: run with --workers=${WORKSHOPS.length} or fewer.`);
  return site;
}

/** The workshop of the test that is running. */
export const thisWorkshop = (): E2eSite => workshopOf(base.info().parallelIndex);

export const test = base.extend<{ pagesAtFailure: void }>({
  baseURL: async ({}, provide, testInfo) => provide(urlOf(workshopOf(testInfo.parallelIndex))),
  // Every staff test: a failure prints what its pages showed (./failure-report.ts).
  pagesAtFailure: [
    async ({ context }, provide, testInfo) => {
      const pages = watchPages(context);
      await provide();
      await pages.report(testInfo);
    },
    { auto: true },
  ],
});
