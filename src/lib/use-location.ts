// The address bar as React state. The server snapshot (build time) has no URL, so prerendered HTML
// is the unfiltered view; the browser's snapshot applies right after hydration without a mismatch.
import { useExternalStore } from './use-external-store';

const CHANGE = 'app:locationchange';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE, onChange);
  };
}

export const useLocationSearch = () =>
  useExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
export const usePathname = () =>
  useExternalStore(
    subscribe,
    () => window.location.pathname,
    () => null,
  );

/** Rewrites the query string in place (no navigation, no history entry). */
export function replaceSearch(search: string) {
  window.history.replaceState(null, '', `${window.location.pathname}${search}`);
  window.dispatchEvent(new Event(CHANGE));
}
