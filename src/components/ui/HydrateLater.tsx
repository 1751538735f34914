// Hydration in slices (docs/decisions/043): an island's large, mostly static parts (a building's
// card, a listing's sections, a block of photos) hydrate each in a task of its own after the
// island's first one, so no single task holds a slow phone's main thread for long (total blocking
// time). Preact keeps the server's markup of a part that suspends while hydrating and hydrates it
// where it stands when it resumes (preact/compat Suspense); the parts resume one per task, in the
// order they were rendered. Until then a part shows its prerendered HTML, whose links work as links.
//
// A deferred part must render exactly one element (Preact resumes at a single DOM node). Parts
// rendered after hydration (a card a filter brings back) render at once; in an island rendered
// only in the browser (a staff preview) a deferred part appears one task after the rest.
import { Suspense, useEffect, useRef, useState, type ReactElement } from 'react';
import { takeTurn, type Turn } from '~/src/lib/in-turn';

function Gate({ turn, children }: { turn: Turn | null; children: ReactElement }) {
  if (turn && !turn.isDone) throw turn.promise;
  return children;
}

/**
 * True during the component's first render only: in an island rendered on the server, the
 * render that hydrates it. An island passes it to the parts it defers.
 */
export function useIsHydrating(): boolean {
  const isFirst = useRef(typeof document !== 'undefined');
  useEffect(() => {
    isFirst.current = false;
  }, []);
  // Read during render on purpose: the answer is this render's (the first, or not), and changing it
  // must not render again.
  // eslint-disable-next-line react-hooks/refs
  return isFirst.current;
}

/** `children` (one element), hydrated in a later task when `defer` is true (see above). */
export function HydrateLater({ defer, children }: { defer: boolean; children: ReactElement }) {
  const [turn] = useState(() => (defer && typeof document !== 'undefined' ? takeTurn() : null));
  return (
    <Suspense fallback={null}>
      <Gate turn={turn}>{children}</Gate>
    </Suspense>
  );
}
