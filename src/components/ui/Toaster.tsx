// The one toast area (sonner) of the contact form and the admin: one toast at a time, 5 s,
// swipe right to dismiss, at most 420px wide (docs/PRODUCT.md §9). Bottom right, above any action
// bar stuck to the bottom of the screen (toast-clearance.ts), so a toast never hides its buttons;
// over an open dialog, inside it (toasts-over-dialogs.ts).
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { Toaster as Sonner } from 'sonner';
// sonner's published stylesheet: the copy sonner injects at run time is refused by the CSP
// (docs/upstream/sonner-inline-style-under-csp.md).
import 'sonner/dist/styles.css';
import { toastClearance } from './toast-clearance';
import { toastAreaElement } from './toasts-over-dialogs';

// sonner's own distances from the edge (24 px, 16 px on a phone), plus the bar's height.
const offset = { bottom: `calc(${toastClearance} + 24px)` };
const mobileOffset = { bottom: `calc(${toastClearance} + 16px)` };

export function Toaster() {
  const [area] = useState(toastAreaElement);
  return createPortal(
    <Sonner
      position="bottom-right"
      offset={offset}
      mobileOffset={mobileOffset}
      visibleToasts={1}
      duration={5000}
      swipeDirections={['right']}
      richColors
      closeButton
      toastOptions={{ style: { maxWidth: 420 } }}
    />,
    area,
  );
}
