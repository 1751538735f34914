// The audit log (decision 042): what the API records after each staff write, and the
// admin's paged read of it and its CSV. Rows are never changed; the housekeeping drops those past 13 months.
import { insertActivity, listActivityRows, listStaffNames, purgeOldActivity, type NewActivityRow } from '~/db/queries/activity-log';
import { toCsv } from '~/src/lib/csv';
import { formatCsvTime, officeDayOf } from '~/src/lib/format';
import { ACTIVITY_PAGE_SIZE, AUDIT_EVENT_LABELS, type ActivityPage, type ActivityQuery, type AuditEvent } from '~/src/lib/schemas/activity';
import type { Actor } from './actor';
import { recordEvent } from './audit';

export type ActivityRecord = NewActivityRow;

export async function recordActivity(row: ActivityRecord): Promise<void> {
  await insertActivity(row);
}

const filterOf = (query: ActivityQuery) => ({
  userId: query.user,
  recordKind: query.kind,
  event: query.event,
  from: query.from,
  to: query.to,
  before: query.before,
});

const isAuditEvent = (event: string | null): event is AuditEvent => event !== null && event in AUDIT_EVENT_LABELS;

export async function listActivity(query: ActivityQuery): Promise<ActivityPage> {
  // One more than a page tells whether another page follows.
  const [rows, people] = await Promise.all([listActivityRows(filterOf(query), ACTIVITY_PAGE_SIZE + 1), listStaffNames()]);
  const entries = rows
    .slice(0, ACTIVITY_PAGE_SIZE)
    .map((row) => ({ ...row, at: row.at.toISOString(), event: isAuditEvent(row.event) ? row.event : null }));
  return { entries, nextBefore: rows.length > ACTIVITY_PAGE_SIZE ? entries.at(-1)!.id : null, people };
}

/** An export holds at most this many lines, newest first (13 months of a small team's work fit). */
export const ACTIVITY_EXPORT_LIMIT = 50_000;

const CSV_COLUMNS = [
  { key: 'at', label: 'When' },
  { key: 'userName', label: 'Who' },
  { key: 'what', label: 'What' },
  { key: 'detail', label: 'Detail' },
  { key: 'record', label: 'Record' },
  { key: 'status', label: 'Status' },
  { key: 'addressPrefix', label: 'Address' },
];

/**
 * The lines the filters keep, as CSV with office-time timestamps ('2026-12-02 09:15 -05:00'),
 * and its file name. The export is itself audited ('export'), naming who took it.
 */
export async function exportActivityCsv(query: ActivityQuery, actor: Actor): Promise<{ fileName: string; csv: string }> {
  const rows = await listActivityRows({ ...filterOf(query), before: undefined }, ACTIVITY_EXPORT_LIMIT);
  const csv = toCsv(
    rows.map((row) => ({
      ...row,
      at: formatCsvTime(row.at),
      what: isAuditEvent(row.event) ? AUDIT_EVENT_LABELS[row.event] : row.action,
      record: row.recordKind ? `${row.recordKind} #${row.recordId ?? ''}`.replace(/ #$/, '') : '',
    })),
    CSV_COLUMNS,
  );
  await recordEvent(actor, { event: 'export', record: { kind: 'activity', id: null }, detail: `Activity, ${rows.length} lines` });
  return { fileName: `activity-${officeDayOf(new Date())}.csv`, csv };
}

/** The housekeeping's retention: rows older than 13 months go (the only deletes the log allows). */
export const purgeExpiredActivity = (): Promise<number> => purgeOldActivity();
