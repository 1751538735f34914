// The pipeline's writes. Each is one statement that changes the inquiry and records the change in
// its history together: under any number of concurrent clicks, every history line names the stage
// the inquiry really left (its row is locked while read), and nothing is recorded that didn't happen.
// A history is ordered by id: a line's id is drawn after its inquiry's row lock is held, so ids
// follow the order in which the changes took effect. Its time is the clock at that moment, not the
// transaction's start (`now()`), which a change that waited for the lock would have from before
// the change it follows (docs/decisions/018-real-postgres-in-the-tests.md).
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { RESPONDED_STAGES, type LeadEventKind, type LeadStageChange } from '~/src/lib/schemas/lead';
import { executeRows, getDb, type Database } from '../client';
import { inquiryEvents, type InquiryEvent } from '../schema';
import type { RevisionActor as Actor } from './revisions';

/**
 * Runs a pipeline change: `change` holds the CTEs `previous` (the inquiry, locked) and `changed`
 * (the UPDATE, returning id, from_stage and to_stage); the history line is inserted in the same
 * statement when `when` holds, naming `author` (their name at the time, and their account). Answers
 * whether an inquiry was changed.
 */
export async function changeWithHistory(
  db: Database,
  change: SQL,
  { kind, author, note = null, when = sql`true` }: { kind: LeadEventKind; author: Actor; note?: SQL | string | null; when?: SQL },
): Promise<boolean> {
  const rows = await executeRows<{ id: number }>(
    db,
    sql`${change}, recorded as (
      insert into inquiry_events (inquiry_id, kind, from_stage, to_stage, note, author, author_user_id, created_at)
      select id, ${kind}, from_stage, to_stage, ${note}, ${author.name}, ${author.userId}::integer, clock_timestamp() from changed where ${when}
    )
    select id from changed`,
  );
  return rows.length > 0;
}

const responded = sql.join(
  RESPONDED_STAGES.map((stage) => sql`${stage}`),
  sql`, `,
);

/** Moves a live inquiry to `stage`; answers false when there is no such live inquiry. */
export async function changeStage(id: number, { stage, lostReason }: LeadStageChange, author: Actor, db: Database = getDb()) {
  const reason = stage === 'lost' ? lostReason : null;
  return changeWithHistory(
    db,
    sql`
    with previous as (
      select id, stage, lost_reason from inquiries where id = ${id} and deleted_at is null for update
    ), changed as (
      update inquiries i set
        stage = ${stage},
        lost_reason = ${reason},
        first_response_at = case when i.first_response_at is null and ${stage} in (${responded}) then now() else i.first_response_at end,
        updated_at = now()
      from previous where i.id = previous.id
      returning i.id, previous.stage as from_stage, i.stage as to_stage, previous.lost_reason as from_reason
    )`,
    { kind: 'stage', author, note: reason, when: sql`from_stage <> to_stage or from_reason is distinct from ${reason}` },
  );
}

/**
 * "Reply via Email" was used: the first one sets the first response time and moves a new lead to
 * Contacted; later ones change nothing. Answers false when there is no such live inquiry.
 */
export async function recordReply(id: number, author: Actor, db: Database = getDb()) {
  return changeWithHistory(
    db,
    sql`
    with previous as (
      select id, stage, first_response_at from inquiries where id = ${id} and deleted_at is null for update
    ), changed as (
      update inquiries i set
        first_response_at = coalesce(i.first_response_at, now()),
        stage = case when i.stage = 'new' then 'contacted' else i.stage end,
        updated_at = now()
      from previous where i.id = previous.id
      returning i.id, previous.stage as from_stage, i.stage as to_stage, previous.first_response_at is null as is_first
    )`,
    { kind: 'reply', author, when: sql`is_first` },
  );
}

/** Adds an internal note to a live inquiry; answers null when there is none. */
export async function addNote(id: number, note: string, author: Actor, db: Database = getDb()): Promise<InquiryEvent | null> {
  const [added] = await executeRows<{ id: number }>(
    db,
    sql`
    insert into inquiry_events (inquiry_id, kind, note, author, author_user_id, created_at)
    select id, 'note', ${note}, ${author.name}, ${author.userId}::integer, clock_timestamp() from inquiries where id = ${id} and deleted_at is null
    returning id`,
  );
  if (!added) return null;
  const [event] = await db.select().from(inquiryEvents).where(eq(inquiryEvents.id, added.id));
  return event ?? null;
}

/** An inquiry's history, in the order it happened. */
export function listEvents(inquiryId: number, db: Database = getDb()): Promise<InquiryEvent[]> {
  return db.select().from(inquiryEvents).where(eq(inquiryEvents.inquiryId, inquiryId)).orderBy(asc(inquiryEvents.id));
}
