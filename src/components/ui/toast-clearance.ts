// Toasts never cover an action bar: a bar that stays at the bottom of the screen (the
// Site tab's Publish bar, a dialog's on a phone) tells the Toaster its height while it is mounted,
// and the toasts sit above it, on a desktop and on a phone. Without one they keep sonner's usual distance.
import { useEffect } from 'react';

const PROPERTY = '--toast-clearance';
const barHeights = new Map<Element, number>();

function applyClearance(): void {
  const height = Math.max(0, ...barHeights.values());
  if (height > 0) document.documentElement.style.setProperty(PROPERTY, `${height}px`);
  else document.documentElement.style.removeProperty(PROPERTY);
}

/** The height the toasts rise by: the tallest action bar mounted, else 0. */
export const toastClearance = `var(${PROPERTY}, 0px)`;

/** Keeps the toasts above `bar` (stuck to the bottom edge) while it is mounted. */
export function useClearOfToasts(bar: HTMLElement | null): void {
  useEffect(() => {
    if (!bar) return;
    const observer = new ResizeObserver(() => {
      barHeights.set(bar, bar.offsetHeight);
      applyClearance();
    });
    observer.observe(bar);
    return () => {
      observer.disconnect();
      barHeights.delete(bar);
      applyClearance();
    };
  }, [bar]);
}
