// The Chromium every browser run here uses: Debian's builds, without the sandbox and GPU a
// container lacks and without the background traffic this closed network refuses.
import { existsSync } from 'node:fs';

/** The full browser (`apt-get install chromium`, or CHROMIUM_PATH): Lighthouse and the benchmarks. */
export const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser tests' Chromium: Debian's headless shell (`apt-get install chromium-headless-shell`),
 * the same Blink and V8 without the full browser's window and compositor layers, which is what
 * Playwright itself runs headless by default. The 126 browser tests took 5.8 min with it and 7.5
 * min with the full browser (docs/decisions/051). CHROMIUM_PATH overrides it; without
 * the shell installed, the full browser runs the tests, slower.
 */
export const testChromiumPath = process.env['CHROMIUM_PATH'] ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath);

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
