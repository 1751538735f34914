// React's lazy(), with each rendered instance in a task of its own (src/lib/in-turn.ts): six charts
// of one module appear one after another once it has loaded, instead of in one long task.
import { createElement, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { takeTurn, type Turn } from '~/src/lib/in-turn';

/**
 * A component that loads `load` and renders it in its turn, showing `fallback` until then. The turn
 * is kept by the outer component, which never suspends: a component that suspends on its first
 * render loses its state, so a turn kept there would be taken again on every retry, never done.
 */
export function lazyInTurn<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode): ComponentType<P> {
  let loaded: Promise<ComponentType<P>> | undefined;
  let component: ComponentType<P> | undefined;
  function Drawn({ turn, props }: { turn: Turn; props: P }) {
    if (!turn.isDone) throw turn.promise;
    if (turn.error !== undefined) throw turn.error;
    return createElement(component!, props);
  }
  return function InTurn(props: P) {
    const [turn] = useState(() => takeTurn((loaded ??= load().then((c) => (component = c)))));
    return createElement(Suspense, { fallback }, createElement(Drawn, { turn, props }));
  };
}
