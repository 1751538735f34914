// `npm run bench:pages`: Lighthouse's default mobile settings (simulated slow 4G, a 4x slower CPU)
// on every public page of a fresh `npm start`, each page measured in turns with two pages served by
// the same server, so that the three of a round meet the same minute of this machine:
//   - a control: plain text, no stylesheet, no script. What the machine alone costs: its blocking
//     time is subtracted from the page's, round by round ("TBT − control");
//   - the page's own HTML with every <script> removed: the LCP the page would have with no
//     JavaScript at all (same server, same images), beside the page's own ("LCP / bare").
// Figures are medians of BENCH_RUNS rounds (default 5). BENCH_PAGES=/,/contact limits the pages;
// BENCH_CPU_SLOWDOWN=6 replaces the 4x. Chromium: CHROMIUM_PATH (default /usr/bin/chromium).
// Loopback only. Writes bench-results/pages.json.
import { spawn } from 'node:child_process';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Result } from 'lighthouse';
import { median } from './lib/event-timing';
import { siteConfig } from '~/src/lib/site-config';
import { audit, launchChrome } from './lib/lighthouse';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env['BENCH_PORT'] ?? 8898);
const base = `http://localhost:${port}`;
const dataDir = '.netlify/bench';
const RUNS = Number(process.env['BENCH_RUNS'] ?? 5);
const CPU_SLOWDOWN = Number(process.env['BENCH_CPU_SLOWDOWN'] ?? 4);
const onlyPages = process.env['BENCH_PAGES']?.split(',').filter(Boolean);
// Where the script-free copies and the control are served from, inside the built site (removed at the end).
const BARE = '/__bare';
const CONTROL = `${BARE}/__control/`;
const CONTROL_HTML = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Control</title></head><body><h1>Control</h1>${`<p>${siteConfig.description}</p>`.repeat(20)}</body></html>`;

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

/** One run's figures (ms, CLS unitless, score 0–100). */
interface Run {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

const figuresOf = (lhr: Result): Run => ({
  performance: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
  lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
  cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
  tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
});

interface Row {
  page: string;
  performance: number;
  lcpMs: number;
  /** LCP of the page's own HTML without any <script>. */
  bareLcpMs: number;
  lcpRatio: number;
  cls: number;
  tbtMs: number;
  /** Median of the rounds' differences: the page's TBT less the control's in the same round. */
  tbtOverControlMs: number;
  /** The rounds in the order run. */
  runs: { page: Run; control: Run; bare: Run }[];
  /** 1 / 5 / 15-minute load average when the page's rounds ended. */
  loadAverage: string;
}

const stopSite = await startSite();
const chrome = await launchChrome();
const rows: Row[] = [];
try {
  const units = (await (await fetch(`${base}/api/properties`)).json()) as { id: number; status: string }[];
  const siteDir = path.join(projectRoot, dataDir, 'site');
  const [building] = (await readdir(path.join(siteDir, 'buildings'))).sort();
  // (Lighthouse will not audit a page answered with 404, so the 404 page is not in the list.)
  const allPages = [
    '/',
    '/availability',
    `/listing/${units.find((u) => u.status === 'available')!.id}`,
    `/buildings/${building}`,
    '/about',
    '/contact',
    '/gallery',
  ];
  const pages = onlyPages
    ? allPages.filter((p) => onlyPages.some((o) => p === o || (['/listing', '/buildings'].includes(o) && p.startsWith(`${o}/`))))
    : allPages;
  const run = async (url: string) => figuresOf(await audit(chrome.port, `${base}${url}`, CPU_SLOWDOWN));

  await mkdir(path.join(siteDir, CONTROL), { recursive: true });
  await writeFile(path.join(siteDir, CONTROL, 'index.html'), CONTROL_HTML);
  await run(CONTROL); // Chrome's and Lighthouse's own first-run costs, not counted.
  for (const page of pages) {
    const html = await (await fetch(`${base}${page}`)).text();
    const bare = `${BARE}${page}/`;
    await mkdir(path.join(siteDir, bare), { recursive: true });
    await writeFile(path.join(siteDir, bare, 'index.html'), html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, ''));
    // A first run of each, not counted, warms the Image CDN cache (Netlify's edge keeps resized images too).
    await run(page);
    await run(bare);
    const runs: Row['runs'] = [];
    for (let round = 0; round < RUNS; round++) runs.push({ page: await run(page), control: await run(CONTROL), bare: await run(bare) });
    const of = (pick: (r: Row['runs'][number]) => number) => median(runs.map(pick));
    const row: Row = {
      page,
      performance: of((r) => r.page.performance),
      lcpMs: Math.round(of((r) => r.page.lcpMs)),
      bareLcpMs: Math.round(of((r) => r.bare.lcpMs)),
      lcpRatio: 0,
      cls: Math.round(of((r) => r.page.cls) * 1000) / 1000,
      tbtMs: Math.round(of((r) => r.page.tbtMs)),
      tbtOverControlMs: Math.round(of((r) => r.page.tbtMs - r.control.tbtMs)),
      runs,
      loadAverage: loadavg()
        .map((n) => n.toFixed(2))
        .join(' / '),
    };
    row.lcpRatio = Math.round((row.lcpMs / row.bareLcpMs) * 100) / 100;
    rows.push(row);
    const tbts = (pick: (r: Row['runs'][number]) => Run) => runs.map((r) => Math.round(pick(r).tbtMs)).join(', ');
    console.log(
      `measured ${page}: TBT ${tbts((r) => r.page)} ms, control ${tbts((r) => r.control)} ms; LCP ${row.lcpMs} ms, bare ${row.bareLcpMs} ms (load average ${row.loadAverage})`,
    );
  }
  await rm(path.join(siteDir, BARE), { recursive: true, force: true });
} finally {
  await chrome.kill();
  stopSite();
}

console.log(
  `\nMedian of ${RUNS} rounds (page, control, bare copy), CPU slowdown ${CPU_SLOWDOWN}x. "bare" is the page's own HTML without any <script>; the control is plain text with no script.`,
);
console.log('\n| page | performance | LCP | LCP bare | LCP / bare | CLS | TBT | TBT − control | load average |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows)
  console.log(
    `| ${r.page} | ${r.performance} | ${r.lcpMs} ms | ${r.bareLcpMs} ms | ${r.lcpRatio} | ${r.cls} | ${r.tbtMs} ms | ${r.tbtOverControlMs} ms | ${r.loadAverage} |`,
  );
await mkdir(path.join(projectRoot, 'bench-results'), { recursive: true });
await writeFile(
  path.join(projectRoot, 'bench-results', CPU_SLOWDOWN === 4 ? 'pages.json' : `pages-cpu${CPU_SLOWDOWN}x.json`),
  JSON.stringify({ date: new Date().toISOString(), cpuSlowdownMultiplier: CPU_SLOWDOWN, runsPerPage: RUNS, rows }, null, 2),
);
