// `npm run bench:pages`: Lighthouse (mobile, simulated slow 4G and a 4x slower CPU) on every
// public page of a fresh `npm start`, with the JavaScript and HTML each page transfers.
// Chromium: CHROMIUM_PATH (default /usr/bin/chromium). Loopback only.
import { spawn } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env['BENCH_PORT'] ?? 8898);
const base = `http://localhost:${port}`;
const dataDir = '.netlify/bench';

async function startSite(): Promise<() => void> {
  await rm(path.join(projectRoot, dataDir), { recursive: true, force: true });
  const child = spawn(process.execPath, [path.join(projectRoot, 'node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts'], {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('Leasing site ready') && resolve());
    child.on('exit', (code) => reject(new Error(`npm start exited with ${code}`)));
  });
  return () => child.kill('SIGTERM');
}

interface Row {
  page: string;
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsKB: number;
  htmlKB: number;
  totalKB: number;
}

const stopSite = await startSite();
const chrome = await chromeLauncher.launch({
  chromePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
const rows: Row[] = [];
try {
  const units = (await (await fetch(`${base}/api/properties`)).json()) as { id: number; status: string }[];
  // (Lighthouse will not audit a page answered with 404, so the 404 page is not in the list.)
  const pages = ['/', '/availability', `/listing/${units.find((u) => u.status === 'available')!.id}`, '/about', '/contact', '/gallery'];
  for (const page of pages) {
    // A first run warms the Image CDN cache (Netlify's edge keeps resized images too); the
    // second run is the one reported.
    await lighthouse(`${base}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const result = await lighthouse(`${base}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result!.lhr;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const requests =
      (lhr.audits['network-requests']?.details as { items: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
    const bytes = (type?: string) =>
      Math.round(requests.filter((r) => !type || r.resourceType === type).reduce((n, r) => n + r.transferSize, 0) / 102.4) / 10;
    rows.push({
      page,
      performance: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
      tbtMs: Math.round(audit('total-blocking-time')),
      jsKB: bytes('Script'),
      htmlKB: bytes('Document'),
      totalKB: bytes(),
    });
    console.log(`measured ${page}`);
  }
} finally {
  await chrome.kill();
  stopSite();
}

console.log('\n| page | performance | LCP | CLS | TBT | JS | HTML | total |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows)
  console.log(
    `| ${r.page} | ${r.performance} | ${r.lcpMs} ms | ${r.cls} | ${r.tbtMs} ms | ${r.jsKB} KB | ${r.htmlKB} KB | ${r.totalKB} KB |`,
  );
await mkdir(path.join(projectRoot, 'bench-results'), { recursive: true });
await writeFile(path.join(projectRoot, 'bench-results', 'pages.json'), JSON.stringify({ date: new Date().toISOString(), rows }, null, 2));
