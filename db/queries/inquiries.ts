import { and, desc, eq } from 'drizzle-orm';
import type { InquiryData, InquiryStatus, InquiryView, SpamReason } from '../../src/lib/schemas/inquiry';
import { getDb, type Database } from '../client';
import { inquiries, type Inquiry } from '../schema';
import { isLive, shownColumns } from './live-rows';

const inquiryColumns = shownColumns(inquiries);

type NewInquiry = Omit<InquiryData, 'website' | 'formToken'> & { spamReason: SpamReason | null };

export async function insertInquiry(
  { company, listing, spamReason, tourSlots = [], ...data }: NewInquiry,
  db: Database = getDb(),
): Promise<Inquiry> {
  const [inquiry] = await db
    .insert(inquiries)
    // A flagged inquiry's e-mail is held until someone marks it "Not spam".
    .values({
      ...data,
      company: company ?? null,
      listing: listing ?? null,
      // A tour request enters the pipeline as "Tour requested".
      ...(tourSlots.length > 0 ? { tourSlots, tourStatus: 'requested', stage: 'tour-requested' } : {}),
      isSpam: spamReason !== null,
      spamReason,
      notifyState: spamReason === null ? 'pending' : 'held',
    })
    .returning(inquiryColumns);
  return inquiry!;
}

const VIEW_FILTERS = { inbox: eq(inquiries.isSpam, false), spam: eq(inquiries.isSpam, true), all: undefined } as const;

/** Newest first: the inbox (not flagged), the flagged ones, or all. */
export function listInquiries(view: InquiryView = 'inbox', db: Database = getDb()): Promise<Inquiry[]> {
  return db
    .select(inquiryColumns)
    .from(inquiries)
    .where(and(isLive(inquiries), VIEW_FILTERS[view]))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id));
}

export async function updateInquiryStatus(id: number, status: InquiryStatus, db: Database = getDb()): Promise<Inquiry | null> {
  const [inquiry] = await db
    .update(inquiries)
    .set({ status })
    .where(and(eq(inquiries.id, id), isLive(inquiries)))
    .returning(inquiryColumns);
  return inquiry ?? null;
}

/**
 * Moves a flagged inquiry into the inbox as new. One statement that only matches while it is
 * flagged: of any number of concurrent calls, exactly one gets the row back (and sends its e-mail).
 */
export async function releaseFromSpam(id: number, db: Database = getDb()): Promise<Inquiry | null> {
  const [inquiry] = await db
    .update(inquiries)
    .set({ isSpam: false, spamReason: null, status: 'new', notifyState: 'pending', notifyNextAt: null })
    .where(and(eq(inquiries.id, id), eq(inquiries.isSpam, true), isLive(inquiries)))
    .returning(inquiryColumns);
  return inquiry ?? null;
}

export async function findInquiry(id: number, db: Database = getDb()): Promise<Inquiry | null> {
  const [inquiry] = await db
    .select(inquiryColumns)
    .from(inquiries)
    .where(and(eq(inquiries.id, id), isLive(inquiries)));
  return inquiry ?? null;
}
