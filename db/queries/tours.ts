// A tour's changes, each one statement that also writes the history line (as the pipeline's do,
// db/queries/lead-pipeline.ts). Every change that reaches the visitor's calendar raises the
// invitation's SEQUENCE, so calendars apply them in order.
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { getDb, type Database } from '../client';
import { inquiries, type Inquiry } from '../schema';
import type { RevisionActor as Actor } from './revisions';
import { changeWithHistory } from './lead-pipeline';
import { isLive, shownColumns } from './live-rows';

/**
 * Confirms the tour at `start`, or moves it there. A new lead moves to Tour scheduled and counts
 * as answered. Answers false when there is no such live inquiry or the tour is already confirmed
 * at `start` (nothing to send).
 */
export async function confirmTour(id: number, start: Date, slotText: string, author: Actor, db: Database = getDb()) {
  return changeWithHistory(
    db,
    sql`
    with previous as (
      select id, stage, tour_at, tour_status from inquiries where id = ${id} and deleted_at is null for update
    ), changed as (
      update inquiries i set
        tour_at = ${start},
        tour_status = 'confirmed',
        tour_sequence = case when previous.tour_at is null then i.tour_sequence else i.tour_sequence + 1 end,
        stage = case when i.stage in ('new', 'tour-requested', 'contacted') then 'tour-scheduled' else i.stage end,
        first_response_at = coalesce(i.first_response_at, now()),
        updated_at = now()
      from previous
      where i.id = previous.id
        and not (previous.tour_status is not distinct from 'confirmed' and previous.tour_at is not distinct from ${start})
      returning i.id, previous.stage as from_stage, i.stage as to_stage, previous.tour_status = 'confirmed' as moved
    )`,
    { kind: 'tour', author, note: sql`case when moved then 'Tour moved to ' else 'Tour confirmed for ' end || ${slotText}` },
  );
}

/** Cancels a confirmed tour (the lead goes back to Contacted). Answers false when none is confirmed. */
export async function cancelTour(id: number, author: Actor, db: Database = getDb()) {
  return changeWithHistory(
    db,
    sql`
    with previous as (
      select id, stage from inquiries where id = ${id} and deleted_at is null and tour_status = 'confirmed' for update
    ), changed as (
      update inquiries i set
        tour_status = 'cancelled',
        tour_sequence = i.tour_sequence + 1,
        stage = case when i.stage = 'tour-scheduled' then 'contacted' else i.stage end,
        updated_at = now()
      from previous where i.id = previous.id
      returning i.id, previous.stage as from_stage, i.stage as to_stage
    )`,
    { kind: 'tour', author, note: 'Tour cancelled' },
  );
}

/**
 * Claims the invitation of the tour as it now stands: answers the inquiry when no request has
 * claimed its SEQUENCE yet, else null (another request sends it, or a newer one). `again` ("Send
 * again") claims it in any case. One UPDATE: its row lock and READ COMMITTED's re-check of the
 * WHERE on the newest row let exactly one of any number of concurrent callers claim a SEQUENCE
 * (docs/decisions/015-tour-invitations-once.md).
 */
export async function claimTourInvite(id: number, { again = false } = {}, db: Database = getDb()): Promise<Inquiry | null> {
  const [inquiry] = await db
    .update(inquiries)
    .set({ tourInviteSequence: sql`${inquiries.tourSequence}` })
    .where(
      and(
        eq(inquiries.id, id),
        isLive(inquiries),
        inArray(inquiries.tourStatus, ['confirmed', 'cancelled']),
        again ? undefined : lt(inquiries.tourInviteSequence, inquiries.tourSequence),
      ),
    )
    .returning(shownColumns(inquiries));
  return inquiry ?? null;
}

/** Notes whether the invitation of `sequence` reached both sides (null) or why not; a newer change's outcome is left alone. */
export async function recordInviteOutcome(id: number, sequence: number, error: string | null, db: Database = getDb()): Promise<void> {
  await db
    .update(inquiries)
    .set({ tourInviteError: error?.slice(0, 500) ?? null })
    .where(and(eq(inquiries.id, id), eq(inquiries.tourSequence, sequence)));
}
