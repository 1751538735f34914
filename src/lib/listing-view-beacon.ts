// One anonymous view of a listing for the dashboard (src/server/listing-views.ts): no cookie,
// nothing stored about who. Sent by the page itself, not its island, which may never wake
// (client:wake, client:stale: docs/decisions/045, 056); the fallback page's island sends it for units newer than the build.
export function recordListingView(unitId: number): void {
  navigator.sendBeacon?.('/api/listing-views', JSON.stringify({ unitId }));
}
