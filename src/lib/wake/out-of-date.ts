// Whether a page's prerendered HTML may be out of date (docs/decisions/045, 056): the API's answer
// for the data it was built from changed, or a date it shows ("Available Jan 15, 2027") arrived.

export interface StaleOptions {
  /** The answers the page was built from, path → ETag (answerETag): if any has changed since, the island wakes at once. */
  fresh?: Record<string, string>;
  /** When the built HTML goes out of date by itself (a unit's date arrives), as an ISO instant. */
  staleAfter?: string | null;
}

/** True when an answer differs from the build's (or cannot be checked: the island then tries itself). */
const hasChangedSince = (fresh: Record<string, string>) =>
  Promise.all(
    Object.entries(fresh).map(([path, etag]) =>
      fetch(path, { headers: { 'if-none-match': etag } }).then(
        (answer) => answer.status !== 304,
        () => true,
      ),
    ),
  ).then((changed) => changed.includes(true));

export function isOutOfDate({ fresh = {}, staleAfter = null }: StaleOptions): Promise<boolean> {
  if (staleAfter !== null && Date.now() >= Date.parse(staleAfter)) return Promise.resolve(true);
  return Object.keys(fresh).length ? hasChangedSince(fresh) : Promise.resolve(false);
}
