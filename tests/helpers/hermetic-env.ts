// Vitest setup file (vitest.config.ts): each test file starts without the caller's settings
// (tests/helpers/test-env.ts); the suites set what they rely on themselves.
import { CALLER_SETTINGS } from './test-env';

for (const name of CALLER_SETTINGS) delete process.env[name];
