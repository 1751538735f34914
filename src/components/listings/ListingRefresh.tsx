// A prebuilt listing whose data changed since its build, or whose date has arrived ("Available now"):
// the page is static markup (ListingLayout) that cannot follow either, so this island, woken only
// then (client:stale, docs/decisions/056), renders the live view in its place. It renders nothing
// while hydrating, so the page's markup is never redrawn on the visits its build is current for.
import { useEffect, useLayoutEffect, useState, type ComponentProps } from 'react';
import ListingView from './ListingView';

/** Removes the static markup once the live view is in the document, before the browser paints. */
function Replaces({ id }: { id: string }) {
  useLayoutEffect(() => document.getElementById(id)?.remove(), [id]);
  return null;
}

export default function ListingRefresh({ replaces, ...listing }: ComponentProps<typeof ListingView> & { replaces: string }) {
  const [isLive, setIsLive] = useState(false);
  useEffect(() => setIsLive(true), []);
  if (!isLive) return null;
  return (
    <>
      <ListingView {...listing} />
      <Replaces id={replaces} />
    </>
  );
}
