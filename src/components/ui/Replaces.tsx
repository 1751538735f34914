// Removes a page's static markup once a live view stands in the document in its place (a client:stale
// island, docs/decisions/056 and 061): in a layout effect, so the browser never paints both.
import { useLayoutEffect } from 'react';

export function Replaces({ id }: { id: string }) {
  useLayoutEffect(() => document.getElementById(id)?.remove(), [id]);
  return null;
}
