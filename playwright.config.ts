import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/lib/chromium';
import { E2E_ADMIN_PASSWORD, E2E_MIN_FILL_MS, E2E_SCHEDULE_TICK_SECONDS } from './tests/e2e/settings';
import { cleanEnv, TEST_PASSWORD_HASH_COST } from './tests/helpers/test-env';

// The browser tests run against `npm start` itself, on its own port and data folder, from a
// clean slate each run. Chromium comes from Debian (`apt-get install chromium`); set
// CHROMIUM_PATH to use another build.
const port = Number(process.env['E2E_PORT'] ?? 8899);
const dataDir = '.netlify/e2e';

const chromium = { ...devices['Desktop Chrome'], launchOptions: { executablePath: chromiumPath, args: chromiumFlags } };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  // CI machines have two cores: one for the server, one for the browser.
  ...(process.env['CI'] ? { workers: 1 } : {}),
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
  },
  // The admin tests change data the public pages count, so they run after the public tests.
  projects: [
    {
      name: 'public',
      testIgnore: /(admin|admin-phone|inbox|drafts|site-content|publish-status|lead-assignment|staff|activity|replies)\.spec\.ts/,
      use: chromium,
    },
    {
      name: 'admin',
      testMatch: /(admin|inbox|site-content|publish-status|lead-assignment|staff|activity|replies)\.spec\.ts/,
      dependencies: ['public'],
      use: chromium,
    },
    // Then the same tasks on a phone, after the admin tests (which count what is stored).
    {
      name: 'admin-phone',
      testMatch: /admin-phone\.spec\.ts/,
      dependencies: ['admin'],
      use: chromium,
    },
    // Drafts publish a unit edit and a new unit (one waits out its schedule): last, so nothing
    // else counts them mid-run.
    {
      name: 'drafts',
      testMatch: /drafts\.spec\.ts/,
      dependencies: ['admin-phone'],
      use: chromium,
    },
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
