// What the public site shows compared with the data (decision 040): "All changes
// live", "Publishing n changes…" or "Publishing failed — retry". Builds report here: `npm start`'s
// builder directly (scripts/platform/site-builder.ts), Netlify through its signed deploy notifications
// (src/server/deploy-events.ts, decision 041).
import { claimRebuildNow, markBuildFailed, markBuildStarted, markBuildSucceeded, readPublishState } from '~/db/queries/site-rebuilds';
import type { PublishStatus } from '~/src/lib/schemas/publish-status';
import { AppError } from './errors';
import { serverEnv } from './env';
import { callBuildHook } from './publish';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A failure message as the admin sees it: its first line, at most 300 characters. */
const MAX_FAILURE_LENGTH = 300;
const shortFailure = (message: string) => (message.trim().split('\n')[0] ?? '').slice(0, MAX_FAILURE_LENGTH) || 'The build failed';

export async function getPublishStatus(): Promise<PublishStatus> {
  const s = await readPublishState();
  const common = {
    pendingChanges: s.pendingChanges,
    lastPublishedAt: iso(s.lastPublishedAt),
    lastChangeAt: iso(s.lastChangeAt),
    publishedThrough: iso(s.publishedThrough),
  };
  if (s.pendingChanges === 0) return { state: 'live', since: iso(s.lastPublishedAt), ...common };
  if (s.failedAt) return { state: 'failed', since: iso(s.failedAt), ...common, error: s.failure ?? 'The build failed' };
  return { state: 'publishing', since: iso(s.oldestPendingAt), ...common };
}

/** "Retry": calls the build hook now (a failure is recorded and shown again); answers the new status. */
export async function retryPublish(): Promise<PublishStatus> {
  const { BUILD_HOOK_URL: hookUrl } = serverEnv();
  if (!hookUrl) throw new AppError('conflict', 'There is no build hook to call: BUILD_HOOK_URL is not set');
  await claimRebuildNow();
  await callBuildHook(hookUrl).catch((error: unknown) => console.error('Publish retry failed:', error));
  return getPublishStatus();
}

/** A build has started (`at`: when it began reading the data; default now). Answers its start time. */
export const reportBuildStarted = (at: Date | null = null): Promise<Date> => markBuildStarted(at);

/** The build that started at `startedAt` is live. */
export const reportBuildSucceeded = (startedAt: Date): Promise<void> => markBuildSucceeded(startedAt);

/** The build failed; the public site stays as it was. */
export const reportBuildFailed = (message: string): Promise<void> => markBuildFailed(shortFailure(message));
