// `npm run bench:pages`: Lighthouse (mobile, simulated slow 4G and a 4x slower CPU) on every
// public page of a fresh `npm start`, with the JavaScript and HTML each page transfers, the other
// three Lighthouse categories, and each page's LCP beside the LCP of its own HTML with every
// <script> removed (the physical limit: same server, same images, no JavaScript). LCPs are the
// median of RUNS runs. Chromium: CHROMIUM_PATH (default /usr/bin/chromium). Loopback only.
import { spawn } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from './lib/chromium';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env['BENCH_PORT'] ?? 8898);
const base = `http://localhost:${port}`;
const dataDir = '.netlify/bench';
const RUNS = Number(process.env['BENCH_RUNS'] ?? 3);
// Where the script-free copies are served from, inside the built site (removed at the end).
const BARE = '/__bare';

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
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  bareLcpMs: number;
  lcpRatio: number;
  cls: number;
  tbtMs: number;
  jsKB: number;
  htmlKB: number;
  totalKB: number;
}

type Result = Awaited<ReturnType<typeof lighthouse>>;
type Report = NonNullable<Result>['lhr'];

function rowOf(page: string, lhr: Report): Row {
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const requests =
    (lhr.audits['network-requests']?.details as { items: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  const bytes = (type?: string) =>
    Math.round(requests.filter((r) => !type || r.resourceType === type).reduce((n, r) => n + r.transferSize, 0) / 102.4) / 10;
  return {
    page,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: 0,
    bareLcpMs: 0,
    lcpRatio: 0,
    cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
    jsKB: bytes('Script'),
    htmlKB: bytes('Document'),
    totalKB: bytes(),
  };
}

const stopSite = await startSite();
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumFlags],
});
const rows: Row[] = [];
try {
  const units = (await (await fetch(`${base}/api/properties`)).json()) as { id: number; status: string }[];
  // (Lighthouse will not audit a page answered with 404, so the 404 page is not in the list.)
  const pages = ['/', '/availability', `/listing/${units.find((u) => u.status === 'available')!.id}`, '/about', '/contact', '/gallery'];
  const siteDir = path.join(projectRoot, dataDir, 'site');
  const audit = (url: string, categories = ['performance']) =>
    lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories }).then((r) => r!.lhr);
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  for (const page of pages) {
    // The page's own HTML with every script removed, served beside it.
    const html = await (await fetch(`${base}${page}`)).text();
    const bareDir = path.join(siteDir, BARE, page);
    await mkdir(bareDir, { recursive: true });
    await writeFile(path.join(bareDir, 'index.html'), html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, ''));
    // A first run of each warms the Image CDN cache (Netlify's edge keeps resized images too).
    await audit(`${base}${page}`);
    await audit(`${base}${BARE}${page}/`);
    const built: number[] = [];
    const bare: number[] = [];
    let lhr = await audit(`${base}${page}`, ['performance', 'accessibility', 'best-practices', 'seo']);
    for (let run = 0; run < RUNS; run++) {
      if (run > 0) lhr = await audit(`${base}${page}`);
      built.push(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN);
      bare.push((await audit(`${base}${BARE}${page}/`)).audits['largest-contentful-paint']?.numericValue ?? NaN);
      if (run === 0) rows.push(rowOf(page, lhr));
    }
    const row = rows.at(-1)!;
    row.lcpMs = Math.round(median(built));
    row.bareLcpMs = Math.round(median(bare));
    row.lcpRatio = Math.round((row.lcpMs / row.bareLcpMs) * 100) / 100;
    console.log(`measured ${page}: LCP ${row.lcpMs} ms, bare ${row.bareLcpMs} ms`);
  }
  await rm(path.join(siteDir, BARE), { recursive: true, force: true });
} finally {
  await chrome.kill();
  stopSite();
}

console.log(`\nLCP: median of ${RUNS}; "bare" is the page's own HTML without any <script>.`);
console.log('\n| page | perf / a11y / BP / SEO | LCP | LCP bare | ratio | CLS | TBT | JS | HTML | total |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows)
  console.log(
    `| ${r.page} | ${r.performance} / ${r.accessibility} / ${r.bestPractices} / ${r.seo} | ${r.lcpMs} ms | ${r.bareLcpMs} ms | ${r.lcpRatio} | ${r.cls} | ${r.tbtMs} ms | ${r.jsKB} KB | ${r.htmlKB} KB | ${r.totalKB} KB |`,
  );
await mkdir(path.join(projectRoot, 'bench-results'), { recursive: true });
await writeFile(path.join(projectRoot, 'bench-results', 'pages.json'), JSON.stringify({ date: new Date().toISOString(), rows }, null, 2));
