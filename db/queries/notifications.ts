// The state of each inquiry's e-mail to the leasing team. Every change is one conditional UPDATE,
// so two senders (the answer to the POST, the scheduled retry, a "Send again" click) can never
// both claim the same e-mail.
import { and, eq, inArray, isNull, lt, lte, or, sql, type AnyColumn } from 'drizzle-orm';
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
    .where(
      and(
        eq(inquiries.id, id),
        claimable({ state: inquiries.notifyState, claimedAt: inquiries.notifyClaimedAt, nextAt: inquiries.notifyNextAt }, now, force),
      ),
    )
    .returning();
  return inquiry ?? null;
}

export async function markNotificationSent(id: number, db: Database = getDb()): Promise<void> {
  await db
    .update(inquiries)
    .set({ notifyState: 'sent', notifySentAt: new Date(), notifyLastError: null, notifyNextAt: null })
    .where(and(eq(inquiries.id, id), eq(inquiries.notifyState, 'sending')));
}

export async function markNotificationFailed(id: number, error: string, nextAt: Date | null, db: Database = getDb()): Promise<void> {
  await db
    .update(inquiries)
    .set({ notifyState: 'failed', notifyLastError: error.slice(0, 500), notifyNextAt: nextAt })
    .where(and(eq(inquiries.id, id), eq(inquiries.notifyState, 'sending')));
}

/** Inquiries whose e-mail a retry should try now. */
export async function findDueNotifications(db: Database = getDb()): Promise<number[]> {
  const now = new Date();
  const rows = await db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(
      or(
        and(inArray(inquiries.notifyState, ['pending', 'failed']), lte(inquiries.notifyNextAt, now)),
        and(eq(inquiries.notifyState, 'pending'), isNull(inquiries.notifyNextAt)),
        and(eq(inquiries.notifyState, 'sending'), lt(inquiries.notifyClaimedAt, new Date(now.getTime() - STALE_CLAIM_MS))),
      ),
    )
    .orderBy(inquiries.id)
    .limit(100);
  return rows.map((row) => row.id);
}
