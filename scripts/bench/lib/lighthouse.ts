// One Lighthouse run as bench-pages.ts makes them: mobile defaults (slow 4G, a Moto G Power) with
// the chosen CPU slowdown, in the Chromium the benchmarks use. Shared by bench-pages.ts and
// ab-lighthouse.ts.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { chromiumFlags, chromiumPath } from '~/scripts/lib/chromium';

export const launchChrome = (): Promise<chromeLauncher.LaunchedChrome> =>
  chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumFlags] });

export const audit = (port: number, url: string, cpuSlowdownMultiplier: number, categories = ['performance']): Promise<Result> =>
  lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    throttling: { cpuSlowdownMultiplier },
  }).then((answer) => answer!.lhr);
