// Links that work before (and without) JavaScript, upgraded once the island runs: a plain click
// opens the in-page view instead; a click meant for a new tab or window still follows the link.
// The mark lets a sleeping island hold a plain click until it is awake (client:wake, early-input.ts).
import type { MouseEvent } from 'react';
import { isPlainClick, UPGRADED_LINK } from '~/src/lib/wake/early-input';

/** Props for the link: spread them onto the <a>. */
export function upgradeLinkClick(open: () => void) {
  return {
    [UPGRADED_LINK]: '',
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      open();
    },
  };
}
