// React's useSyncExternalStore contract, kept under Preact (docs/decisions/036): the server
// snapshot during prerendering AND during hydration, the browser's right after, before paint.
// preact/compat's own hook ignores getServerSnapshot, so prerendering would touch `window` and
// hydration would start from a state the HTML doesn't show. Islands import this, not React's.
import { useLayoutEffect, useState, useSyncExternalStore } from 'react';

const isServer = typeof window === 'undefined';

export function useExternalStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, getServerSnapshot: () => T): T {
  const [isHydrated, setHydrated] = useState(false);
  // The second render React itself does after hydrating with the server snapshot (before paint).
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useLayoutEffect(() => setHydrated(true), []);
  const value = useSyncExternalStore(subscribe, isServer ? getServerSnapshot : getSnapshot);
  return isHydrated ? value : getServerSnapshot();
}
