// One anonymous view of a listing for the dashboard (src/server/listing-views.ts): no cookie,
// nothing stored about who. Sent by the prebuilt listing page's own script, which has no island
// that knows the unit; the fallback page's island sends it for units newer than the build.
export function recordListingView(unitId: number): void {
  navigator.sendBeacon?.('/api/listing-views', JSON.stringify({ unitId }));
}
