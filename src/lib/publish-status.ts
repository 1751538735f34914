// How the admin shows the public site's state (decision 040): the header's words, the time since,
// and whether a given change is live yet. Pure: the header and the save toasts use it.
import type { PublishStatus } from './schemas/publish-status';

/** "12 s", "3 min", "2 h 5 min": how long something has waited. */
export function elapsedText(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** The header's words: "All changes live", "Publishing n changes…", "Publishing failed". */
export function publishStatusText(status: PublishStatus): string {
  if (status.state === 'live') return 'All changes live';
  if (status.state === 'failed') return 'Publishing failed';
  return `Publishing ${status.pendingChanges} ${status.pendingChanges === 1 ? 'change' : 'changes'}…`;
}

/**
 * Is every change noted up to `stamp` (a `lastChangeAt` read after the save) live? With no stamp
 * (nothing tracked: no build hook) there is nothing to wait for.
 */
export function isLiveThrough(status: PublishStatus, stamp: string | null): boolean {
  if (stamp === null || status.state === 'live') return true;
  return status.publishedThrough !== null && Date.parse(status.publishedThrough) >= Date.parse(stamp);
}
