// A prebuilt listing whose data changed since its build, or whose date has arrived ("Available now"):
// the page is static markup (ListingLayout) that cannot follow either, so this island, woken only
// then (client:stale, docs/decisions/056), renders the live view in its place. It renders nothing
// while hydrating, so the page's markup is never redrawn on the visits its build is current for.
import { useSyncExternalStore, type ComponentProps } from 'react';
import { Replaces } from '../ui/Replaces';
import ListingView from './ListingView';

const noChanges = () => () => {};
const isBrowser = () => true;
const isServer = () => false;

export default function ListingRefresh({ replaces, ...listing }: ComponentProps<typeof ListingView> & { replaces: string }) {
  // False while hydrating (the server's snapshot: the build rendered nothing here), true right after.
  const isLive = useSyncExternalStore(noChanges, isBrowser, isServer);
  if (!isLive) return null;
  return (
    <>
      <ListingView {...listing} />
      <Replaces id={replaces} />
    </>
  );
}
