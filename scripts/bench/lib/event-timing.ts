// Responsiveness as Chromium itself measures it, for the benchmarks (bench:inp, bench:scale): the
// Event Timing API's 'event' entries (durationThreshold 16 ms, the smallest it allows) grouped by
// interactionId, so one interaction's latency is its slowest event, from the input to the next
// paint after its handlers; and the page's layout shifts (CLS) from 'layout-shift' entries.
// Only trusted input counts: Playwright's clicks and key presses go through CDP's Input domain and
// are trusted; selectOption() and fill() dispatch synthetic events, which Event Timing ignores.
import type { CDPSession, Page } from '@playwright/test';

declare global {
  interface Window {
    __benchInteractions?: Map<number, number>;
    __benchObserver?: PerformanceObserver;
    __benchLayoutShift?: number;
  }
}

// The observers, as source: tsx would wrap a named function written here in a helper (`__name`)
// the page does not have.
const OBSERVERS = `
  const interactions = new Map();
  window.__benchInteractions = interactions;
  window.__benchLayoutShift = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      interactions.set(entry.interactionId, Math.max(interactions.get(entry.interactionId) ?? 0, entry.duration));
      if (${JSON.stringify(Boolean(process.env['BENCH_DETAIL']))} && entry.duration > 40) {
        console.log('slow ' + entry.name + ' on ' + (entry.target?.outerHTML ?? '').slice(0, 60) + ': ' + entry.duration + ' ms, input delay ' +
          Math.round(entry.processingStart - entry.startTime) + ', handlers ' + Math.round(entry.processingEnd - entry.processingStart) +
          ', to paint ' + Math.round(entry.startTime + entry.duration - entry.processingEnd));
      }
    }
  });
  observer.observe({ type: 'event', durationThreshold: 16, buffered: true });
  window.__benchObserver = observer;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__benchLayoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

/**
 * Installs the observers in every document the page opens, before its scripts run. BENCH_DETAIL=1
 * prints each event over 40 ms: its target, input delay, handler time and time to the paint; and
 * each page the tab shows and each error a page throws.
 */
export async function observeInteractions(page: Page): Promise<void> {
  await page.addInitScript({ content: OBSERVERS });
  if (process.env['BENCH_DETAIL']) {
    page.on('console', (message) => message.text().startsWith('slow ') && console.log(`  ${message.text()}`));
    page.on('pageerror', (error) => console.log(`  page error: ${error.message}`));
    page.on('framenavigated', (frame) => frame === page.mainFrame() && console.log(`  page: ${frame.url()}`));
  }
}

/** Two frames and a pause: the Event Timing entries of what just happened are delivered by then. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => resolve(), 150)))),
  );
}

/**
 * INP as Chromium's web-vitals define it over a set of interactions: the slowest, except that one
 * highest is set aside per 50 interactions (typing a message is dozens of them).
 */
export function interactionToNextPaint(latencies: number[], interactionCount: number): number {
  const sorted = [...latencies].sort((a, b) => b - a);
  return sorted[Math.min(Math.floor(interactionCount / 50), sorted.length - 1)] ?? 0;
}

/**
 * Runs `act` (trusted input) and answers its INP in ms (interactionToNextPaint over what it
 * caused): 0 when every interaction stayed under the 16 ms the API reports from.
 */
export async function measureInteraction(page: Page, act: () => Promise<void>): Promise<number> {
  await settle(page);
  await page.evaluate(() => {
    window.__benchObserver?.takeRecords();
    window.__benchInteractions?.clear();
  });
  const before = await page.evaluate(() => performance.interactionCount ?? 0);
  await act();
  await settle(page);
  const count = (await page.evaluate(() => performance.interactionCount ?? 0)) - before;
  const latencies = await page.evaluate(() => {
    const pending = window.__benchObserver?.takeRecords() ?? [];
    for (const entry of pending as PerformanceEventTiming[]) {
      if (!entry.interactionId) continue;
      const interactions = window.__benchInteractions!;
      interactions.set(entry.interactionId, Math.max(interactions.get(entry.interactionId) ?? 0, entry.duration));
    }
    return [...(window.__benchInteractions?.values() ?? [])];
  });
  return interactionToNextPaint(latencies, Math.max(count, latencies.length));
}

/** The page's cumulative layout shift so far (shifts right after input excluded, as CLS does). */
export async function layoutShift(page: Page): Promise<number> {
  await settle(page);
  return page.evaluate(() => window.__benchLayoutShift ?? 0);
}

/** Slows the page's CPU `rate` times (Chromium's DevTools throttling), as on a mid-range phone. */
export async function throttleCpu(page: Page, rate: number): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
