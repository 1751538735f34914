// The admin's location (admin-url.ts) as React state kept in the address bar: reading it follows
// Back/Forward (popstate); `navigate` pushes a history entry (a tab, a dialog opened or closed) or,
// with `replace`, rewrites the current one (a filter). Reload keeps the state; a signed-out visit
// shows the sign-in form on the same address, so the link opens once signed in.
// The address is kept as each reader's state (not useSyncExternalStore, whose updates React always
// renders at once): a `navigate` inside startTransition then re-renders the admin as a transition,
// after the click's own feedback has painted (INP, docs/decisions/039 and 052).
import { useCallback, useLayoutEffect, useState } from 'react';
import { adminSearch, parseAdminSearch, type AdminLocation } from './admin-url';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

const currentSearch = () => window.location.search;
/** Parsed once per distinct search string, so the location keeps its identity between renders. */
let parsed: { search: string; location: AdminLocation } | null = null;
function locationOf(search: string): AdminLocation {
  if (parsed?.search !== search) parsed = { search, location: parseAdminSearch(search) };
  return parsed.location;
}

/** What to change; a key left out or undefined stays as it is. */
export type AdminLocationChange = { [K in keyof AdminLocation]?: AdminLocation[K] | undefined };

export function useAdminUrl(): [AdminLocation, (change: AdminLocationChange, options?: { replace?: boolean }) => void] {
  const [search, setSearch] = useState(currentSearch);
  useLayoutEffect(() => {
    const follow = () => setSearch(currentSearch());
    // A change between this reader's render and now (the admin renders in interruptible slices).
    follow();
    return subscribe(follow);
  }, []);
  const location = locationOf(search);
  const navigate = useCallback((change: AdminLocationChange, { replace = false } = {}) => {
    const defined = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
    const search = adminSearch({ ...parseAdminSearch(window.location.search), ...defined });
    if (search === window.location.search) return;
    const url = `${window.location.pathname}${search}${window.location.hash}`;
    if (replace) window.history.replaceState(null, '', url);
    else window.history.pushState(null, '', url);
    for (const listener of listeners) listener();
  }, []);
  return [location, navigate];
}
