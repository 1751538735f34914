import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, testChromium } from './scripts/lib/chromium';
import { E2E_ADMIN_PASSWORD, E2E_MIN_FILL_MS, E2E_SCHEDULE_TICK_SECONDS } from './tests/e2e/settings';
import { CALLER_SETTINGS, cleanEnv, TEST_PASSWORD_HASH_COST } from './tests/helpers/test-env';

// The browser tests run against `npm start` itself, on its own port and data folder, from a
// clean slate each run. Chromium comes from npm (`@sparticuz/chromium`, unpacked once by the global
// setup; scripts/lib/chromium.ts); set CHROMIUM_PATH to use the machine's own build instead.
const port = Number(process.env['E2E_PORT'] ?? 8899);
// The test processes themselves (this config loads in the runner and in each worker) see none of
// the caller's settings either: a test that runs `npm run restore` or opens the site's data folder
// must never reach the caller's DATABASE_URL. Accounts a test makes directly
// are hashed at the tests' cost, as on the server.
for (const name of CALLER_SETTINGS) delete process.env[name];
process.env['PASSWORD_HASH_COST'] = TEST_PASSWORD_HASH_COST;
const dataDir = '.netlify/e2e';

/** The admin workspace's own spec: sign-in, every tab, the backup of the whole site. */
const ADMIN = /(^|\/)admin\.spec\.ts$/;
/** Units, buildings, photos and what their rebuilds publish (any `*-admin.spec.ts` too). */
const ADMIN_CONTENT = /(-admin|activity|publish-status)\.spec\.ts$/;
/** Inquiries, staff and the site's words and office hours (which decide what tour times are taken). */
const ADMIN_PEOPLE = /(inbox|staff|lead-assignment|replies|site-content)\.spec\.ts$/;

// After the deletions above: the browser's environment is a copy of this process's.
const chromium = { ...devices['Desktop Chrome'], launchOptions: { ...testChromium(), args: chromiumFlags } };

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './scripts/lib/chromium.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  // Two browsers at a time, even on two cores: one test at a time keeps about one core busy (it
  // waits on the server, the server on a rebuild). Where tests write what others count, a project
  // runs one test at a time (`workers: 1`) and the projects take turns (decision 051).
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    // No trace recording: it screencasts and snapshots every action of every test, which more
    // than doubled the browser's CPU time (30 s against 77 s for the same 19 tests) on a machine
    // the suite keeps busy, and a CI machine's traces are gone with it. To see a failure step by
    // step, run its file again with `npx playwright test <file> --trace on` (README).
    trace: 'off',
  },
  // The public tests count what the admin tests change, so they run first, two at a time. Then
  // admin.spec.ts alone (its backup must see no other write), then two lanes that share nothing
  // they count: units, photos and their rebuilds in one; inquiries, people and the office hours
  // (which decide tour times) in the other. The lanes take turns for now: side by side, two CI runs
  // out of three failed a test of the people lane (a preview tab that never opened, an inquiry
  // flagged by the time trap) on a machine kept busy by two browsers and the rebuilds beside them.
  // The phone and the drafts last, side by side.
  projects: [
    {
      name: 'public',
      testIgnore: [ADMIN, ADMIN_CONTENT, ADMIN_PEOPLE, /admin-phone\.spec\.ts/, /drafts\.spec\.ts/],
      use: chromium,
    },
    { name: 'admin', testMatch: ADMIN, dependencies: ['public'], workers: 1, use: chromium },
    { name: 'admin-content', testMatch: ADMIN_CONTENT, dependencies: ['admin'], workers: 1, use: chromium },
    { name: 'admin-people', testMatch: ADMIN_PEOPLE, dependencies: ['admin-content'], workers: 1, use: chromium },
    // Then, side by side, the same tasks on a phone and the drafts, after the admin tests (which
    // count what is stored). Drafts publish a unit edit and a new unit (one waits out its
    // schedule), which only the phone test could see, and it counts none.
    { name: 'admin-phone', testMatch: /admin-phone\.spec\.ts/, dependencies: ['admin-content', 'admin-people'], workers: 1, use: chromium },
    { name: 'drafts', testMatch: /drafts\.spec\.ts/, dependencies: ['admin-content', 'admin-people'], workers: 1, use: chromium },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && npm start`,
    url: `http://localhost:${port}/`,
    // None of the caller's settings (its ADMIN_PASSWORD, DATABASE_URL, SMTP server): only these.
    // Every test's visitor comes from this one machine: the inquiry throttle (5 in 10 min per
    // address, tested in tests/api) would refuse the later ones. The form's time trap and the
    // every-minute scheduler run on short clocks (tests/e2e/settings.ts), and passwords are hashed
    // at bcrypt's lowest cost; tests/api proves the defaults.
    env: cleanEnv({
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      INQUIRY_BURST_LIMIT: '100',
      INQUIRY_MIN_FILL_MS: String(E2E_MIN_FILL_MS),
      LOCAL_SCHEDULE_TICK_SECONDS: String(E2E_SCHEDULE_TICK_SECONDS),
      PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST,
      // A write's rebuild is asked 0.5 s after the last write, not 2 s: the admin tests wait for
      // dozens of rebuilds (decision 004's coalescing is proven in tests/api).
      REBUILD_QUIET_MS: '500',
    }),
    timeout: 360_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
