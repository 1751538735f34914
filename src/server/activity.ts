// The audit log (decision 042): what the API records after each staff write, and the
// admin's paged read of it. Rows are never changed; the housekeeping drops those past 13 months.
import { insertActivity, listActivityRows, listStaffNames, purgeOldActivity, type NewActivityRow } from '~/db/queries/activity-log';
import { ACTIVITY_PAGE_SIZE, type ActivityPage, type ActivityQuery } from '~/src/lib/schemas/activity';

export type ActivityRecord = NewActivityRow;

export async function recordActivity(row: ActivityRecord): Promise<void> {
  await insertActivity(row);
}

export async function listActivity(query: ActivityQuery): Promise<ActivityPage> {
  const filter = { userId: query.user, recordKind: query.kind, from: query.from, to: query.to, before: query.before };
  // One more than a page tells whether another page follows.
  const [rows, people] = await Promise.all([listActivityRows(filter, ACTIVITY_PAGE_SIZE + 1), listStaffNames()]);
  const entries = rows.slice(0, ACTIVITY_PAGE_SIZE).map((row) => ({ ...row, at: row.at.toISOString() }));
  return { entries, nextBefore: rows.length > ACTIVITY_PAGE_SIZE ? entries.at(-1)!.id : null, people };
}

/** The housekeeping's retention: rows older than 13 months go (the only deletes the log allows). */
export const purgeExpiredActivity = (): Promise<number> => purgeOldActivity();
