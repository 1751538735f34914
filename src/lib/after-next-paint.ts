// Runs `work` in a task after the next frame is painted: what a click shows at once (its INP) is
// painted before the heavier work it starts (docs/decisions/078).
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work));
}
