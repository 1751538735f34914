// Listing page views for the dashboard, counted the privacy-friendly way: a beacon from the page
// raises a per-unit, per-day counter, once per visitor, unit and Boston day. No cookie, no address
// and no user agent is stored: a visitor is known for the day only by a salted hash of address,
// unit and day, under a salt derived from the server's secret and the day, so hashes cannot be
// linked to an address or across days; the daily housekeeping deletes past days' hashes. Requests
// from crawlers (by user agent) are not counted.
import { createHmac } from 'node:crypto';
import { deleteVisitorsBefore, recordView } from '~/db/queries/listing-views';
import { officeDay } from '~/src/lib/office-hours';
import { serverSecret } from './env';

const BOT = /bot|crawl|spider|slurp|preview|facebookexternalhit|headless|lighthouse|curl|wget|python|java\/|go-http|httpclient/i;

export const isBot = (userAgent: string | null) => !userAgent || BOT.test(userAgent);

/** The visitor as the day's hash of address, unit and day; the salt is new every day. */
function visitorHash(address: string, unitId: number, day: string): string {
  const salt = createHmac('sha256', serverSecret()).update(`listing-view-salt:${day}`).digest();
  return createHmac('sha256', salt).update(`${address}|${unitId}|${day}`).digest('base64url');
}

/**
 * Counts a view of the unit's page by the visitor at `address` (its /64 for IPv6), once per unit
 * and Boston day, unless a bot asked; unknown units are ignored.
 */
export async function countListingView(unitId: number, userAgent: string | null, address: string, at = new Date()): Promise<void> {
  if (isBot(userAgent)) return;
  const day = officeDay(at);
  await recordView(unitId, day, visitorHash(address, unitId, day));
}

/** Forgets the visitors of the days before today (the daily housekeeping); answers how many. */
export function forgetPastVisitors(now = new Date()): Promise<number> {
  return deleteVisitorsBefore(officeDay(now));
}
