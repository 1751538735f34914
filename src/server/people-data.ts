// A person's data on request (docs/PRODUCT.md §4, Privacy; admins only): find everything held
// under an e-mail address, export it as one JSON file, or erase it. An erasure is one transaction:
// the inquiries are kept anonymized (counts stay), their notes and replies, other replies to the
// address and its alerts are deleted, every text column of every table is checked for the address
// (and phone) before it commits, and the activity log's line naming who erased and a reference
// (never the address) is written in it. Also the retention the daily housekeeping applies.
import { randomUUID } from 'node:crypto';
import { anonymizeClosedLeads, erasePersonRows, findColumnHolding, findPersonRecords, purgeOldSpam } from '~/db/queries/people-data';
import { insertActivity } from '~/db/queries/activity-log';
import { getDb } from '~/db/client';
import { SPAM_RETENTION_DAYS, type ErasureReceipt, type PersonErasure, type PersonSummary } from '~/src/lib/schemas/people-data';
import { deleteParkedInquiry, listParkedKeys, readParkedInquiry } from './inquiry-outbox';
import { AppError } from './errors';

export const NOTHING_HELD = 'Nothing is held about that e-mail address';

/** What the activity log needs to know about the request that erased (the rest of its line). */
export interface ErasureRequest {
  userId: number;
  userName: string;
  method: string;
  path: string;
  addressPrefix: string | null;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** How much is held about the address, and its inquiries (the admin's Privacy tab). */
export async function findPerson(email: string): Promise<PersonSummary> {
  const held = await findPersonRecords(email);
  const notes = held.events.filter((event) => event.kind === 'note');
  return {
    email,
    inquiries: held.inquiries.map((row) => ({
      id: row.id,
      name: `${row.firstName} ${row.lastName}`.trim(),
      createdAt: row.createdAt.toISOString(),
      stage: row.stage,
      isSpam: row.isSpam,
      inTrash: row.deletedAt !== null,
    })),
    counts: {
      inquiries: held.inquiries.length,
      history: held.events.length - notes.length,
      notes: notes.length,
      replies: held.replies.length,
      tours: held.inquiries.filter((row) => row.tourStatus !== null).length,
      alerts: held.alerts.length,
    },
  };
}

/**
 * Everything held about the address as one document: the inquiries as sent and worked on, their
 * pipeline history and notes, the replies sent, the tours asked for, and the alert sign-ups.
 * Delivery plumbing (claims, attempts, tokens) is left out; it says nothing about the person.
 */
export async function exportPerson(email: string, now = new Date()) {
  const held = await findPersonRecords(email);
  if (held.inquiries.length + held.replies.length + held.alerts.length === 0) throw new AppError('not-found', NOTHING_HELD);
  return {
    email,
    exportedAt: now.toISOString(),
    inquiries: held.inquiries.map((row) => ({
      id: row.id,
      receivedAt: row.createdAt.toISOString(),
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      company: row.company,
      listing: row.listing,
      message: row.message,
      stage: row.stage,
      lostReason: row.lostReason,
      flaggedAsSpam: row.isSpam,
      inTrash: row.deletedAt !== null,
      erasedAt: iso(row.erasedAt),
      source: { utmSource: row.utmSource, utmMedium: row.utmMedium, utmCampaign: row.utmCampaign, referrerHost: row.referrerHost },
    })),
    history: held.events
      .filter((event) => event.kind !== 'note')
      .map((event) => ({
        inquiryId: event.inquiryId,
        at: event.createdAt.toISOString(),
        kind: event.kind,
        fromStage: event.fromStage,
        toStage: event.toStage,
        text: event.note,
        by: event.author,
      })),
    notes: held.events
      .filter((event) => event.kind === 'note')
      .map((event) => ({ inquiryId: event.inquiryId, at: event.createdAt.toISOString(), text: event.note, by: event.author })),
    replies: held.replies.map((reply) => ({
      inquiryId: reply.inquiryId,
      writtenAt: reply.createdAt.toISOString(),
      sentAt: iso(reply.sentAt),
      toName: reply.toName,
      toEmail: reply.toEmail,
      subject: reply.subject,
      body: reply.body,
      by: reply.author,
    })),
    tours: held.inquiries
      .filter((row) => row.tourStatus !== null)
      .map((row) => ({ inquiryId: row.id, status: row.tourStatus, requestedTimes: row.tourSlots, confirmedFor: iso(row.tourAt) })),
    alerts: held.alerts.map((alert) => ({
      signedUpAt: alert.createdAt.toISOString(),
      email: alert.email,
      spaceType: alert.spaceType,
      minSquareFootage: alert.minSquareFootage,
      maxSquareFootage: alert.maxSquareFootage,
      buildingId: alert.buildingId,
      confirmedAt: iso(alert.confirmedAt),
      unsubscribedAt: iso(alert.unsubscribedAt),
      lastSentAt: iso(alert.lastSentAt),
    })),
  };
}

export type PersonExport = Awaited<ReturnType<typeof exportPerson>>;

/** Inquiries from the address still waiting in the outbox (the database was unreachable): deleted. */
async function deleteParkedInquiries(email: string): Promise<number> {
  let deleted = 0;
  for (const key of await listParkedKeys()) {
    const parked = await readParkedInquiry(key);
    if (parked && parked.inquiry.email.trim().toLowerCase() === email.toLowerCase()) {
      await deleteParkedInquiry(key);
      deleted += 1;
    }
  }
  return deleted;
}

/** A reference for the activity log and the admin's note: random, so it says nothing about the person. */
const newReference = () => `erasure-${randomUUID().slice(0, 8)}`;

/**
 * Erases the person (the erasure validated by PersonErasureSchema: the address confirmed). Refused
 * (404) when nothing is held; refused with nothing changed (409) when a column the erasure does not
 * know still holds the address or phone afterwards, naming it.
 */
export async function erasePerson({ email, phone }: PersonErasure, by: ErasureRequest): Promise<ErasureReceipt> {
  const parkedInquiriesDeleted = await deleteParkedInquiries(email);
  const reference = newReference();
  const alsoRemove = phone ? [phone] : [];
  const counts = await getDb().transaction(async (tx) => {
    const erased = await erasePersonRows(tx, email, alsoRemove);
    if (!erased && parkedInquiriesDeleted === 0) throw new AppError('not-found', NOTHING_HELD);
    const left = await findColumnHolding([email, ...alsoRemove], tx);
    if (left)
      throw new AppError(
        'conflict',
        `Nothing was erased: ${left} still holds the address or phone, and the erasure does not know that place. Tell the developers.`,
      );
    await insertActivity(
      {
        userId: by.userId,
        userName: by.userName,
        action: 'person.erase',
        recordKind: 'person',
        recordId: reference,
        method: by.method,
        path: by.path,
        status: 200,
        addressPrefix: by.addressPrefix,
      },
      tx,
    );
    return erased ?? { inquiries: 0, notes: 0, replies: 0, alerts: 0 };
  });
  return {
    reference,
    inquiriesAnonymized: counts.inquiries,
    notesDeleted: counts.notes,
    repliesDeleted: counts.replies,
    alertsDeleted: counts.alerts,
    parkedInquiriesDeleted,
  };
}

/** The housekeeping's retention: spam older than 30 days purged, closed leads past the team's period anonymized. */
export async function applyRetention(now: Date): Promise<{ spamPurged: number; closedLeadsAnonymized: number }> {
  const spamPurged = await purgeOldSpam(now, SPAM_RETENTION_DAYS);
  const closedLeadsAnonymized = await anonymizeClosedLeads(now);
  return { spamPurged, closedLeadsAnonymized };
}
