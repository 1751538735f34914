// `npm run bench:ab-tap -- <site A> <site B> [path…]`: "first tap → viewer painted" (bench-inp.ts's
// scenario: a 375×812 touch phone, CPU 4x) on two sites already served, in turns, so that both
// builds meet the same minutes of this machine. The first-tap figures drift by tens of
// milliseconds between hours here (docs/decisions/064, 070): a change is judged against the build
// before it, run alternately like this, not against a figure from another hour. Paths default to
// /gallery and /listing/7; BENCH_RUNS (default 10) counted runs after one uncounted warm-up pass.
// Prints each site's median per path, then every run.
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '~/scripts/lib/chromium';
import { median, throttleCpu } from './lib/event-timing';
import { firstTapToViewer, PHONE, PHOTO } from './lib/first-tap';

const [siteA, siteB, ...listed] = process.argv.slice(2);
if (!siteA || !siteB) throw new Error('usage: npm run bench:ab-tap -- <site A> <site B> [path…], e.g. http://localhost:8891');
const paths = listed.length ? listed : ['/gallery', '/listing/7'];
const runs = Number(process.env['BENCH_RUNS'] ?? 10);

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const viewerMs = new Map<string, number[]>();
const loadBefore = loadavg()[0]!;
for (let run = 0; run <= runs; run++)
  for (const path of paths)
    for (const site of [siteA, siteB]) {
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      await throttleCpu(page, 4);
      try {
        const timing = await firstTapToViewer(page, `${site}${path}`, page.locator(PHOTO).first());
        const key = `${path} ${site}`;
        if (run > 0) viewerMs.set(key, [...(viewerMs.get(key) ?? []), Math.round(timing.viewerMs)]);
      } finally {
        await context.close();
      }
    }
await browser.close();

console.log(
  `first tap → viewer painted, CPU 4x, ${runs} runs each in turns, load average ${loadBefore.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}`,
);
for (const [key, values] of viewerMs) console.log(`${key}: median ${median(values)} ms (${values.join(', ')})`);
