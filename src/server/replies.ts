// Replies from the admin (decision 055). A staff member writes a reply on an inquiry,
// often from a template; it is stored with who wrote it (the first one is the lead's first
// response), then e-mailed from the leasing address to the visitor with the leasing mailbox in Cc,
// naming the inquiry's e-mail (In-Reply-To, References) so both mailboxes thread it under the
// inquiry. Its delivery is the inquiry e-mail's: claimed, sent once, retried with the same backoff
// by functions/retry-notifications.ts, "Send again" at once.
import type { SendMailOptions } from 'nodemailer';
import { findBuilding } from '~/db/queries/buildings';
import { findInquiry } from '~/db/queries/inquiries';
import {
  claimReply,
  findDueReplies,
  findReply,
  findReplyByKey,
  listReplies,
  markReplyFailed,
  markReplySent,
  storeReply,
} from '~/db/queries/replies';
import { findReplyTemplate } from '~/db/queries/reply-templates';
import { findUnit } from '~/db/queries/units';
import type { Inquiry, InquiryReply } from '~/db/schema';
import { listingLabel } from '~/src/lib/listing';
import { fillPlaceholders, type PlaceholderValues, type ReplyData } from '~/src/lib/schemas/reply';
import { siteConfig } from '~/src/lib/site-config';
import { resolveUnit } from '~/src/lib/unit-facts';
import { getDb } from '~/db/client';
import type { Actor } from './actor';
import { recordEvent } from './audit';
import { serverEnv } from './env';
import { AppError } from './errors';
import { newMessageId, sendMail } from './mailer';
import { nextAttemptAt, type DeliveryOutcome } from './notifications';
import { getSiteContent } from './site-content';

const inquiryNotFound = () => new AppError('not-found', 'Inquiry not found');

/** A live inquiry in the inbox: a flagged one is answered only once someone has said "Not spam". */
async function findRepliableInquiry(id: number): Promise<Inquiry> {
  const inquiry = await findInquiry(id);
  if (!inquiry) throw inquiryNotFound();
  if (inquiry.isSpam) throw new AppError('conflict', 'This inquiry is in Spam: mark it "Not spam" before replying');
  return inquiry;
}

/** What the placeholders stand for in a reply to `inquiry`. */
async function placeholderValues(inquiry: Inquiry): Promise<PlaceholderValues> {
  const unit = inquiry.unitId === null ? null : await findUnit(inquiry.unitId);
  const shown = unit && resolveUnit(unit, await findBuilding(unit.buildingId));
  const { contact, team } = await getSiteContent();
  const lead = team[0];
  return {
    firstName: inquiry.firstName,
    unit: shown ? listingLabel(shown) : (inquiry.listing ?? 'the space you asked about'),
    leasingContact: lead ? `${lead.name}, ${lead.title}, ${lead.phone}, ${lead.email}` : `${contact.phone}, ${contact.email}`,
  };
}

/** A template filled in for this inquiry: what the composer shows, to be edited before sending. */
export async function draftReply(inquiryId: number, templateId: number): Promise<{ subject: string; body: string }> {
  const inquiry = await findRepliableInquiry(inquiryId);
  const template = await findReplyTemplate(templateId);
  if (!template) throw new AppError('not-found', 'Template not found');
  const values = await placeholderValues(inquiry);
  return { subject: fillPlaceholders(template.subject, values), body: fillPlaceholders(template.body, values) };
}

/** The e-mail of a reply: from the leasing address, to the visitor, the leasing mailbox in Cc, threaded. */
export function replyMessage(reply: InquiryReply, env = serverEnv()): SendMailOptions {
  return {
    from: { name: `${siteConfig.name} Leasing`, address: env.LEASING_EMAIL },
    to: { name: reply.toName, address: reply.toEmail },
    cc: env.LEASING_EMAIL,
    subject: reply.subject,
    text: reply.body,
    messageId: reply.messageId,
    // Replies to inquiries e-mailed before their Message-ID was stored start a thread of their own.
    ...(reply.inReplyTo ? { inReplyTo: reply.inReplyTo, references: [reply.inReplyTo] } : {}),
  };
}

/** Sends the reply if it is due (or `force`: "Send again") and no one else is sending it. */
export async function deliverReply(id: number, { force = false } = {}): Promise<DeliveryOutcome> {
  const reply = await claimReply(id, { force });
  if (!reply) return 'not-due';
  try {
    await sendMail(replyMessage(reply), `${new Date().toISOString().replace(/[:.]/g, '-')}-reply-${reply.inquiryId}-${reply.id}`);
    await markReplySent(id);
    return 'sent';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Reply #${id} to inquiry #${reply.inquiryId} failed (attempt ${reply.sendAttempts}):`, message);
    await markReplyFailed(id, message, nextAttemptAt(reply.sendAttempts, reply.createdAt));
    return 'failed';
  }
}

/** The same composed reply posted again (its key stored already): answered as it stands, or refused if it differs. */
function sameReply(stored: InquiryReply, inquiryId: number, subject: string, body: string): InquiryReply {
  if (stored.inquiryId !== inquiryId || stored.subject !== subject || stored.body !== body) {
    throw new AppError('conflict', 'This idempotency key belongs to another reply: write the reply again to send it');
  }
  return stored;
}

/**
 * Stores the reply (placeholders filled in) and sends it, once per idempotency key however many
 * times it is posted: `isNew` is false for a repeat, which sends nothing and answers the reply as
 * it stands. A failed send keeps the reply (retried, "Send again"); its state says so.
 */
export async function sendReply(inquiryId: number, data: ReplyData, author: Actor): Promise<{ reply: InquiryReply; isNew: boolean }> {
  const inquiry = await findRepliableInquiry(inquiryId);
  const values = await placeholderValues(inquiry);
  const subject = fillPlaceholders(data.subject, values);
  const body = fillPlaceholders(data.body, values);
  const earlier = await findReplyByKey(data.idempotencyKey);
  if (earlier) return { reply: sameReply(earlier, inquiryId, subject, body), isNew: false };

  const isStored = await getDb().transaction(async (tx) => {
    const isNew = await storeReply(
      inquiryId,
      { idempotencyKey: data.idempotencyKey, subject, body, messageId: newMessageId('reply') },
      author,
      tx,
    );
    // The reply as the team sent it; its delivery shows on the reply itself.
    if (isNew) await recordEvent(author, { event: 'reply-sent', record: { kind: 'inquiry', id: inquiryId }, detail: `"${subject}"` }, tx);
    return isNew;
  });
  const stored = await findReplyByKey(data.idempotencyKey);
  if (!stored) throw inquiryNotFound(); // deleted or flagged meanwhile
  if (!isStored) return { reply: sameReply(stored, inquiryId, subject, body), isNew: false };
  await deliverReply(stored.id);
  return { reply: (await findReply(inquiryId, stored.id)) ?? stored, isNew: true };
}

/** "Send again": a reply that was not delivered, at once. A sent one is not sent twice. */
export async function resendReply(inquiryId: number, replyId: number): Promise<InquiryReply> {
  if (!(await findReply(inquiryId, replyId))) throw new AppError('not-found', 'Reply not found');
  await deliverReply(replyId, { force: true });
  const reply = await findReply(inquiryId, replyId);
  if (!reply) throw new AppError('not-found', 'Reply not found');
  return reply;
}

export async function listInquiryReplies(inquiryId: number): Promise<InquiryReply[]> {
  if (!(await findInquiry(inquiryId))) throw inquiryNotFound();
  return listReplies(inquiryId);
}

/** The scheduled retry: every reply whose e-mail is due now. */
export async function retryDueReplies(): Promise<Record<DeliveryOutcome, number>> {
  const counts: Record<DeliveryOutcome, number> = { sent: 0, failed: 0, 'not-due': 0 };
  for (const id of await findDueReplies()) counts[await deliverReply(id)] += 1;
  return counts;
}
