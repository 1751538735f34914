// The one toast area (sonner) of the contact form and the admin: one toast at a time, 5 s,
// swipe right to dismiss, at most 420px wide (docs/PRODUCT.md §9).
import { Toaster as Sonner } from 'sonner';

export function Toaster() {
  return (
    <Sonner
      position="bottom-right"
      visibleToasts={1}
      duration={5000}
      swipeDirections={['right']}
      richColors
      closeButton
      toastOptions={{ style: { maxWidth: 420 } }}
    />
  );
}
