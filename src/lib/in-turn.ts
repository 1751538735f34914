// One piece of work per task, in the order asked (docs/decisions/043): what an island hydrates in
// slices, and the admin Dashboard's charts, each wait their turn here, so a click that arrives
// meanwhile waits for one piece, not for all of them.

let lastTurn: Promise<void> = Promise.resolve();

/** Settles in a task of its own, after every turn asked for before it. */
export function nextTurn(): Promise<void> {
  lastTurn = lastTurn.then(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return lastTurn;
}

/**
 * A piece of work's place in the line: a component throws `promise` (Suspense) until `isDone`,
 * then `error` if what it waited for failed.
 */
export interface Turn {
  isDone: boolean;
  error?: unknown;
  promise: Promise<void>;
}

/** A turn taken once `ready` has resolved (at once by default); a rejected `ready` ends it with its error. */
export function takeTurn(ready: Promise<unknown> = Promise.resolve()): Turn {
  const turn: Turn = {
    isDone: false,
    promise: ready.then(nextTurn).then(
      () => void (turn.isDone = true),
      (error: unknown) => void Object.assign(turn, { isDone: true, error }),
    ),
  };
  return turn;
}
