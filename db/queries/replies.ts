// Replies from the admin (src/server/replies.ts, decision 055). Storing one is one statement that
// also records the first response; its e-mail is claimed, sent and retried like an inquiry's
// (db/queries/notifications.ts): every change of state is one conditional UPDATE, so two senders
// (the answer to the POST, the scheduled retry, a "Send again" click) never both send it.
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '../client';
import { inquiryReplies, type InquiryReply } from '../schema';
import { changeWithHistory } from './lead-pipeline';
import { claimable, findDue, finishSend, type Outbox } from './notifications';
import type { RevisionActor as Actor } from './revisions';

export interface NewReply {
  idempotencyKey: string;
  subject: string;
  body: string;
  messageId: string;
}

/**
 * Stores the reply to a live inquiry in the inbox, unless a reply under its idempotency key is
 * stored already: answers whether it stored it. In the same statement the first reply sets the
 * first response time, moves a New lead to Contacted and writes the history line, as "Reply via
 * Email" does (recordReply). The inquiry's row is locked first, so concurrent replies to it take
 * turns, and the unique idempotency key stores one of any number of identical posts.
 */
export function storeReply(inquiryId: number, reply: NewReply, author: Actor, db: Database = getDb()): Promise<boolean> {
  return changeWithHistory(
    db,
    sql`
    with previous as (
      select id, stage, first_response_at, first_name, last_name, email, notify_message_id from inquiries
      where id = ${inquiryId} and deleted_at is null and not is_spam for update
    ), stored as (
      insert into inquiry_replies (inquiry_id, idempotency_key, subject, body, to_name, to_email, message_id, in_reply_to, author, author_user_id, created_at)
      select id, ${reply.idempotencyKey}, ${reply.subject}, ${reply.body}, first_name || ' ' || last_name, email, ${reply.messageId}, notify_message_id,
        ${author.name}, ${author.userId}::integer, clock_timestamp() from previous
      on conflict (idempotency_key) do nothing
      returning inquiry_id
    ), changed as (
      update inquiries i set
        first_response_at = coalesce(i.first_response_at, now()),
        stage = case when i.stage = 'new' then 'contacted' else i.stage end,
        updated_at = now()
      from previous, stored where i.id = previous.id and stored.inquiry_id = previous.id
      returning i.id, previous.stage as from_stage, i.stage as to_stage, previous.first_response_at is null as is_first
    )`,
    { kind: 'reply', author, when: sql`is_first` },
  );
}

export async function findReplyByKey(idempotencyKey: string, db: Database = getDb()): Promise<InquiryReply | null> {
  const [reply] = await db.select().from(inquiryReplies).where(eq(inquiryReplies.idempotencyKey, idempotencyKey));
  return reply ?? null;
}

export async function findReply(inquiryId: number, id: number, db: Database = getDb()): Promise<InquiryReply | null> {
  const [reply] = await db
    .select()
    .from(inquiryReplies)
    .where(and(eq(inquiryReplies.inquiryId, inquiryId), eq(inquiryReplies.id, id)));
  return reply ?? null;
}

/** An inquiry's replies, oldest first. */
export function listReplies(inquiryId: number, db: Database = getDb()): Promise<InquiryReply[]> {
  return db.select().from(inquiryReplies).where(eq(inquiryReplies.inquiryId, inquiryId)).orderBy(asc(inquiryReplies.id));
}

const replyOutbox: Outbox = {
  table: inquiryReplies,
  id: inquiryReplies.id,
  state: inquiryReplies.sendState,
  claimedAt: inquiryReplies.sendClaimedAt,
  nextAt: inquiryReplies.sendNextAt,
  sentAt: inquiryReplies.sentAt,
  lastError: inquiryReplies.sendLastError,
};

/**
 * Claims the reply's e-mail: pending, or failed and due (or `force`: "Send again"), or stuck in a
 * dead sender's claim. Answers the reply, or null when another sender has it or it was sent.
 */
export async function claimReply(id: number, { force = false } = {}, db: Database = getDb()): Promise<InquiryReply | null> {
  const now = new Date();
  const [reply] = await db
    .update(inquiryReplies)
    .set({ sendState: 'sending', sendClaimedAt: now, sendAttempts: sql`${inquiryReplies.sendAttempts} + 1` })
    .where(and(eq(inquiryReplies.id, id), claimable(replyOutbox, now, force)))
    .returning();
  return reply ?? null;
}

export function markReplySent(id: number, db: Database = getDb()): Promise<void> {
  return finishSend(replyOutbox, id, { sent: true }, db);
}

export function markReplyFailed(id: number, error: string, nextAt: Date | null, db: Database = getDb()): Promise<void> {
  return finishSend(replyOutbox, id, { sent: false, error, nextAt }, db);
}

/** Replies whose e-mail a retry should try now (a failed one whose retries stopped waits for "Send again"). */
export function findDueReplies(db: Database = getDb()): Promise<number[]> {
  return findDue(replyOutbox, db);
}
