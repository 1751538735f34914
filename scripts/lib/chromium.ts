// The Chromium every browser run here uses (Playwright, Lighthouse, the scale bench): Debian's build
// (`apt-get install chromium`, or CHROMIUM_PATH), without the sandbox and GPU a container lacks and
// without the background traffic this closed network refuses.
export const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
