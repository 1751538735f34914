// After a write that changes public pages: ask for a static rebuild through BUILD_HOOK_URL.
// Debounced across function instances in the database (db/queries/site-rebuilds.ts): every write
// notes a request and, after the response, waits for a quiet moment; the last writer of a burst
// calls the hook once. A failure is logged and never fails the write.
import { claimQuietRebuild, noteRebuildRequest } from '~/db/queries/site-rebuilds';
import { purgeTags } from './cdn-cache';
import { serverEnv } from './env';

/** Work that may finish after the response (Netlify's `context.waitUntil`; absent in scripts). */
export interface Background {
  waitUntil?: ((promise: Promise<unknown>) => void) | undefined;
}

const MAX_WAIT_MS = 60_000;

async function requestRebuild(hookUrl: string, quietMs: number): Promise<void> {
  await noteRebuildRequest();
  await new Promise((resolve) => setTimeout(resolve, quietMs + 100));
  if (!(await claimQuietRebuild(quietMs, MAX_WAIT_MS))) return;
  const response = await fetch(hookUrl, { method: 'POST', body: '{}', signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`Build hook answered ${response.status}`);
}

/**
 * Called by every write that changes what the public pages show, with the CDN tags it changed:
 * those are purged before the write answers (so the next read is fresh); the rebuild follows.
 */
export async function publishChange(background: Background, tags: string[]): Promise<void> {
  await purgeTags(tags);
  const { BUILD_HOOK_URL: hookUrl, REBUILD_QUIET_MS: quietMs } = serverEnv();
  if (!hookUrl) return;
  const work = requestRebuild(hookUrl, quietMs).catch((error: unknown) => console.error('Site rebuild request failed:', error));
  // Netlify keeps the function alive for waitUntil work; without it (tests) the work just runs.
  background.waitUntil?.(work);
}
