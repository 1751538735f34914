// The live view of a static page that has gone out of date (docs/decisions/056, 060, 061): inside an
// island woken only then (client:stale), it renders nothing while hydrating (the build rendered
// nothing there), then `children` in place of the page's static markup, which it removes before
// the browser paints. On the visits the build is current for it never loads.
import { useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';

/** Removes the static markup once the live view is in the document, before the browser paints. */
export function Replaces({ id }: { id: string }) {
  useLayoutEffect(() => document.getElementById(id)?.remove(), [id]);
  return null;
}

const noChanges = () => () => {};
const isBrowser = () => true;
const isServer = () => false;

/** `replaces`: the id of the static markup that `children` take the place of. */
export function ReplaceStatic({ replaces, children }: { replaces: string; children: ReactNode }) {
  // False while hydrating (the server's snapshot), true right after.
  const isLive = useSyncExternalStore(noChanges, isBrowser, isServer);
  if (!isLive) return null;
  return (
    <>
      {children}
      <Replaces id={replaces} />
    </>
  );
}
