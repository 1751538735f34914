// Listing page views for the dashboard, counted the privacy-friendly way: a beacon from the page
// raises a per-unit, per-day counter. No cookie, no address, no user agent is stored; requests from
// crawlers (by user agent) are not counted.
import { recordView } from '../../db/queries/listing-views';

const BOT = /bot|crawl|spider|slurp|preview|facebookexternalhit|headless|lighthouse|curl|wget|python|java\/|go-http|httpclient/i;

export const isBot = (userAgent: string | null) => !userAgent || BOT.test(userAgent);

/** Counts a view of the unit's page unless a bot asked; unknown units are ignored. */
export async function countListingView(unitId: number, userAgent: string | null): Promise<void> {
  if (isBot(userAgent)) return;
  await recordView(unitId);
}
