import { and, desc, eq } from 'drizzle-orm';
import type { InquiryData, InquiryStatus, InquiryView, SpamReason } from '../../src/lib/schemas/inquiry';
import { getDb, type Database } from '../client';
import { inquiries } from '../schema';

type NewInquiry = Omit<InquiryData, 'website' | 'formToken'> & { spamReason: SpamReason | null };

export async function insertInquiry({ company, listing, spamReason, ...data }: NewInquiry, db: Database = getDb()) {
  const [inquiry] = await db
    .insert(inquiries)
    // A flagged inquiry's e-mail is held until someone marks it "Not spam".
    .values({
      ...data,
      company: company ?? null,
      listing: listing ?? null,
      isSpam: spamReason !== null,
      spamReason,
      notifyState: spamReason === null ? 'pending' : 'held',
    })
    .returning();
  return inquiry!;
}

const VIEW_FILTERS = { inbox: eq(inquiries.isSpam, false), spam: eq(inquiries.isSpam, true), all: undefined } as const;

/** Newest first: the inbox (not flagged), the flagged ones, or all. */
export function listInquiries(view: InquiryView = 'inbox', db: Database = getDb()) {
  return db.select().from(inquiries).where(VIEW_FILTERS[view]).orderBy(desc(inquiries.createdAt), desc(inquiries.id));
}

export async function updateInquiryStatus(id: number, status: InquiryStatus, db: Database = getDb()) {
  const [inquiry] = await db.update(inquiries).set({ status }).where(eq(inquiries.id, id)).returning();
  return inquiry ?? null;
}

/**
 * Moves a flagged inquiry into the inbox as new. One statement that only matches while it is
 * flagged: of any number of concurrent calls, exactly one gets the row back (and sends its e-mail).
 */
export async function releaseFromSpam(id: number, db: Database = getDb()) {
  const [inquiry] = await db
    .update(inquiries)
    .set({ isSpam: false, spamReason: null, status: 'new', notifyState: 'pending', notifyNextAt: null })
    .where(and(eq(inquiries.id, id), eq(inquiries.isSpam, true)))
    .returning();
  return inquiry ?? null;
}

export async function findInquiry(id: number, db: Database = getDb()) {
  const [inquiry] = await db.select().from(inquiries).where(eq(inquiries.id, id));
  return inquiry ?? null;
}

export async function deleteInquiryRow(id: number, db: Database = getDb()) {
  const [inquiry] = await db.delete(inquiries).where(eq(inquiries.id, id)).returning({ id: inquiries.id });
  return inquiry ?? null;
}
