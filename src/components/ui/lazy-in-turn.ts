// React's lazy(), with each rendered instance in a task of its own (src/lib/in-turn.ts): six charts
// of one module appear one after another once it has loaded, instead of in one long task.
import { createElement, useState, type ComponentType } from 'react';
import { takeTurn } from '~/src/lib/in-turn';

/** A component that loads `load` and renders it in its turn; it suspends until then (wrap it in Suspense). */
export function lazyInTurn<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: Promise<ComponentType<P>> | undefined;
  let component: ComponentType<P> | undefined;
  return function InTurn(props: P) {
    const [turn] = useState(() => takeTurn((loaded ??= load().then((c) => (component = c)))));
    if (!turn.isDone) throw turn.promise;
    if (turn.error !== undefined) throw turn.error;
    return createElement(component!, props);
  };
}
