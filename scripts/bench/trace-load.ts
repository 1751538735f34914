// `npm run bench:trace-load -- <page URL>… [runs]`: where a page's blocking time at Lighthouse's 8x
// comes from (issue 31). For pages already served, in turns, `runs` times (default 3): Lighthouse
// as bench-pages.ts runs it, then from its own trace (recorded at 1x: Lantern multiplies it) the
// main thread's tasks of 5 ms or more with what ran in them (parse, each inline script by line,
// style, layout, paint, a module's evaluation, a callback), and what Lantern made of them: the
// simulated first paint, the long tasks (simulated start and length) and the blocking time. Last,
// per page, the medians of the blocking time, the parse's first task and the style and layout done
// before the first paint. One trace is a sample of this machine's minute: compare pages in turns.
import { launchChrome, longTasksOf, run as runLighthouse } from './lib/lighthouse';
import { median } from './lib/event-timing';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string; lineNumber?: number; isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

const numeric = /^\d+$/;
const runs = Number(process.argv.slice(2).find((arg) => numeric.test(arg)) ?? 3);
const urls = process.argv.slice(2).filter((arg) => !numeric.test(arg));
if (!urls.length) throw new Error('usage: npm run bench:trace-load -- <page URL>… [runs]');
const CPU_SLOWDOWN = 8;
const SHOWN_TASK_US = 5000;
const SHOWN_CHILD_US = 300;
/** Wrappers whose named child says more than they do. */
const WRAPPERS = /^(v8\.callFunction|v8\.run|RunMicrotasks|ScriptCompiled|ThrottlingURLLoader|URLLoader|ResourceRequestSender)/;

const ms = (us: number) => (us / 1000).toFixed(1);
const lastPart = (url: string) => url.split('/').filter(Boolean).pop() ?? url;

function describe(event: TraceEvent): string {
  const data = event.args?.data ?? {};
  const what = data.functionName
    ? `[${data.functionName}]`
    : event.name === 'EvaluateScript' && data.lineNumber
      ? `(line ${data.lineNumber})`
      : '';
  const where = data.url && event.name !== 'EvaluateScript' ? `(${lastPart(data.url).slice(0, 40)})` : '';
  return `${event.name}${what}${where} ${ms(event.dur ?? 0)}`;
}

const chrome = await launchChrome();
const figures = new Map<string, { tbt: number[]; firstParse: number[]; styleAndLayout: number[] }>();
try {
  for (let run = 1; run <= runs; run++)
    for (const url of urls) {
      const { lhr, artifacts } = await runLighthouse(chrome.port, url, CPU_SLOWDOWN);
      const events = (artifacts as unknown as { Trace: { traceEvents: TraceEvent[] } }).Trace.traceEvents;
      const start = events.find(
        (e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith('http'),
      );
      if (!start) throw new Error(`no navigation in the trace of ${url}`);
      const main = events.filter((e) => e.pid === start.pid && e.tid === start.tid && e.ts > start.ts && e.ph === 'X');
      const tasks = main.filter((e) => e.name === 'RunTask');
      const within = (task: TraceEvent) => main.filter((e) => e !== task && e.ts >= task.ts && e.ts < task.ts + (task.dur ?? 0));

      const tbt = Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN);
      const fcp = Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? NaN);
      const longTasks = longTasksOf(lhr);
      console.log(`\nrun ${run} ${url}: TBT ${tbt} ms, first paint (simulated) ${fcp} ms; long tasks ${longTasks.join(' ') || 'none'}`);
      for (const task of tasks.filter((t) => (t.dur ?? 0) >= SHOWN_TASK_US)) {
        const shown = within(task).filter((e) => (e.dur ?? 0) >= SHOWN_CHILD_US && !WRAPPERS.test(e.name));
        console.log(`  @${ms(task.ts - start.ts)} ${ms(task.dur ?? 0)} ms: ${shown.map(describe).join(', ')}`);
      }

      const firstPaint = main.find((e) => e.name === 'Paint');
      const beforePaint = main.filter((e) => firstPaint && e.ts < firstPaint.ts);
      const total = (list: TraceEvent[], name: string) =>
        list.filter((e) => e.name === name).reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;
      const firstParseTask = tasks.find((task) => within(task).some((e) => e.name === 'ParseHTML'));
      const page = figures.get(url) ?? { tbt: [], firstParse: [], styleAndLayout: [] };
      page.tbt.push(tbt);
      page.firstParse.push((firstParseTask?.dur ?? NaN) / 1000);
      page.styleAndLayout.push(total(beforePaint, 'UpdateLayoutTree') + total(beforePaint, 'Layout'));
      figures.set(url, page);
    }
} finally {
  chrome.kill();
}
console.log(`\nCPU ${CPU_SLOWDOWN}x, median of ${runs}; the tasks at 1x, as traced:`);
for (const [url, page] of figures)
  console.log(
    `${url}: TBT ${median(page.tbt)} ms (${page.tbt.join(', ')}); the parse's first task ${median(page.firstParse).toFixed(1)} ms; style and layout before the first paint ${median(page.styleAndLayout).toFixed(1)} ms`,
  );
