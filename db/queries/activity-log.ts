// The audit log (decision 042): one INSERT per recorded request, a paged read for the
// admin's Activity view, and the retention the append-only trigger allows (older than 13 months).
import { and, asc, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { getDb, type Database } from '../client';
import { activityLog, adminUsers } from '../schema';

export type ActivityRow = typeof activityLog.$inferSelect;
export type NewActivityRow = Omit<typeof activityLog.$inferInsert, 'id' | 'at'>;

export async function insertActivity(row: NewActivityRow, db: Database = getDb()): Promise<void> {
  await db.insert(activityLog).values(row);
}

export interface ActivityFilter {
  userId?: number | undefined;
  recordKind?: string | undefined;
  /** One kind of audited change, or 'any' for every audited change. */
  event?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /** The id of the last row already shown: the page continues below it (newest first). */
  before?: number | undefined;
}

/** Up to `limit` rows, newest first (by id, which follows `at`). */
export async function listActivityRows(filter: ActivityFilter, limit: number, db: Database = getDb()): Promise<ActivityRow[]> {
  return db
    .select()
    .from(activityLog)
    .where(
      and(
        filter.userId !== undefined ? eq(activityLog.userId, filter.userId) : undefined,
        filter.recordKind !== undefined ? eq(activityLog.recordKind, filter.recordKind) : undefined,
        filter.event === 'any'
          ? isNotNull(activityLog.event)
          : filter.event !== undefined
            ? eq(activityLog.event, filter.event)
            : undefined,
        filter.from ? gte(activityLog.at, filter.from) : undefined,
        filter.to ? lt(activityLog.at, filter.to) : undefined,
        filter.before !== undefined ? lt(activityLog.id, filter.before) : undefined,
      ),
    )
    .orderBy(desc(activityLog.id))
    .limit(limit);
}

/** Everyone who may appear in the log, for the person filter (deactivated people included). */
export async function listStaffNames(db: Database = getDb()): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: adminUsers.id, name: sql<string>`coalesce(${adminUsers.name}, ${adminUsers.username})` })
    .from(adminUsers)
    .orderBy(asc(sql`lower(coalesce(${adminUsers.name}, ${adminUsers.username}))`), asc(adminUsers.id));
}

/** Deletes rows older than 13 months: exactly what the trigger lets go (`now()` on both sides). */
export async function purgeOldActivity(db: Database = getDb()): Promise<number> {
  const deleted = await db
    .delete(activityLog)
    .where(lt(activityLog.at, sql`now() - interval '13 months'`))
    .returning({ id: activityLog.id });
  return deleted.length;
}
