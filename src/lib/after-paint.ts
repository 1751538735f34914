// Work that follows an interaction but need not be in its frame: run after the browser has painted
// the interaction's own feedback (a pressed button, a selected tab), so its latency (INP) does not
// include re-rendering everything the work touches (docs/decisions/039).
export const afterPaint = (work: () => void): void => {
  requestAnimationFrame(() => setTimeout(work, 0));
};
