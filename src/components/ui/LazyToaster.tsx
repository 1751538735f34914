// The public islands' toasts: the same Toaster (sonner) as the admin's, loaded and mounted with the
// first toast instead of with the page (docs/decisions/052). Put <LazyToaster /> where <Toaster />
// would go and call `toast.success(...)` / `toast.error(...)` from here.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ExternalToast } from 'sonner';

const loadToaster = () => import('./Toaster');
const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));

// Whether a toast was asked for, and a promise that settles once the Toaster listens for toasts.
let isWanted = false;
const listeners = new Set<() => void>();
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => (markReady = resolve));

function ToasterReady() {
  // Runs after the Toaster's own effects (children first): it is subscribed by now.
  useEffect(markReady, []);
  return null;
}

export function LazyToaster() {
  const [wanted, setWanted] = useState(isWanted);
  useEffect(() => {
    const update = () => setWanted(true);
    listeners.add(update);
    if (isWanted) update();
    return () => void listeners.delete(update);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
      <ToasterReady />
    </Suspense>
  );
}

async function show(kind: 'success' | 'error', message: string, options?: ExternalToast) {
  isWanted = true;
  listeners.forEach((update) => update());
  const [{ toast: sonner }] = await Promise.all([import('sonner'), ready]);
  sonner[kind](message, options);
}

export const toast = {
  success: (message: string, options?: ExternalToast) => void show('success', message, options),
  error: (message: string, options?: ExternalToast) => void show('error', message, options),
};
