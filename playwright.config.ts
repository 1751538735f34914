import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/lib/chromium';

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
  // CI machines have two cores. The public tests only read (and send inquiries no test counts),
  // so two browsers share them; the admin projects change shared data (sessions, settings, the
  // publish status) and run one test at a time.
  ...(process.env['CI'] ? { workers: 2 } : {}),
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
  },
  // The admin tests change data the public pages count, so they run after the public tests.
  projects: [
    {
      name: 'public',
      testIgnore: /(admin|admin-phone|inbox|drafts|site-content|publish-status|lead-assignment|staff|activity)\.spec\.ts/,
      use: chromium,
    },
    {
      name: 'admin',
      workers: 1,
      testMatch: /(admin|inbox|site-content|publish-status|lead-assignment|staff|activity)\.spec\.ts/,
      dependencies: ['public'],
      use: chromium,
    },
    // Then the same tasks on a phone, after the admin tests (which count what is stored).
    {
      name: 'admin-phone',
      workers: 1,
      testMatch: /admin-phone\.spec\.ts/,
      dependencies: ['admin'],
      use: chromium,
    },
    // Drafts publish a unit edit and a new unit (one waits out its schedule): last, so nothing
    // else counts them mid-run.
    {
      name: 'drafts',
      workers: 1,
      testMatch: /drafts\.spec\.ts/,
      dependencies: ['admin-phone'],
      use: chromium,
    },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && npm start`,
    url: `http://localhost:${port}/`,
    // Every test's visitor comes from this one machine: the inquiry throttle (5 in 10 min per
    // address, tested in tests/api) would refuse the later ones.
    // REBUILD_QUIET_MS: a rebuild follows the last write by half a second, not two (the debounce
    // itself is tested in tests/api), so the tests that wait for a rebuild wait less.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'e2e-admin-password',
      INQUIRY_BURST_LIMIT: '100',
      REBUILD_QUIET_MS: '500',
    },
    timeout: 360_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
