// The staff's specs import `test` from here: each worker's tests run against its own workshop site
// (tests/e2e/settings.ts, decision 081), one test at a time, so what one test changes of the
// site's settings (office hours, the round-robin switch, a password) no test running meanwhile sees.
import { urlOf, WORKSHOPS, type E2eSite } from './settings';
import { test as base } from './test';

export { expect } from './test';

function workshopOf(parallelIndex: number): E2eSite {
  const site = WORKSHOPS[parallelIndex];
  if (!site) throw new Error(`There are ${WORKSHOPS.length} workshops: run with --workers=${WORKSHOPS.length} or fewer.`);
  return site;
}

/** The workshop of the test that is running. */
export const thisWorkshop = (): E2eSite => workshopOf(base.info().parallelIndex);

export const test = base.extend({
  baseURL: async ({}, provide, testInfo) => provide(urlOf(workshopOf(testInfo.parallelIndex))),
});
