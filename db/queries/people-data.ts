// A person's data (src/server/people-data.ts): everything held under one e-mail address, matched
// case-insensitively; its erasure; and the retention the housekeeping applies (spam purged after
// 30 days, closed leads anonymized after the team's retention period).
import { asc, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { CLOSED_STAGES } from '~/src/lib/schemas/lead';
import { executeRows, getDb, type Database } from '../client';
import { availabilityAlerts, inquiries, inquiryEvents, inquiryReplies } from '../schema';

/** Why the team's e-mail about an erased inquiry was not sent (it stays unsent). */
const NOT_SENT_ERASED = 'Not sent: the person was erased';

/** The address as one value to compare: trimmed, lower case (the columns are compared the same way). */
const sameAddress = (column: SQLWrapper, email: string) => sql`lower(btrim(${column})) = lower(btrim(${email}))`;

/** A list of texts as one parameter (drizzle would spread a JS array into many). */
const textList = (values: readonly string[]) =>
  sql`(select array_agg(v) from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb) v)`;

/** Every record held under the address: its inquiries (live, flagged and in the Trash), their history and replies, and its alerts. */
export async function findPersonRecords(email: string, db: Database = getDb()) {
  const inquiryRows = await db.select().from(inquiries).where(sameAddress(inquiries.email, email)).orderBy(asc(inquiries.createdAt));
  const ids = inquiryRows.map((row) => row.id);
  const [events, replies, alerts] = await Promise.all([
    ids.length > 0
      ? db
          .select()
          .from(inquiryEvents)
          .where(inArray(inquiryEvents.inquiryId, ids))
          .orderBy(asc(inquiryEvents.createdAt), asc(inquiryEvents.id))
      : Promise.resolve([]),
    db
      .select()
      .from(inquiryReplies)
      .where(
        ids.length > 0
          ? sql`${inArray(inquiryReplies.inquiryId, ids)} or ${sameAddress(inquiryReplies.toEmail, email)}`
          : sameAddress(inquiryReplies.toEmail, email),
      )
      .orderBy(asc(inquiryReplies.createdAt), asc(inquiryReplies.id)),
    db.select().from(availabilityAlerts).where(sameAddress(availabilityAlerts.email, email)).orderBy(asc(availabilityAlerts.createdAt)),
  ]);
  return { inquiries: inquiryRows, events, replies, alerts };
}

export type PersonRecords = Awaited<ReturnType<typeof findPersonRecords>>;

export interface AnonymizeCounts {
  inquiries: number;
  notes: number;
  replies: number;
}

/**
 * Removes the person from the inquiries `where` selects (over the alias `i`; the rows are locked,
 * and a row a concurrent statement changed first is checked again, so it is done once): the name, address, company and everything written by or about them (message, notes,
 * replies, the lost reason, delivery errors) go; the stage, dates, unit, source and tour times stay,
 * so counts and the dashboard stay true. A history line whose text names the person (their
 * address, full name, or one of `alsoRemove`) loses its text. One statement.
 */
async function anonymize(db: Database, where: SQL, alsoRemove: readonly string[]): Promise<AnonymizeCounts> {
  const [row] = await executeRows<AnonymizeCounts>(
    db,
    sql`
    with target as (
      select i.id, array[lower(i.email), lower(i.first_name || ' ' || i.last_name)] || coalesce(${textList(alsoRemove.map((v) => v.toLowerCase()))}, '{}') as said
      from inquiries i where ${where} for update
    ), notes as (
      delete from inquiry_events e using target where e.inquiry_id = target.id and e.kind = 'note' returning e.id
    ), lines as (
      update inquiry_events e set note = null from target
      where e.inquiry_id = target.id and e.kind <> 'note' and e.note is not null
        and exists (select 1 from unnest(target.said) s where s <> '' and position(s in lower(e.note)) > 0)
      returning e.id
    ), replies as (
      delete from inquiry_replies r using target where r.inquiry_id = target.id returning r.id
    ), people as (
      update inquiries i set
        first_name = 'Erased', last_name = '', email = '', company = null, message = '', lost_reason = null,
        listing = case when exists (select 1 from unnest(target.said) s where s <> '' and position(s in lower(i.listing)) > 0)
                       then null else i.listing end,
        tour_invite_error = null, erased_at = now(), updated_at = now(),
        -- The team's e-mail about it, if not sent yet, is never sent now (it would carry no one).
        notify_state = case when i.notify_state in ('held', 'pending', 'failed') then 'failed' else i.notify_state end,
        notify_next_at = case when i.notify_state in ('held', 'pending', 'failed') then null else i.notify_next_at end,
        notify_last_error = case when i.notify_state in ('held', 'pending', 'failed') then ${NOT_SENT_ERASED} end
      from target where i.id = target.id
      returning i.id
    )
    select (select count(*)::int from people) as inquiries, (select count(*)::int from notes) as notes,
      (select count(*)::int from replies) as replies`,
  );
  return row ?? { inquiries: 0, notes: 0, replies: 0 };
}

/** A table and column that still holds one of the values, if any does (every text-like column of every table). */
export async function findColumnHolding(values: readonly string[], db: Database = getDb()): Promise<string | null> {
  const wanted = values.filter(Boolean).map((v) => v.toLowerCase());
  if (wanted.length === 0) return null;
  const columns = await executeRows<{ table_name: string; column_name: string }>(
    db,
    sql`select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
          and (c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb') or c.udt_name in ('_text', '_varchar'))
        order by c.table_name, c.column_name`,
  );
  const byTable = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of columns) byTable.set(table, [...(byTable.get(table) ?? []), column]);
  const holds = (column: string) =>
    sql`exists (select 1 from unnest(${textList(wanted)}) s where position(s in lower(${sql.identifier(column)}::text)) > 0)`;
  // One query per table, naming the first column that holds a value.
  for (const [table, tableColumns] of byTable) {
    const [hit] = await executeRows<{ column: string }>(
      db,
      sql`select case ${sql.join(
        tableColumns.map((column) => sql`when ${holds(column)} then ${column}`),
        sql` `,
      )} end as column
          from ${sql.identifier(table)} where ${sql.join(tableColumns.map(holds), sql` or `)} limit 1`,
    );
    if (hit) return `${table}.${hit.column}`;
  }
  return null;
}

export interface ErasedCounts extends AnonymizeCounts {
  replies: number;
  alerts: number;
}

/**
 * Erases the address in the transaction `tx`: its inquiries anonymized (with their notes and
 * replies), any other reply sent to it and its alerts deleted. `alsoRemove`: the person's phone,
 * if given. Answers null when nothing was held.
 */
export async function erasePersonRows(tx: Database, email: string, alsoRemove: readonly string[]): Promise<ErasedCounts | null> {
  const names = await executeRows<{ name: string }>(
    tx,
    sql`select distinct first_name || ' ' || last_name as name from inquiries where ${sameAddress(sql`email`, email)}`,
  );
  const counts = await anonymize(tx, sameAddress(sql`i.email`, email), [email, ...alsoRemove, ...names.map((n) => n.name)]);
  const replies = await executeRows(tx, sql`delete from inquiry_replies where ${sameAddress(sql`to_email`, email)} returning id`);
  const alerts = await executeRows(tx, sql`delete from availability_alerts where ${sameAddress(sql`email`, email)} returning id`);
  if (counts.inquiries + replies.length + alerts.length === 0) return null;
  return { ...counts, replies: counts.replies + replies.length, alerts: alerts.length };
}

const closedStages = sql.join(
  CLOSED_STAGES.map((stage) => sql`${stage}`),
  sql`, `,
);

/**
 * The retention of closed leads: a lead Signed or Lost and unchanged for the team's retention
 * period (team_settings, 24 months when unset) is anonymized. Answers how many.
 */
export async function anonymizeClosedLeads(now: Date, db: Database = getDb()): Promise<number> {
  const counts = await anonymize(
    db,
    sql`i.erased_at is null and i.stage in (${closedStages})
        and i.updated_at < ${now.toISOString()}::timestamptz
          - make_interval(months => coalesce((select lead_retention_months from team_settings where id = 1), 24))`,
    [],
  );
  return counts.inquiries;
}

/** Spam older than `days` (flagged, never released) is deleted with its history. Answers how many. */
export async function purgeOldSpam(now: Date, days: number, db: Database = getDb()): Promise<number> {
  const rows = await executeRows(
    db,
    sql`delete from inquiries where is_spam and created_at < ${now.toISOString()}::timestamptz - make_interval(days => ${days}::int) returning id`,
  );
  return rows.length;
}
