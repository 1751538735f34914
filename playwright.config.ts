import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, testChromium } from './scripts/lib/chromium';
import { E2E_WORKERS, SHOWROOM, SITES_READY_LINE, urlOf, WORKSHOP_SPECS } from './tests/e2e/settings';
import { CALLER_SETTINGS, TEST_PASSWORD_HASH_COST } from './tests/helpers/test-env';

// The browser tests run against `npm start` itself: a showroom for the public pages' specs and a
// workshop per worker for the staff's (tests/e2e/settings.ts, decision 081), each on its own port
// and data folder, from a clean slate each run. No project waits for another; any spec runs alone.
// Chromium comes from npm (`@sparticuz/chromium`, unpacked once by the global setup;
// scripts/lib/chromium.ts); set CHROMIUM_PATH to use the machine's own build instead.

// The test processes themselves (this config loads in the runner and in each worker) see none of
// the caller's settings either: a test that runs `npm run restore` or opens the site's data folder
// must never reach the caller's DATABASE_URL. Accounts a test makes directly
// are hashed at the tests' cost, as on the server.
for (const name of CALLER_SETTINGS) delete process.env[name];
process.env['PASSWORD_HASH_COST'] = TEST_PASSWORD_HASH_COST;

// After the deletions above: the browser's environment is a copy of this process's.
const chromium = { ...devices['Desktop Chrome'], launchOptions: { ...testChromium(), args: chromiumFlags } };

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './scripts/lib/chromium.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  // As many browsers as workshops (tests/e2e/workshop.ts gives each worker its own).
  workers: E2E_WORKERS,
  reporter: 'list',
  use: {
    // No trace recording: it screencasts and snapshots every action of every test, which more
    // than doubled the browser's CPU time (30 s against 77 s for the same 19 tests) on a machine
    // the suite keeps busy, and a CI machine's traces are gone with it. To see a failure step by
    // step, run its file again with `npx playwright test <file> --trace on`.
    trace: 'off',
  },
  projects: [
    { name: 'public', testIgnore: WORKSHOP_SPECS, use: { ...chromium, baseURL: urlOf(SHOWROOM) } },
    // The base URL is the worker's own workshop (tests/e2e/workshop.ts).
    { name: 'admin', testMatch: WORKSHOP_SPECS, use: chromium },
  ],
  // Every site at once (tests/e2e/start-sites.ts); Playwright ends them all when the tests are done.
  webServer: {
    command: 'tsx tests/e2e/start-sites.ts',
    wait: { stdout: new RegExp(SITES_READY_LINE) },
    timeout: 360_000,
    stdout: 'pipe',
  },
});
