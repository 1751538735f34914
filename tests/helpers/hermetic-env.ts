// Vitest setup file (vitest.config.ts): each test file starts without the caller's settings
// (tests/helpers/test-env.ts); the suites set what they rely on themselves, but for bcrypt's cost,
// the lowest for every suite.
import { CALLER_SETTINGS, TEST_PASSWORD_HASH_COST } from './test-env';

for (const name of CALLER_SETTINGS) delete process.env[name];
process.env['PASSWORD_HASH_COST'] = TEST_PASSWORD_HASH_COST;
