// Work that follows an interaction but need not be in its frame: run after the browser has painted
// the interaction's own feedback (a pressed button, a selected tab), so its latency (INP) does not
// include re-rendering everything the work touches (docs/decisions/039). Plain browser scheduling,
// not React's transitions: the islands render with Preact's compat layer (decision 036), where
// useDeferredValue and startTransition do nothing.
import { useEffect, useState } from 'react';

export const afterPaint = (work: () => void): void => {
  requestAnimationFrame(() => setTimeout(work, 0));
};

/** `value`, one paint behind: what an expensive part of the screen renders from. */
export function useValueAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    let isCurrent = true;
    afterPaint(() => isCurrent && setShown(() => value));
    return () => {
      isCurrent = false;
    };
  }, [shown, value]);
  return shown;
}
