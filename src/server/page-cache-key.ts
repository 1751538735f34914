// The cacheKey of a page Astro's incremental build may reuse from the last build (decision 051):
// everything the page shows from the database, and the Boston day it is built on (the footer's
// year, "Available now"). Same key, same page; any write to what it shows renders it again.
import { OFFICE_TIME_ZONE } from '~/src/lib/office-hours';
import { etagOf } from './answer-etag';

export function pageCacheKey(data: unknown, now = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: OFFICE_TIME_ZONE }).format(now);
  return etagOf(JSON.stringify({ day, data }));
}
