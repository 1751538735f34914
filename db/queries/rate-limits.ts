import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { executeRows, getDb, type Database } from '../client';
import { rateLimitBuckets } from '../schema';

export interface SlotDecision {
  isAllowed: boolean;
  /** Seconds until the bucket's window ends (for Retry-After); 0 when allowed. */
  retryAfterSeconds: number;
}

/**
 * Counts one attempt in `bucket` and says whether it is within `limit` for the current window of
 * `windowMs` (a new window starts once the old one has passed). One upsert statement: Postgres
 * locks the bucket's row for it, so of any number of concurrent callers at most `limit` are
 * allowed per window.
 */
export async function takeSlot(bucket: string, limit: number, windowMs: number, db: Database = getDb()): Promise<SlotDecision> {
  const windowStart = sql`now() - make_interval(secs => ${windowMs / 1000})`;
  const [row] = await executeRows<{ hits: number; ends_in_ms: number }>(
    db,
    sql`insert into rate_limit_buckets as b (bucket, window_started_at, hits) values (${bucket}, now(), 1)
        on conflict (bucket) do update set
          hits = case when b.window_started_at <= ${windowStart} then 1 else b.hits + 1 end,
          window_started_at = case when b.window_started_at <= ${windowStart} then now() else b.window_started_at end
        returning hits, (extract(epoch from (window_started_at + make_interval(secs => ${windowMs / 1000}) - now())) * 1000)::float8 as ends_in_ms`,
  );
  const hits = row?.hits ?? 1;
  if (hits <= limit) return { isAllowed: true, retryAfterSeconds: 0 };
  return { isAllowed: false, retryAfterSeconds: Math.max(1, Math.ceil((row?.ends_in_ms ?? windowMs) / 1000)) };
}

/** Forgets a bucket (a successful sign-in clears its failures). */
export async function clearBucket(bucket: string, db: Database = getDb()): Promise<void> {
  await db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.bucket, bucket));
}

/** Notes that something happened now (e.g. a successful sign-in from an address). */
export async function markBucket(bucket: string, db: Database = getDb()): Promise<void> {
  await db
    .insert(rateLimitBuckets)
    .values({ bucket, hits: 1 })
    .onConflictDoUpdate({ target: rateLimitBuckets.bucket, set: { windowStartedAt: new Date(), hits: 1 } });
}

/** Whether the bucket was counted or marked within the last `withinMs`. */
export async function isBucketRecent(bucket: string, withinMs: number, db: Database = getDb()): Promise<boolean> {
  const [row] = await db
    .select({ bucket: rateLimitBuckets.bucket })
    .from(rateLimitBuckets)
    .where(and(eq(rateLimitBuckets.bucket, bucket), gt(rateLimitBuckets.windowStartedAt, new Date(Date.now() - withinMs))));
  return row !== undefined;
}

/** Deletes buckets whose window started more than `maxAgeMs` ago (daily housekeeping). */
export async function purgeOldBuckets(maxAgeMs: number, db: Database = getDb()): Promise<number> {
  const deleted = await db
    .delete(rateLimitBuckets)
    .where(lt(rateLimitBuckets.windowStartedAt, new Date(Date.now() - maxAgeMs)))
    .returning({ bucket: rateLimitBuckets.bucket });
  return deleted.length;
}
