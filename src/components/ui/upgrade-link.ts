// Links that work before (and without) JavaScript, upgraded once their island runs: a plain click
// opens the in-page view instead; a click meant for a new tab or window still follows the link.
import type { MouseEvent } from 'react';

/** A click with the main button and no modifier key: what an in-page view may take over. */
export const isPlainClick = (event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** Props for the link: spread them onto the <a>. */
export function upgradeLinkClick(open: () => void) {
  return {
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      open();
    },
  };
}
