// `npm run bench:scale`: the complex at scale: 50 buildings, 1,000 units with photos, 300 gallery
// images and 5,000 inquiries, generated into their own data folder (.netlify/scale), then served
// by `npm start` and measured: the full static build and a rebuild after one write, the
// /availability page's size, GET /api/properties under load (and revalidated: 304), and the admin
// lists in Chromium (first render, and a keystroke in their search boxes). Loopback only.
// Fails (exit 1) when /availability is over 400 KB raw or shifts its layout (CLS above 0).
// BENCH_DATABASE=postgres runs it on a real PostgreSQL 17 server (scripts/bench/lib/bench-database.ts).
import { spawn } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { closeDatabase } from '~/db/client';
import { migrateDatabase } from '~/db/migrate';
import { generateScaleData, SCALE } from './lib/scale-data';
import { benchDatabase, startBenchDatabase } from './lib/bench-database';
import { chromiumFlags, chromiumPath } from '~/scripts/lib/chromium';
import { layoutShift, measureInteraction, observeInteractions, throttleCpu } from './lib/event-timing';
import { startLocalData } from '~/scripts/platform/local-data';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDir = path.join(projectRoot, '.netlify/scale');
const port = Number(process.env['BENCH_PORT'] ?? 8896);
const base = `http://localhost:${port}`;
const ADMIN_PASSWORD = 'scale-bench-password';
/** docs/BENCHMARKS.md: /availability stays a plain page of at most this much raw HTML at 1,000 units. */
const AVAILABILITY_LIMIT_KB = 400;
const failures: string[] = [];
/** `npm run bench:scale -- --availability`: the data, the builds and the availability page only. */
const availabilityOnly = process.argv.includes('--availability');

// 1. The data, written once into its own folder.
await rm(dataDir, { recursive: true, force: true });
const stopBenchDatabase = await startBenchDatabase();
const data = await startLocalData(dataDir, 'npm run bench:scale');
await migrateDatabase(data.database);
const generated = Date.now();
await generateScaleData(ADMIN_PASSWORD);
console.log(`Generated ${JSON.stringify(SCALE)} in ${((Date.now() - generated) / 1000).toFixed(1)} s`);
await closeDatabase();
await data.stop();

// 2. `npm start` on it: its first build is the full static build; the build after a write is the rebuild.
const builds: number[] = [];
let onBuild: (() => void) | undefined;
const child = spawn(process.execPath, [path.join(projectRoot, 'node_modules/tsx/dist/cli.mjs'), 'scripts/start.ts'], {
  cwd: projectRoot,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ADMIN_PASSWORD, REBUILD_QUIET_MS: '200' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve, reject) => {
  child.stdout.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    const built = /Site built in ([\d.]+) s/.exec(text);
    if (built) {
      builds.push(Number(built[1]));
      onBuild?.();
    }
    if (text.includes('Leasing site ready')) resolve();
  });
  child.on('exit', (code) => reject(new Error(`npm start exited with ${code}`)));
});

try {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const unit = (await (await fetch(`${base}/api/properties/1`)).json()) as Record<string, unknown>;
  const rebuilt = new Promise<void>((resolve) => (onBuild = resolve));
  const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = unit;
  await fetch(`${base}/api/properties/1`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ ...fields, description: 'Freshly painted.' }),
  });
  await rebuilt;

  // 3. The availability page: its size, and in Chromium at 4x CPU slowdown its layout shift while
  // it loads and hydrates, and how long a filter change takes to paint (Event Timing).
  const html = await (await fetch(`${base}/availability`)).text();
  await mkdir(path.join(projectRoot, 'bench-results'), { recursive: true });
  await writeFile(path.join(projectRoot, 'bench-results', 'availability-scale.html'), html);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await observeInteractions(visitor);
  await throttleCpu(visitor, 4);
  await visitor.goto(`${base}/availability`, { waitUntil: 'networkidle' });
  const type = visitor.getByLabel('Space type');
  await type.focus(); // the filters are an island: measured once it has hydrated (below)
  await visitor.locator('astro-island:not([ssr]) select').first().waitFor();
  const cls = await layoutShift(visitor);
  const filterTypeMs = await measureInteraction(visitor, () => visitor.keyboard.press('ArrowDown'));
  const minSize = visitor.getByLabel('Min sq ft');
  await minSize.focus();
  let filterSizeMs = 0;
  for (const key of '4000') filterSizeMs = Math.max(filterSizeMs, await measureInteraction(visitor, () => visitor.keyboard.press(key)));
  await visitor.close();
  const availability = {
    htmlKB: Math.round(Buffer.byteLength(html) / 1024),
    brotliKB: Math.round(brotliCompressSync(html).byteLength / 1024),
    unitLinks: new Set(html.match(/href="\/listing\/\d+"/g)).size,
    cls: Number(cls.toFixed(4)),
    filterTypeMs,
    filterSizeMs,
  };
  if (availability.htmlKB > AVAILABILITY_LIMIT_KB)
    failures.push(`/availability is ${availability.htmlKB} KB raw (limit ${AVAILABILITY_LIMIT_KB} KB)`);
  if (cls > 0) failures.push(`/availability shifts its layout while loading (CLS ${cls})`);

  // 4. The API: plain and revalidated, at 1 and 20 connections.
  const url = `${base}/api/properties`;
  const first = await fetch(url);
  const body = await first.text();
  const etag = first.headers.get('etag') ?? '';
  const api = [];
  for (const connections of availabilityOnly ? [] : [1, 20]) {
    for (const conditional of [false, true]) {
      const result = await autocannon({ url, connections, duration: 10, ...(conditional ? { headers: { 'if-none-match': etag } } : {}) });
      api.push({
        connections,
        request: conditional ? 'If-None-Match (304)' : 'plain (200)',
        rps: Math.round(result.requests.average),
        p50ms: result.latency.p50,
        p99ms: result.latency.p99,
        errors: result.errors + result.non2xx - (conditional ? result['3xx'] : 0),
      });
    }
  }

  // 5. The admin lists in Chromium: time to the first rows, and to the filtered rows after a keystroke.
  const page = await browser.newPage();
  if (!availabilityOnly) await page.goto(`${base}/admin`);
  if (!availabilityOnly) {
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
  }
  const admin = [];
  for (const [tab, search, query] of availabilityOnly
    ? []
    : ([
        ['Available Space', 'Search units', 'B17'],
        ['Inquiries', 'Search inquiries', 'Lee'],
      ] as const)) {
    await page.getByRole('tab', { name: tab }).click();
    await page.getByLabel(search).waitFor();
    // Data loaded (react-query keeps it), so the next switch measures rendering alone.
    await page.waitForLoadState('networkidle');
    await page.getByRole('tab', { name: tab === 'Inquiries' ? 'Available Space' : 'Inquiries' }).click();
    const firstRender = await page.evaluate(async (name) => {
      const start = performance.now();
      [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.textContent?.startsWith(name))!.click();
      await new Promise(requestAnimationFrame);
      await new Promise((resolve) => setTimeout(resolve));
      return performance.now() - start;
    }, tab);
    // The list's tab may draw its search box a turn after the click (its parts render in turns).
    await page.getByLabel(search).waitFor();
    const keystroke = await page.evaluate(
      async ({ label, text }) => {
        const input = [...document.querySelectorAll<HTMLInputElement>('input')].find((i) => i.getAttribute('aria-label') === label)!;
        const times: number[] = [];
        for (const char of text) {
          const start = performance.now();
          const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
          setter.call(input, input.value + char);
          input.dispatchEvent(new Event('input', { bubbles: true }));
          await new Promise(requestAnimationFrame);
          await new Promise((resolve) => setTimeout(resolve));
          times.push(performance.now() - start);
        }
        return Math.max(...times);
      },
      { label: search, text: query },
    );
    admin.push({ list: tab, firstRenderMs: Math.round(firstRender), slowestKeystrokeMs: Math.round(keystroke) });
  }
  await browser.close();

  const report = {
    date: new Date().toISOString().slice(0, 10),
    loadAverage: loadavg().map((l) => Number(l.toFixed(1))),
    database: benchDatabase,
    scale: SCALE,
    fullBuildSeconds: builds[0],
    rebuildAfterOneWriteSeconds: builds[1],
    availability,
    apiBodyKB: Math.round(Buffer.byteLength(body) / 1024),
    api,
    admin,
  };
  console.log(JSON.stringify(report, null, 2));
  await writeFile(path.join(projectRoot, 'bench-results', `scale-${benchDatabase}.json`), JSON.stringify(report, null, 2));
} finally {
  const exited = child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null;
  child.kill('SIGTERM');
  await exited;
  await stopBenchDatabase();
}
if (failures.length > 0) {
  console.error(`\nbench:scale over its limits:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
}
