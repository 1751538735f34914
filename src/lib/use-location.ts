// The address bar as React state. The server snapshot is the address a server render draws (none at
// build time: prerendered HTML is the unfiltered view); React renders the browser's snapshot right
// after hydrating with it.
import { useSyncExternalStore } from 'react';

const CHANGE = 'app:locationchange';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE, onChange);
  };
}

export const useLocationSearch = (drawnSearch = '') =>
  useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => drawnSearch,
  );
export const usePathname = () =>
  useSyncExternalStore(
    subscribe,
    () => window.location.pathname,
    () => null,
  );

/** Rewrites the query string in place (no navigation, no history entry). */
export function replaceSearch(search: string) {
  window.history.replaceState(null, '', `${window.location.pathname}${search}`);
  window.dispatchEvent(new Event(CHANGE));
}
