// A prebuilt listing whose data changed since its build, or whose date has arrived ("Available now"):
// the page is static markup (ListingLayout) that cannot follow either, so this island, woken only
// then (client:stale, docs/decisions/056), renders the live view in its place.
import type { ComponentProps } from 'react';
import { ReplaceStatic } from '../ui/ReplaceStatic';
import ListingView from './ListingView';

export default function ListingRefresh({ replaces, ...listing }: ComponentProps<typeof ListingView> & { replaces: string }) {
  return (
    <ReplaceStatic replaces={replaces}>
      <ListingView {...listing} />
    </ReplaceStatic>
  );
}
