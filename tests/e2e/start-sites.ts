// Starts the browser tests' sites side by side: the showroom and every workshop (decision 081),
// each an `npm start` on its own port and a fresh data folder. Playwright starts the entries of its
// `webServer` list one after another, each once the one before answers, which left a core idle
// through most of the start; here all start at once, and this prints SITES_READY_LINE once every site
// answers. A site that exits ends this script, and so the run, with its output above.
// Run by playwright.config.ts; Playwright ends the whole process group when the tests are done.
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { cleanEnv, TEST_PASSWORD_HASH_COST } from '../helpers/test-env';
import {
  E2E_ADMIN_PASSWORD,
  E2E_MIN_FILL_MS,
  E2E_SCHEDULE_TICK_SECONDS,
  SHOWROOM,
  SITES_READY_LINE,
  urlOf,
  WORKSHOPS,
  type E2eSite,
} from './settings';

/**
 * None of the caller's settings (its ADMIN_PASSWORD, DATABASE_URL, SMTP server): only these. Every
 * test's visitor comes from this one machine: the inquiry throttle (5 in 10 min per address,
 * tested in tests/api) would refuse the later ones. The form's time trap and the every-minute
 * scheduler run on short clocks (tests/e2e/settings.ts), and passwords are hashed at bcrypt's
 * lowest cost; tests/api proves the defaults.
 */
const siteEnv = (site: E2eSite) => ({
  ...process.env,
  ...cleanEnv({
    PORT: String(site.port),
    DATA_DIR: site.dataDir,
    ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    INQUIRY_BURST_LIMIT: '100',
    INQUIRY_MIN_FILL_MS: String(E2E_MIN_FILL_MS),
    LOCAL_SCHEDULE_TICK_SECONDS: String(E2E_SCHEDULE_TICK_SECONDS),
    PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST,
  }),
});

async function start(site: E2eSite, name: string): Promise<void> {
  await rm(site.dataDir, { recursive: true, force: true });
  const child = spawn('npm', ['start'], { env: siteEnv(site), stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk: Buffer) => chunk.toString().replace(/^(?=.)/gm, `[${name}] `);
  child.stdout.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)));
  child.stderr.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)));
  child.on('exit', (code) => {
    console.error(`[${name}] npm start exited (${code ?? 'signal'})`);
    process.exit(1);
  });
  while (!(await answers(`${urlOf(site)}/`))) await sleep(250);
}

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

await Promise.all([start(SHOWROOM, 'showroom'), ...WORKSHOPS.map((site, index) => start(site, `workshop-${index}`))]);
console.log(SITES_READY_LINE);
