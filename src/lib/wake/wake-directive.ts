// client:wake (docs/decisions/045, 052, 056): an island that sleeps as the HTML the build wrote until it is
// needed. The page reads, links and posts its forms without script (decision 024), and the build
// is rerun on every write, so on most visits the island has nothing to add until the visitor
// reaches for it. It wakes at once when the page may be out of date, otherwise on the first sign
// of intent (a pointer over it, a touch, focus, a key). A slow phone then spends its first seconds
// drawing the page, not hydrating it.
import type { ClientDirective } from 'astro';
import { holdClicks, recordFields } from './early-input';
import { isOutOfDate, type StaleOptions } from './out-of-date';
import { whenIdle } from './when-idle';

export interface WakeOptions extends StaleOptions {
  /** The island reads the page's query string (filters, ?listing=): a page opened with one wakes it at once. */
  readsSearch?: boolean;
}

declare module 'astro' {
  interface AstroClientDirectives {
    'client:wake'?: WakeOptions | true;
    /** Wakes only when the page's data changed since the build or its dates arrived (stale-directive.ts). */
    'client:stale'?: StaleOptions;
  }
}

/** Signs that the visitor is about to use the island; `input` covers a browser filling a field in. */
const INTENT = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'input'] as const;

/**
 * Once React has rendered what hydrate() started. React hydrates in a transition, in slices of a few
 * milliseconds, each posting the next as a task: the main thread is idle only once the hydration is
 * committed. (A browser without idle callbacks gets a fixed wait.)
 */
const whenRendered = () => whenIdle(3000, 300);

const wake: ClientDirective = (load, { value }, island) => {
  const { readsSearch = false, ...stale }: WakeOptions = typeof value === 'object' && value !== null ? value : {};
  let isAwake = false;
  const wakeUp = async () => {
    if (isAwake) return;
    isAwake = true;
    for (const type of INTENT) island.removeEventListener(type, wakeUp, true);
    removeEventListener('scroll', wakeUp);
    const clicks = holdClicks(island);
    const fields = recordFields(island);
    try {
      const hydrate = await load();
      clicks.loaded();
      await hydrate();
      // With no field to put back first, a held click need not wait for the render: React, asked
      // to handle a click on a root it is still hydrating, finishes hydrating at once and then
      // handles it (a tapped photo opens a frame sooner; issue 31).
      if (!fields.hasEdits()) clicks.release();
      await whenRendered();
      fields.replay();
    } finally {
      clicks.release();
    }
  };

  if (readsSearch && location.search.length > 1) {
    void wakeUp();
    return;
  }
  for (const type of INTENT) island.addEventListener(type, wakeUp, { capture: true, passive: true });
  // A visitor who scrolls is reading the page: the island is then likely awake before the first
  // tap, which would otherwise wait for the wake (~0.3 s on a 4x slower phone).
  addEventListener('scroll', wakeUp, { passive: true });
  void isOutOfDate(stale).then((outOfDate) => {
    if (outOfDate) void wakeUp();
  });
};

export default wake;
