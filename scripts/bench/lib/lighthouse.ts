// One Lighthouse run as bench-pages.ts makes them: mobile defaults (slow 4G, a Moto G Power) with
// the chosen CPU slowdown, in the Chromium the benchmarks use. Shared by bench-pages.ts,
// ab-lighthouse.ts and trace-load.ts.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result, RunnerResult } from 'lighthouse';
import { chromiumFlags, chromiumPath } from '~/scripts/lib/chromium';

export const launchChrome = (): Promise<chromeLauncher.LaunchedChrome> =>
  chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumFlags] });

/** The whole run: the report (`lhr`) and what was gathered for it (`artifacts`: its trace among them). */
export const run = (port: number, url: string, cpuSlowdownMultiplier: number, categories = ['performance']): Promise<RunnerResult> =>
  lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    throttling: { cpuSlowdownMultiplier },
  }).then((answer) => {
    if (!answer) throw new Error(`Lighthouse returned nothing for ${url}`);
    return answer;
  });

export const audit = (port: number, url: string, cpuSlowdownMultiplier: number, categories = ['performance']): Promise<Result> =>
  run(port, url, cpuSlowdownMultiplier, categories).then((answer) => answer.lhr);

interface LongTask {
  url: string;
  startTime: number;
  duration: number;
}

/** The run's long tasks as Lantern simulated them: `script@start:length` (ms), `document` for the page's own. */
export const longTasksOf = (lhr: Result): string[] =>
  ((lhr.audits['long-tasks']?.details as { items?: LongTask[] } | undefined)?.items ?? []).map(
    (task) => `${task.url.split('/').pop() || 'document'}@${Math.round(task.startTime)}:${Math.round(task.duration)}`,
  );
