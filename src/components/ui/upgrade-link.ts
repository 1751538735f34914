// Links that work before (and without) JavaScript, upgraded once the island runs: a plain click
// opens the in-page view instead; a click meant for a new tab or window still follows the link.
import type { MouseEvent } from 'react';

export function upgradeLinkClick(open: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open();
  };
}
