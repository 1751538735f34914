// After a write that changes public pages: count the change and ask for a static rebuild through
// BUILD_HOOK_URL. Debounced across function instances in the database (db/queries/site-rebuilds.ts):
// every write notes a change (before it answers, so the admin's status counts it at once) and,
// after the response, waits for a quiet moment; the last writer of a burst calls the hook once.
// A failure is logged, shown as the publish status (src/server/publish-status.ts), and never
// fails the write.
import { claimQuietRebuild, markBuildFailed, noteSiteChange } from '~/db/queries/site-rebuilds';
import { purgeTags } from './cdn-cache';
import { serverEnv } from './env';

/** Work that may finish after the response (Netlify's `context.waitUntil`; absent in scripts). */
export interface Background {
  waitUntil?: ((promise: Promise<unknown>) => void) | undefined;
}

const MAX_WAIT_MS = 60_000;

/** Calls the build hook; a failure is recorded (the admin sees "Publishing failed — retry") and thrown. */
export async function callBuildHook(hookUrl: string): Promise<void> {
  let failure: string | null = null;
  try {
    const response = await fetch(hookUrl, { method: 'POST', body: '{}', signal: AbortSignal.timeout(10_000) });
    if (!response.ok) failure = `The build hook answered ${response.status}`;
  } catch {
    failure = 'The build hook could not be reached';
  }
  if (failure === null) return;
  await markBuildFailed(failure);
  throw new Error(failure);
}

async function requestRebuild(hookUrl: string, quietMs: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, quietMs + 100));
  if (!(await claimQuietRebuild(quietMs, MAX_WAIT_MS))) return;
  await callBuildHook(hookUrl);
}

/**
 * Called by every write that changes what the public pages show, after the write has committed,
 * with the CDN tags it changed: those are purged before the write answers (so the next read is
 * fresh), the change is counted; the rebuild follows.
 */
export async function publishChange(background: Background, tags: string[]): Promise<void> {
  await purgeTags(tags);
  const { BUILD_HOOK_URL: hookUrl, REBUILD_QUIET_MS: quietMs } = serverEnv();
  // Without a build hook the pages render on request (`npm run dev`): nothing waits to go live.
  if (!hookUrl) return;
  try {
    await noteSiteChange();
  } catch (error) {
    // The write has committed: it answers as saved; the next write's rebuild will include it.
    console.error('Site rebuild request failed:', error);
    return;
  }
  const work = requestRebuild(hookUrl, quietMs).catch((error: unknown) => console.error('Site rebuild request failed:', error));
  // Netlify keeps the function alive for waitUntil work; without it (tests) the work just runs.
  background.waitUntil?.(work);
}
