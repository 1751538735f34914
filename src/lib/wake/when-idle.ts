/**
 * Once the main thread has nothing else to do, or after `timeoutMs` at the latest. A browser without
 * idle callbacks (Safari) waits `fallbackMs` instead.
 */
export const whenIdle = (timeoutMs: number, fallbackMs: number) =>
  new Promise<void>((resolve) =>
    'requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout: timeoutMs }) : setTimeout(resolve, fallbackMs),
  );
