// `npm run bench:tap-trace -- <path>`: where the milliseconds of one "first tap → viewer painted"
// go (bench-inp.ts's scenario, issue 31, docs/decisions/064), against a site already served at
// BENCH_URL (default http://localhost:8888): a 375×812 touch phone, CPU 4x, the first photo of
// `path` (default /listing/7) scrolled into view right after load and tapped. Records a Chrome
// trace and a CPU profile of the tap and prints, from its pointerdown to the frame after
// .yarl__root is in the page (as bench-inp.ts times it): the main thread's time by kind of work
// (compiling functions on their first call, evaluating modules, running script, style, layout,
// paint), each task over 4 ms, when each script was requested and arrived (and whether from the
// cache), and the heaviest functions of the three longest tasks. One run, tracing included: read
// it for proportions, not as a figure. The trace is written to bench-results/first-tap-<page>.json
// (Chrome's Performance panel opens it).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '~/scripts/lib/chromium';
import { PHONE, PHOTO } from './lib/first-tap';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const base = process.env['BENCH_URL'] ?? 'http://localhost:8888';
const route = process.argv[2] ?? '/listing/7';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; name?: string };
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const context = await browser.newContext(PHONE);
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.goto(`${base}${route}`);
const photo = page.locator(PHOTO).first();

const events: TraceEvent[] = [];
// The protocol's types call them maps of strings; they are Chrome's trace event objects.
cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
await cdp.send('Tracing.start', {
  transferMode: 'ReportEvents',
  traceConfig: {
    includedCategories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-devtools.timeline.frame',
      'v8.execute',
      'v8',
      'blink.user_timing',
      'loading',
      'netlog',
      'disabled-by-default-v8.cpu_profiler',
      'disabled-by-default-v8.compile',
    ],
  },
});
// Marks the viewer's arrival and the frame after it (as bench-inp.ts times it) in the trace.
// Awaited in the page (as bench-inp.ts does), not polled: Playwright's polling would be in the trace.
await page.evaluate(() => {
  const painted = new Promise<void>((resolve) => {
    const watch = new MutationObserver(() => {
      if (!document.querySelector('.yarl__root')) return;
      watch.disconnect();
      performance.mark('viewer-in-dom');
      requestAnimationFrame(() => setTimeout(() => resolve(void performance.mark('viewer-painted'))));
    });
    watch.observe(document.body, { childList: true, subtree: true });
  });
  Reflect.set(window, '__viewerPainted', painted);
});
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
await cdp.send('Profiler.start');
await photo.scrollIntoViewIfNeeded();
await photo.tap();
await page.evaluate(() => Reflect.get(window, '__viewerPainted') as Promise<void>);
const { profile } = await cdp.send('Profiler.stop');
await cdp.send('Tracing.end');
await done;
await browser.close();

await mkdir(path.join(projectRoot, 'bench-results'), { recursive: true });
const file = path.join(projectRoot, 'bench-results', `first-tap-${route.replace(/\W+/g, '-').replace(/^-|-$/g, '')}.json`);
await writeFile(file, JSON.stringify({ traceEvents: events }));

// The renderer's main thread: where the page's own `pointerdown` ran.
const tap = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.['type'] === 'pointerdown');
if (!tap) throw new Error('no pointerdown in the trace');
const main = (e: TraceEvent) => e.pid === tap.pid && e.tid === tap.tid;
const start = tap.ts;
const mark = (name: string) => events.find((e) => e.name === name && e.cat.includes('user_timing'))?.ts;
const end = mark('viewer-painted') ?? Math.max(...events.filter(main).map((e) => e.ts));
const ms = (us: number) => Math.round(us / 100) / 10;
const scrolled = events.find((e) => main(e) && e.name === 'EventDispatch' && e.args?.data?.['type'] === 'scroll')?.ts;
console.log(
  `${route}: scroll at ${scrolled ? ms(scrolled - start) : '?'} ms, pointerdown → viewer in the DOM ${ms((mark('viewer-in-dom') ?? NaN) - start)} ms → painted ${ms(end - start)} ms (trace ${path.relative(projectRoot, file)})`,
);

// Top-level tasks on the main thread, and the kinds of work inside them (self time by name).
const within = events.filter((e) => main(e) && e.ph === 'X' && e.ts >= start && e.ts <= end && e.dur !== undefined);
const tasks = within.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
const busy = tasks.reduce((sum, e) => sum + (e.dur ?? 0), 0);
console.log(`main thread busy ${ms(busy)} ms in ${tasks.length} tasks, idle ${ms(end - start - busy)} ms`);
// Self time (an event's duration less its nested events') on the main thread, by kind of work.
const stack: TraceEvent[] = [];
const self = new Map<string, number>();
for (const e of [...within].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))) {
  while (stack.length && stack.at(-1)!.ts + (stack.at(-1)!.dur ?? 0) <= e.ts) stack.pop();
  const parent = stack.at(-1);
  if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - (e.dur ?? 0));
  self.set(e.name, (self.get(e.name) ?? 0) + (e.dur ?? 0));
  stack.push(e);
}
const GROUPS: [string, RegExp][] = [
  ['compiling functions on first call', /^V8\.(CompileCode|ParseFunction|CompileIgnition|CompileIgnitionFinalization|CompileLazy)$/],
  [
    'compiling modules (finalising on the main thread)',
    /^(v8\.compileModule|V8\.CompileStreamedModule|V8\.OffThreadFinalization\.\w+|DocumentModuleScriptFetcher::NotifyFinished)$/,
  ],
  ['optimising hot code (JIT tiers)', /^(V8\.\w*(Baseline|Maglev|Turbofan)\w*|FlushInstructionCache|V8\.\w*Interrupt\w*|V8\.StackGuard)$/],
  ['evaluating modules', /^v8\.evaluateModule$/],
  ['style', /^UpdateLayoutTree$/],
  ['layout', /^Layout$/],
  ['paint and commit', /^(PrePaint|Paint|Layerize|Commit|PaintImage)$/],
  ['garbage collection', /GC|Scavenge/],
  ['running script', /^(FunctionCall|RunMicrotasks|TimerFire|EventDispatch|FireAnimationFrame|v8\.callFunction|v8\.run)$/],
  ['in tasks, not attributed', /^(RunTask|ThreadControllerImpl::RunTask)$/],
];
const grouped = new Map<string, number>();
for (const [name, us] of self) {
  const group = GROUPS.find(([, test]) => test.test(name))?.[0] ?? 'other';
  grouped.set(group, (grouped.get(group) ?? 0) + us);
}
for (const [group, us] of [...grouped].sort((a, b) => b[1] - a[1])) console.log(`  ${ms(us).toString().padStart(7)} ms  ${group}`);
const background = events
  .filter(
    (e) =>
      !main(e) &&
      e.ph === 'X' &&
      e.ts >= start - 1_000_000 &&
      e.ts <= end &&
      /^(v8\.parseOnBackground|BackgroundCompileTask::Run)$/.test(e.name),
  )
  .reduce((sum, e) => sum + (e.dur ?? 0), 0);
console.log(`  (off the main thread: ${ms(background)} ms streaming and compiling scripts, from 1 s before the tap)`);

// The longest tasks, in order, with what they ran.
console.log('tasks over 4 ms (start after tap, duration, main child):');
for (const task of tasks.filter((t) => (t.dur ?? 0) > 4000)) {
  const children = within.filter((e) => e !== task && e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0) && (e.dur ?? 0) > 1000);
  const top = children
    .filter((e) => !/^(RunTask|ThreadControllerImpl::RunTask)$/.test(e.name))
    .slice(0, 4)
    .map((e) => {
      const data = e.args?.data ?? {};
      const where = String(data['url'] ?? data['fileName'] ?? data['type'] ?? data['functionName'] ?? '')
        .split('/')
        .pop();
      return `${e.name}${where ? `(${where})` : ''} ${ms(e.dur ?? 0)}`;
    });
  console.log(`  +${ms(task.ts - start)} ms  ${ms(task.dur ?? 0)} ms  ${top.join(', ')}`);
}

// The scripts and stylesheets fetched around the tap: requested and finished, ms after the tap.
const sent = events.filter((e) => e.name === 'ResourceSendRequest');
const finished = new Map(events.filter((e) => e.name === 'ResourceFinish').map((e) => [e.args?.data?.['requestId'], e.ts]));
console.log('fetched (ms after the tap: requested → finished):');
for (const e of sent) {
  const url = String(e.args?.data?.['url'] ?? '');
  if (!/\.(js|css)(\?|$)/.test(url)) continue;
  const id = e.args?.data?.['requestId'];
  const end = finished.get(id);
  const cached = events.some(
    (r) => r.name === 'ResourceReceiveResponse' && r.args?.data?.['requestId'] === id && r.args?.data?.['fromCache'],
  );
  console.log(`  ${ms(e.ts - start)} → ${end ? ms(end - start) : '?'}  ${url.split('/').pop()}${cached ? ' (cache)' : ''}`);
}

const { nodes, samples = [], timeDeltas = [] } = profile;
const byId = new Map(nodes.map((node) => [node.id, node]));

// The longest tasks after the tap: self time per function inside each (profile samples in its span).
const longest = tasks
  .filter((t) => t.ts >= start)
  .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
  .slice(0, 3);
for (const task of longest.sort((a, b) => a.ts - b.ts)) {
  const inTask = new Map<string, number>();
  let at = profile.startTime;
  samples.forEach((id, i) => {
    at += timeDeltas[i] ?? 0;
    if (at < task.ts || at > task.ts + (task.dur ?? 0)) return;
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    const fn = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() || ''}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    inTask.set(fn, (inTask.get(fn) ?? 0) + (timeDeltas[i + 1] ?? 0));
  });
  console.log(`task at +${ms(task.ts - start)} ms (${ms(task.dur ?? 0)} ms):`);
  for (const [fn, us] of [...inTask].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${ms(us).toString().padStart(7)} ms  ${fn}`);
}
