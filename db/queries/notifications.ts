// The state of each inquiry's e-mail to the leasing team. Every change is one conditional UPDATE,
// so two senders (the answer to the POST, the scheduled retry, a "Send again" click) can never
// both claim the same e-mail.
import { and, eq, getTableColumns, inArray, isNull, lt, lte, or, sql, type AnyColumn } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { getDb, type Database } from '../client';
import { inquiries } from '../schema';

/** A claim older than this belongs to a sender that died mid-send (crash, timeout): claimable again. */
export const STALE_CLAIM_MS = 10 * 60_000;

/** The send columns of a row that carries an e-mail: its state, claim time and next retry. */
export interface SendColumns {
  state: AnyColumn;
  claimedAt: AnyColumn;
  nextAt: AnyColumn;
}

/**
 * Which rows a sender may claim now: pending, or failed and due (any, with `force`: "Send again"),
 * or stuck in the claim of a sender that died. The one rule for inquiry e-mails and replies.
 */
export function claimable({ state, claimedAt, nextAt }: SendColumns, now: Date, force: boolean) {
  const isDue = force ? undefined : or(isNull(nextAt), lte(nextAt, now));
  return or(
    and(inArray(state, ['pending', 'failed']), isDue),
    and(eq(state, 'sending'), lt(claimedAt, new Date(now.getTime() - STALE_CLAIM_MS))),
  );
}

/** A table of rows that each carry an e-mail: the columns the send's end writes, beside SendColumns. */
export interface Outbox extends SendColumns {
  table: PgTable;
  id: PgColumn;
  sentAt: AnyColumn;
  lastError: AnyColumn;
}

export const inquiryOutbox: Outbox = {
  table: inquiries,
  id: inquiries.id,
  state: inquiries.notifyState,
  claimedAt: inquiries.notifyClaimedAt,
  nextAt: inquiries.notifyNextAt,
  sentAt: inquiries.notifySentAt,
  lastError: inquiries.notifyLastError,
};

/**
 * Claims the e-mail for sending: pending, or failed and due (or `force`), or stuck in a dead
 * sender's claim. Answers the inquiry, or null when another sender has it or it needs nothing.
 * The first claim stores `messageId` as the e-mail's Message-ID; later ones keep the stored one.
 */
export async function claimNotification(
  id: number,
  { force = false, messageId }: { force?: boolean; messageId: string },
  db: Database = getDb(),
) {
  const now = new Date();
  const [inquiry] = await db
    .update(inquiries)
    .set({
      notifyState: 'sending',
      notifyClaimedAt: now,
      notifyAttempts: sql`${inquiries.notifyAttempts} + 1`,
      notifyMessageId: sql`coalesce(${inquiries.notifyMessageId}, ${messageId})`,
    })
    .where(and(eq(inquiries.id, id), claimable(inquiryOutbox, now, force)))
    .returning();
  return inquiry ?? null;
}

/**
 * The end of a send, for either outbox: 'sent', or 'failed' with the error and the next try (null:
 * no more tries). Only while the row is still 'sending', so a sender whose claim went stale and was
 * taken over cannot overwrite the newer sender's outcome.
 */
export async function finishSend(
  outbox: Outbox,
  id: number,
  outcome: { sent: true } | { sent: false; error: string; nextAt: Date | null },
  db: Database = getDb(),
): Promise<void> {
  // drizzle's set() names columns by their property in the table: find each column's.
  const columns = Object.entries(getTableColumns(outbox.table));
  const key = (column: AnyColumn) => columns.find(([, candidate]) => candidate === column)?.[0] ?? column.name;
  const set = outcome.sent
    ? { [key(outbox.state)]: 'sent', [key(outbox.sentAt)]: new Date(), [key(outbox.lastError)]: null, [key(outbox.nextAt)]: null }
    : { [key(outbox.state)]: 'failed', [key(outbox.lastError)]: outcome.error.slice(0, 500), [key(outbox.nextAt)]: outcome.nextAt };
  await db
    .update(outbox.table)
    .set(set)
    .where(and(eq(outbox.id, id), eq(outbox.state, 'sending')));
}

export function markNotificationSent(id: number, db: Database = getDb()): Promise<void> {
  return finishSend(inquiryOutbox, id, { sent: true }, db);
}

export function markNotificationFailed(id: number, error: string, nextAt: Date | null, db: Database = getDb()): Promise<void> {
  return finishSend(inquiryOutbox, id, { sent: false, error, nextAt }, db);
}

/**
 * The rows of an outbox a retry should try now: pending, or failed with a next try that has come (a
 * failed one whose retries stopped waits for "Send again"), or stuck in a dead sender's claim.
 */
export async function findDue(outbox: Outbox, db: Database = getDb()): Promise<number[]> {
  const now = new Date();
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox.table)
    .where(
      or(
        and(inArray(outbox.state, ['pending', 'failed']), lte(outbox.nextAt, now)),
        and(eq(outbox.state, 'pending'), isNull(outbox.nextAt)),
        and(eq(outbox.state, 'sending'), lt(outbox.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS))),
      ),
    )
    .orderBy(outbox.id)
    .limit(100);
  return rows.map((row) => Number(row.id));
}

/** Inquiries whose e-mail a retry should try now. */
export function findDueNotifications(db: Database = getDb()): Promise<number[]> {
  return findDue(inquiryOutbox, db);
}
