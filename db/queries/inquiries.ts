import { and, desc, eq, sql } from 'drizzle-orm';
import { classifyLeadSource, type LeadSource } from '~/src/lib/lead-source';
import type { InquiryData, InquiryStatus, InquiryView, SpamReason } from '~/src/lib/schemas/inquiry';
import { getDb, type Database } from '../client';
import { inquiries, type Inquiry } from '../schema';
import { isForeignKeyViolation } from './errors';
import { isLive, shownColumns } from './live-rows';

// The intake key and the e-mail's Message-ID are plumbing (db/schema.ts): never part of an answer.
const { intakeKey: _intakeKey, notifyMessageId: _notifyMessageId, ...storedColumns } = shownColumns(inquiries);

/** Who works the lead, as the inbox shows it: their id and name (the username until set), or null. */
export interface Assignee {
  id: number;
  name: string;
}

/** An inquiry as every answer gives it: its columns and its assignee's name. */
export const inquiryColumns = {
  ...storedColumns,
  assignedTo: sql<Assignee | null>`(select json_build_object('id', u.id, 'name', coalesce(u.name, u.username))
    from admin_users u where u.id = ${inquiries.assignedUserId})`.as('assigned_to'),
};

type NewInquiry = Omit<InquiryData, 'website' | 'formToken' | 'tour' | 'unitId'> & {
  /** The unit as resolved when stored (src/server/inquiry-unit.ts), or null. */
  unitId: number | null;
  spamReason: SpamReason | null;
  /** Names the submission: a second insert under the same key stores nothing (insertInquiryOnce). */
  intakeKey?: string;
  /** When it arrived, for one kept in Blobs during an outage; now otherwise. */
  createdAt?: Date;
};

function inquiryValues({ company, listing, spamReason, tourSlots = [], ...data }: NewInquiry) {
  return {
    ...data,
    company: company ?? null,
    listing: listing ?? null,
    // A tour request enters the pipeline as "Tour requested".
    ...(tourSlots.length > 0 ? { tourSlots, tourStatus: 'requested' as const, stage: 'tour-requested' as const } : {}),
    isSpam: spamReason !== null,
    spamReason,
    // A flagged inquiry's e-mail is held until someone marks it "Not spam".
    notifyState: spamReason === null ? ('pending' as const) : ('held' as const),
    // Classified once, as stored: every count, filter and export reads this column.
    leadSource: classifyLeadSource(data),
  };
}

/**
 * Runs an insert; should its unit have been deleted for good since it was resolved (the only
 * foreign key an inquiry has), runs it again without one: the inquiry is never lost for that.
 */
async function withoutUnitIfGone<T>(inquiry: NewInquiry, insert: (inquiry: NewInquiry) => Promise<T>): Promise<T> {
  try {
    return await insert(inquiry);
  } catch (error) {
    if (inquiry.unitId === null || !isForeignKeyViolation(error)) throw error;
    return insert({ ...inquiry, unitId: null });
  }
}

export async function insertInquiry(inquiry: NewInquiry, db: Database = getDb()): Promise<Inquiry> {
  const [stored] = await withoutUnitIfGone(inquiry, (values) =>
    db.insert(inquiries).values(inquiryValues(values)).returning(inquiryColumns),
  );
  return stored!;
}

/**
 * Stores the inquiry unless one with its intake key is stored already: answers it, or null. One
 * statement on a unique index, so of any number of concurrent calls exactly one stores it.
 */
export async function insertInquiryOnce(inquiry: NewInquiry & { intakeKey: string }, db: Database = getDb()): Promise<Inquiry | null> {
  const [stored] = await withoutUnitIfGone(inquiry, (values) =>
    db.insert(inquiries).values(inquiryValues(values)).onConflictDoNothing({ target: inquiries.intakeKey }).returning(inquiryColumns),
  );
  return stored ?? null;
}

const VIEW_FILTERS = { inbox: eq(inquiries.isSpam, false), spam: eq(inquiries.isSpam, true), all: undefined } as const;

/** Newest first: the inbox (not flagged), the flagged ones, or all; only those from `source` when given. */
export function listInquiries(view: InquiryView = 'inbox', source?: LeadSource, db: Database = getDb()): Promise<Inquiry[]> {
  return db
    .select(inquiryColumns)
    .from(inquiries)
    .where(and(isLive(inquiries), VIEW_FILTERS[view], source ? eq(inquiries.leadSource, source) : undefined))
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
