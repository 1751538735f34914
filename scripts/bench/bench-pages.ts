// `npm run bench:pages`: Lighthouse (mobile, simulated slow 4G and a 4x slower CPU) on every
// public page of a fresh `npm start`, with the JavaScript and HTML each page transfers, the other
// three Lighthouse categories, and each page's LCP beside the LCP of its own HTML with every
// <script> removed (the physical limit: same server, same images, no JavaScript). LCP, TBT and the
// performance score are the median of RUNS runs. Chromium: CHROMIUM_PATH (default /usr/bin/chromium). Loopback only.
//
// BENCH_CPU_SLOWDOWN=8 (or `-- --throttling.cpuSlowdownMultiplier=8`) runs Lighthouse's mobile
// settings with that CPU slowdown in place of its default 4x: issue 22's "a slower phone" check
// (total blocking time <= 50 ms on every public page). BENCH_PAGES=/,/contact limits the pages.
// Every run records the machine's load average beside its figures: on a busy machine TBT grows.
// Last, a control: a page with nothing of the site in it (twenty paragraphs, no stylesheet, no
// script), run as often as each page, so that each run says what this machine's minute alone
// costs (BENCHMARKS, "the machine's floor").
import { spawn } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './lib/event-timing';
import { siteConfig } from '~/src/lib/site-config';
import { audit as lighthouseRun, launchChrome } from './lib/lighthouse';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env['BENCH_PORT'] ?? 8898);
const base = `http://localhost:${port}`;
const dataDir = '.netlify/bench';
const RUNS = Number(process.env['BENCH_RUNS'] ?? 3);
// Where the script-free copies are served from, inside the built site (removed at the end).
const BARE = '/__bare';
const CONTROL = `${BARE}/__control/`;
const CONTROL_HTML = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Control</title></head><body><h1>Control</h1>${`<p>${siteConfig.description}</p>`.repeat(20)}</body></html>`;
const cpuFlag = process.argv.find((a) => a.startsWith('--throttling.cpuSlowdownMultiplier='))?.split('=')[1];
const CPU_SLOWDOWN = Number(cpuFlag ?? process.env['BENCH_CPU_SLOWDOWN'] ?? 4);
const onlyPages = process.env['BENCH_PAGES']?.split(',').filter(Boolean);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

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
  /** TBT of the same page without any <script>: what this machine's load alone costs. */
  bareTbtMs: number;
  /** Each run's TBT, page and copy, in the order run: the spread behind the medians. */
  tbtRunsMs: number[];
  bareTbtRunsMs: number[];
  jsKB: number;
  htmlKB: number;
  totalKB: number;
  /** 1 / 5 / 15-minute load average when the page's runs ended. */
  loadAverage: string;
}

type Report = Awaited<ReturnType<typeof lighthouseRun>>;

/** A run's total blocking time (ms, unrounded). */
const tbtOf = (lhr: Report) => lhr.audits['total-blocking-time']?.numericValue ?? NaN;

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
    tbtMs: Math.round(tbtOf(lhr)),
    bareTbtMs: 0,
    tbtRunsMs: [],
    bareTbtRunsMs: [],
    jsKB: bytes('Script'),
    htmlKB: bytes('Document'),
    totalKB: bytes(),
    loadAverage: '',
  };
}

const stopSite = await startSite();
const chrome = await launchChrome();
const rows: Row[] = [];
/** The control page's TBT: its median, each run's, and the load average once they ended. */
let control: { tbtMs: number; tbtRunsMs: number[]; loadAverage: string } | undefined;
try {
  const units = (await (await fetch(`${base}/api/properties`)).json()) as { id: number; status: string }[];
  // (Lighthouse will not audit a page answered with 404, so the 404 page is not in the list.)
  const allPages = ['/', '/availability', `/listing/${units.find((u) => u.status === 'available')!.id}`, '/about', '/contact', '/gallery'];
  const pages = onlyPages
    ? allPages.filter((p) => onlyPages.some((o) => p === o || (o === '/listing' && p.startsWith('/listing/'))))
    : allPages;
  const siteDir = path.join(projectRoot, dataDir, 'site');
  const audit = (url: string, categories?: string[]) => lighthouseRun(chrome.port, url, CPU_SLOWDOWN, categories);
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
    const tbt: number[] = [];
    const performance: number[] = [];
    const bare: number[] = [];
    const bareTbt: number[] = [];
    let lhr = await audit(`${base}${page}`, ['performance', 'accessibility', 'best-practices', 'seo']);
    for (let run = 0; run < RUNS; run++) {
      if (run > 0) lhr = await audit(`${base}${page}`);
      built.push(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN);
      tbt.push(tbtOf(lhr));
      performance.push(Math.round((lhr.categories['performance']?.score ?? 0) * 100));
      const bareLhr = await audit(`${base}${BARE}${page}/`);
      bare.push(bareLhr.audits['largest-contentful-paint']?.numericValue ?? NaN);
      bareTbt.push(tbtOf(bareLhr));
      if (run === 0) rows.push(rowOf(page, lhr));
    }
    const row = rows.at(-1)!;
    // One run's blocking time swings with whatever else the machine does: the median, like LCP.
    row.lcpMs = Math.round(median(built));
    row.tbtMs = Math.round(median(tbt));
    row.performance = median(performance);
    row.bareLcpMs = Math.round(median(bare));
    row.lcpRatio = Math.round((row.lcpMs / row.bareLcpMs) * 100) / 100;
    row.bareTbtMs = Math.round(median(bareTbt));
    row.tbtRunsMs = tbt.map(Math.round);
    row.bareTbtRunsMs = bareTbt.map(Math.round);
    row.loadAverage = load();
    console.log(
      `measured ${page}: LCP ${row.lcpMs} ms, bare ${row.bareLcpMs} ms, TBT ${row.tbtMs} ms (${row.tbtRunsMs.join(', ')}), bare ${row.bareTbtMs} ms (${row.bareTbtRunsMs.join(', ')}) (load average ${row.loadAverage})`,
    );
  }
  await mkdir(path.join(siteDir, CONTROL), { recursive: true });
  await writeFile(path.join(siteDir, CONTROL, 'index.html'), CONTROL_HTML);
  await audit(`${base}${CONTROL}`);
  const controlTbt: number[] = [];
  for (let run = 0; run < RUNS; run++) controlTbt.push(Math.round(tbtOf(await audit(`${base}${CONTROL}`))));
  control = { tbtMs: Math.round(median(controlTbt)), tbtRunsMs: controlTbt, loadAverage: load() };
  await rm(path.join(siteDir, BARE), { recursive: true, force: true });
} finally {
  await chrome.kill();
  stopSite();
}

console.log(
  `\nLCP, TBT and performance: median of ${RUNS}; "bare" is the page's own HTML without any <script>. CPU slowdown ${CPU_SLOWDOWN}x.`,
);
console.log('\n| page | perf / a11y / BP / SEO | LCP | LCP bare | ratio | CLS | TBT | TBT bare | JS | HTML | total | load average |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows)
  console.log(
    `| ${r.page} | ${r.performance} / ${r.accessibility} / ${r.bestPractices} / ${r.seo} | ${r.lcpMs} ms | ${r.bareLcpMs} ms | ${r.lcpRatio} | ${r.cls} | ${r.tbtMs} ms | ${r.bareTbtMs} ms | ${r.jsKB} KB | ${r.htmlKB} KB | ${r.totalKB} KB | ${r.loadAverage} |`,
  );
if (control)
  console.log(
    `\nControl, a page with nothing of the site in it (twenty paragraphs, no stylesheet, no script): TBT ${control.tbtMs} ms (${control.tbtRunsMs.join(', ')}), load average ${control.loadAverage}.`,
  );
await mkdir(path.join(projectRoot, 'bench-results'), { recursive: true });
await writeFile(
  path.join(projectRoot, 'bench-results', CPU_SLOWDOWN === 4 ? 'pages.json' : `pages-cpu${CPU_SLOWDOWN}x.json`),
  JSON.stringify({ date: new Date().toISOString(), cpuSlowdownMultiplier: CPU_SLOWDOWN, rows, control }, null, 2),
);
