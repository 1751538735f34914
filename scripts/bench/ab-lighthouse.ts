// `npm run bench:ab-lighthouse -- <page URL>…`: Lighthouse (bench-pages.ts's settings, CPU slowdown
// BENCH_CPU_SLOWDOWN, default 8) on pages already served, in turns, BENCH_RUNS times (default 8)
// after one uncounted run of each. Give the same page of two builds to compare them in the same
// minutes: this machine's blocking time at 8x spreads from 0 to ~200 ms run to run for an unchanged
// page (docs/decisions/070), so a median of 3 taken an hour apart shows nothing. Prints each run's
// total blocking time, LCP and long tasks (where, simulated start and length), then the medians.
import { audit, launchChrome, longTasksOf } from './lib/lighthouse';
import { median } from './lib/event-timing';

const urls = process.argv.slice(2);
if (!urls.length) throw new Error('usage: npm run bench:ab-lighthouse -- <page URL>… (e.g. the same page of two builds)');
const runs = Number(process.env['BENCH_RUNS'] ?? 8);
const cpuSlowdown = Number(process.env['BENCH_CPU_SLOWDOWN'] ?? 8);

const chrome = await launchChrome();
const tbt = new Map<string, number[]>();
const lcp = new Map<string, number[]>();
try {
  for (const url of urls) await audit(chrome.port, url, cpuSlowdown);
  for (let run = 1; run <= runs; run++)
    for (const url of urls) {
      const lhr = await audit(chrome.port, url, cpuSlowdown);
      const blocking = Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN);
      const largest = Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN);
      tbt.set(url, [...(tbt.get(url) ?? []), blocking]);
      lcp.set(url, [...(lcp.get(url) ?? []), largest]);
      const tasks = longTasksOf(lhr);
      console.log(`run ${run} ${url}: TBT ${blocking} ms, LCP ${largest} ms; long tasks ${tasks.join(' ') || 'none'}`);
    }
} finally {
  chrome.kill();
}
console.log(`\nCPU ${cpuSlowdown}x, median of ${runs}:`);
for (const url of urls)
  console.log(`${url}: TBT ${median(tbt.get(url)!)} ms (${tbt.get(url)!.join(', ')}), LCP ${median(lcp.get(url)!)} ms`);
