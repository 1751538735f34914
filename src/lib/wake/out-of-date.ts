// Whether a page's prerendered HTML may be out of date (docs/decisions/045, 056): the API's answer
// for the data it was built from changed, or a date it shows ("Available Jan 15, 2027") arrived.
import { afterFirstPaint } from './after-first-paint';
import { whenIdle } from './when-idle';

export interface StaleOptions {
  /** The answers the page was built from, path → ETag (answerETag): if any has changed since, the island wakes at once. */
  fresh?: Record<string, string>;
  /** When the built HTML goes out of date by itself (a unit's date arrives), as an ISO instant. */
  staleAfter?: string | null;
}

/**
 * The page's checks, one request per answer and ETag however many islands ask: /availability's
 * filter and list islands were built from the same answers. Each client directive is an inline
 * script with its own copy of this module, so the checks live on the window, under a registered
 * symbol.
 */
export const ANSWER_CHECKS_KEY = 'leasing-site:answer-checks';
const CHECKS = Symbol.for(ANSWER_CHECKS_KEY);
function checksOfPage(): Map<string, Promise<boolean>> {
  const page = window as unknown as Record<typeof CHECKS, Map<string, Promise<boolean>> | undefined>;
  return (page[CHECKS] ??= new Map());
}

/**
 * True when the answer at `path` differs from the build's (or cannot be checked: the island then tries
 * itself). Asked once the page has painted (decision 074) and the main thread is idle: a page's first
 * fetch() takes ~4 ms here (~35 ms at Lighthouse's 8x), which would otherwise land in the tasks that
 * parse and lay out the page (decision 071).
 */
function hasChanged(path: string, etag: string): Promise<boolean> {
  const checks = checksOfPage();
  const key = `${path} ${etag}`;
  let check = checks.get(key);
  if (!check) {
    check = afterFirstPaint()
      .then(() => whenIdle(1000, 0))
      .then(() => fetch(path, { headers: { 'if-none-match': etag } }))
      .then(
        (answer) => answer.status !== 304,
        () => true,
      );
    checks.set(key, check);
  }
  return check;
}

const hasChangedSince = (fresh: Record<string, string>) =>
  Promise.all(Object.entries(fresh).map(([path, etag]) => hasChanged(path, etag))).then((changed) => changed.includes(true));

export function isOutOfDate({ fresh = {}, staleAfter = null }: StaleOptions): Promise<boolean> {
  if (staleAfter !== null && Date.now() >= Date.parse(staleAfter)) return Promise.resolve(true);
  return Object.keys(fresh).length ? hasChangedSince(fresh) : Promise.resolve(false);
}
