// The environment the suites run in, whatever the caller's shell holds. docs/OPERATIONS.md's
// production set-up has people export ADMIN_PASSWORD, DATABASE_URL, SMTP settings and the like;
// a test run signs in with its own password and never touches a database or mail server it did
// not start. vitest.config.ts (through hermetic-env.ts) and playwright.config.ts both use this.
import { SERVER_ENV_NAMES } from '~/src/server/env';

/** What the site, `npm start` and the data scripts read besides the server's settings. */
const LOCAL_NAMES = [
  'ADMIN_PASSWORD',
  'DATABASE_URL',
  'DATA_DIR',
  'NETLIFY_DB_URL',
  'NETLIFY_DB_DRIVER',
  'NETLIFY_BLOBS_CONTEXT',
  'NETLIFY_SITE_ID',
  'NETLIFY_AUTH_TOKEN',
  'NETLIFY_DEV',
  'LOCAL_SCHEDULE_TICK_SECONDS',
  'PASSWORD_HASH_COST',
] as const;

/**
 * bcrypt's lowest cost for the accounts the suites create (db/queries/admin-users.ts): a sign-in
 * costs milliseconds, not a quarter-second of CPU. tests/api/auth.test.ts proves the real cost.
 */
export const TEST_PASSWORD_HASH_COST = '4';

/** Every variable a suite must not inherit from the caller. */
export const CALLER_SETTINGS: readonly string[] = [...SERVER_ENV_NAMES, ...LOCAL_NAMES];

/**
 * An environment for a child process (Playwright's web server): every caller setting cleared (an
 * empty value reads as unset everywhere: src/server/env.ts, `||=`, `if (...)`), then `settings`.
 */
export function cleanEnv(settings: Record<string, string>): Record<string, string> {
  return { ...Object.fromEntries(CALLER_SETTINGS.map((name) => [name, ''])), ...settings };
}
