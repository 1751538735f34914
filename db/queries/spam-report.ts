// The daily Spam e-mail's mark (team_settings.spam_reported_at) and the figures it names. The claim
// is one conditional UPDATE: of any number of concurrent runs exactly one moves the mark, so one
// e-mail goes out (src/server/spam-report.ts).
import { sql } from 'drizzle-orm';
import { OFFICE_TIME_ZONE } from '~/src/lib/office-hours';
import { executeRows, getDb, type Database } from '../client';

const bostonDay = (value: ReturnType<typeof sql>) => sql`(${value} at time zone ${OFFICE_TIME_ZONE})::date`;

/** Live flagged inquiries: all of them, and those that arrived after `since` (all when null). */
export async function spamCounts(since: Date | null, db: Database = getDb()): Promise<{ total: number; newer: number }> {
  const [row] = await executeRows<{ total: number; newer: number }>(
    db,
    sql`select count(*)::int as total,
      count(*) filter (where ${since === null ? sql`true` : sql`created_at > ${since.toISOString()}::timestamptz`})::int as newer
      from inquiries where is_spam and deleted_at is null`,
  );
  return row ?? { total: 0, newer: 0 };
}

/**
 * Claims today's Spam e-mail at `now`: moves the mark to `now` if it was not moved yet this Boston
 * day and a live flagged inquiry arrived after it. Answers the mark as it was (null: never
 * reported), or undefined when there is nothing to claim (reported today already, or no newer spam).
 */
export async function claimSpamReport(now: Date, db: Database = getDb()): Promise<{ previous: Date | null } | undefined> {
  const at = sql`${now.toISOString()}::timestamptz`;
  await db.execute(sql`insert into team_settings (id) values (1) on conflict do nothing`);
  const rows = await executeRows<{ previous: string | null }>(
    db,
    sql`update team_settings t set spam_reported_at = ${at}
      from (select spam_reported_at as previous from team_settings where id = 1) p
      where t.id = 1
        and (t.spam_reported_at is null or ${bostonDay(sql`t.spam_reported_at`)} < ${bostonDay(at)})
        and exists (select 1 from inquiries i where i.is_spam and i.deleted_at is null
          and i.created_at > coalesce(t.spam_reported_at, '-infinity') and i.created_at <= ${at})
      returning p.previous`,
  );
  const [row] = rows;
  return row ? { previous: row.previous === null ? null : new Date(row.previous) } : undefined;
}

/** Gives back a claim whose e-mail could not be sent (only if the mark is still `claimedAt`), so the next run tries again. */
export async function releaseSpamReport(claimedAt: Date, previous: Date | null, db: Database = getDb()): Promise<void> {
  await db.execute(
    sql`update team_settings set spam_reported_at = ${previous === null ? null : sql`${previous.toISOString()}::timestamptz`}
      where id = 1 and spam_reported_at = ${claimedAt.toISOString()}::timestamptz`,
  );
}
