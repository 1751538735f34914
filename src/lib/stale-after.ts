// When a page built with units' dates goes out of date by itself: the first date that has not yet
// "arrived" in the HTML's words ("Available Jan 15, 2027" becomes "Available now"). The day's start
// in UTC comes hours before Boston's, so an island woken then (client:wake, client:stale) finds the date arrived
// or not itself (unit-highlights.ts) — early, never late.

/** The ISO instant the first of `dates` ('YYYY-MM-DD', null for none) begins in UTC, or null without any. */
export function staleAfterDates(dates: Array<string | null>): string | null {
  const first = dates.filter((day) => day !== null).sort()[0];
  return first === undefined ? null : `${first}T00:00:00Z`;
}
