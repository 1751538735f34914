// The settings playwright.config.ts gives `npm start` for the browser tests, which the tests
// read too. Kept free of Playwright's test API so the config can import it.
import { availableParallelism } from 'node:os';
import path from 'node:path';

/** The admin's password in the e2e data folders. */
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';

/**
 * The contact form's time trap in the browser tests (INQUIRY_MIN_FILL_MS): one second, not the
 * real three (tests/api/inquiries.test.ts proves those), so a test sends as a person in a second.
 */
export const E2E_MIN_FILL_MS = 1000;

/** The every-minute scheduled functions run this often under the browser tests (LOCAL_SCHEDULE_TICK_SECONDS). */
export const E2E_SCHEDULE_TICK_SECONDS = 2;

const basePort = Number(process.env['E2E_PORT'] ?? 8899);

/** Browsers at a time: two even on two cores (one test keeps about one core busy, waiting on its server). */
export const E2E_WORKERS = Math.max(2, Math.floor(availableParallelism() / 2));

export interface E2eSite {
  port: number;
  dataDir: string;
}

/**
 * The sites the browser tests run against (decision 081). The showroom serves the public pages'
 * specs: no test changes its demo data in a way another counts. Each worker has a workshop of its
 * own for the staff's specs, so a test there never shares its site with a test running meanwhile,
 * and makes what it changes (units, inquiries, colleagues) under names of its own.
 */
export const SHOWROOM: E2eSite = { port: basePort, dataDir: path.join('.netlify', 'e2e-showroom') };
export const WORKSHOPS: readonly E2eSite[] = Array.from({ length: E2E_WORKERS }, (_, index) => ({
  port: basePort + 1 + index,
  dataDir: path.join('.netlify', `e2e-workshop-${index}`),
}));

/** What tests/e2e/start-sites.ts prints once every site answers. */
export const SITES_READY_LINE = 'Browser-test sites ready';

export const urlOf = (site: E2eSite) => `http://localhost:${site.port}`;

/** Where a site's `npm start` writes the e-mails it sends. */
export const outboxOf = (site: E2eSite) => path.join(site.dataDir, 'outbox');

/** The spec files that run in the workshops: every test there signs in as staff. */
export const WORKSHOP_SPECS =
  /(^|\/)(admin|admin-phone|activity|activity-audit|buildings-admin|drafts|inbox|inquiry-export|lead-assignment|lead-sources|office-time|passkeys|photos-admin|privacy|publish-status|replies|rights|site-content|staff|versions-admin)\.spec\.ts$/;
