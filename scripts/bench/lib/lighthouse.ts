// One Lighthouse run as bench-pages.ts makes them: mobile defaults (slow 4G, a Moto G Power) with
// the chosen CPU slowdown, in the Chromium the benchmarks use.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { chromiumFlags, chromiumPath } from '~/scripts/lib/chromium';

export const launchChrome = (): Promise<chromeLauncher.LaunchedChrome> =>
  chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumFlags] });

/** The report (`lhr`) of one run of `url` in the Chrome listening on `port`. */
export const audit = async (port: number, url: string, cpuSlowdownMultiplier: number, categories = ['performance']): Promise<Result> => {
  const answer = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    throttling: { cpuSlowdownMultiplier },
  });
  if (!answer) throw new Error(`Lighthouse returned nothing for ${url}`);
  return answer.lhr;
};
