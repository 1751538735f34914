import { and, count, eq, gt, lt } from 'drizzle-orm';
import { getDb, type Database } from '../client';
import { rateLimitHits } from '../schema';

export async function countRecentHits(bucket: string, windowMs: number, db: Database = getDb()): Promise<number> {
  const since = new Date(Date.now() - windowMs);
  const [row] = await db
    .select({ value: count() })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, bucket), gt(rateLimitHits.createdAt, since)));
  return row?.value ?? 0;
}

/** Records a hit and forgets this bucket's hits older than a day. */
export async function recordHit(bucket: string, db: Database = getDb()): Promise<void> {
  await db.insert(rateLimitHits).values({ bucket });
  await db
    .delete(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, bucket), lt(rateLimitHits.createdAt, new Date(Date.now() - 86_400_000))));
}

export async function clearHits(bucket: string, db: Database = getDb()): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.bucket, bucket));
}

/** When the oldest hit inside the window leaves it, in seconds (for Retry-After). */
export async function secondsUntilSlotFrees(bucket: string, windowMs: number, db: Database = getDb()): Promise<number> {
  const since = new Date(Date.now() - windowMs);
  const [oldest] = await db
    .select({ createdAt: rateLimitHits.createdAt })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, bucket), gt(rateLimitHits.createdAt, since)))
    .orderBy(rateLimitHits.createdAt)
    .limit(1);
  if (!oldest) return 0;
  return Math.max(1, Math.ceil((oldest.createdAt.getTime() + windowMs - Date.now()) / 1000));
}
