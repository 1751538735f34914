// "← Back to Availability" returns to the list as the visitor left it. The availability page keeps
// its filters in its address (AvailabilityView), so when this page was opened from a filtered list,
// the link takes that list's address. Read at the click: nothing runs for it while the page loads;
// a click before the page's script has run goes to the whole list.
export const BACK_TO_AVAILABILITY = 'a[data-back-to-availability]';

export function keepAvailabilityFilters(): void {
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(BACK_TO_AVAILABILITY) : null;
    if (!link || !document.referrer) return;
    const from = new URL(document.referrer);
    if (from.origin === location.origin && from.pathname.replace(/\/$/, '') === link.pathname) link.search = from.search;
  });
}
