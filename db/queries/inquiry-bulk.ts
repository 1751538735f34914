// The inbox at volume: many inquiries changed in one transaction (all of them, or none when any id
// names no live inquiry), every flagged one to the Trash in one statement, and the list page by page.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { LeadSource } from '~/src/lib/lead-source';
import type { InquiryView } from '~/src/lib/schemas/inquiry';
import { getDb, type Database } from '../client';
import { inquiries, type Inquiry } from '../schema';
import { updateAllOrNone } from './all-or-none';
import { inquiryColumns } from './inquiries';
import { isLive } from './live-rows';

const VIEW_FILTERS = { inbox: eq(inquiries.isSpam, false), spam: eq(inquiries.isSpam, true), all: undefined } as const;

/** A bulk change that did not apply to every id: none of it was kept. */
export class MissingInquiriesError extends Error {
  constructor(readonly missing: number[]) {
    super(`No live inquiry has the id ${missing.join(', ')}`);
  }
}

/** Updates the live inquiries among `ids`, all of them or none (MissingInquiriesError); answers the ids changed. */
async function changeAll(ids: number[], set: SQL, db: Database, change?: SQL): Promise<number[]> {
  const result = await updateAllOrNone(db, inquiries, ids, { found: sql`deleted_at is null`, set, ...(change ? { change } : {}) });
  if (result.outcome === 'missing') throw new MissingInquiriesError(result.ids);
  return result.ids;
}

export function markInquiriesRead(ids: number[], db: Database = getDb()): Promise<number[]> {
  return changeAll(ids, sql`status = 'read'`, db);
}

export function moveInquiriesToTrash(ids: number[], db: Database = getDb()): Promise<number[]> {
  return changeAll(ids, sql`deleted_at = now()`, db);
}

/**
 * "Not spam" for many: the flagged ones among `ids` go to the inbox as new, their e-mail due
 * (as releaseFromSpam); ids already in the inbox are left as they are. Answers the released ids.
 */
export function releaseInquiriesFromSpam(ids: number[], db: Database = getDb()): Promise<number[]> {
  const release = sql`is_spam = false, spam_reason = null, status = 'new', notify_state = 'pending', notify_next_at = null`;
  return changeAll(ids, release, db, sql`is_spam`);
}

/** "Empty spam": every flagged live inquiry to the Trash in one statement; answers their ids. */
export async function moveSpamToTrash(db: Database = getDb()): Promise<number[]> {
  const rows = await db
    .update(inquiries)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(inquiries.isSpam, true), isLive(inquiries)))
    .returning({ id: inquiries.id });
  return rows.map((row) => row.id);
}

/**
 * One page of a view, newest first (the order of listInquiries): `limit` rows after the inquiry
 * `before` (the last one of the previous page), and how many the view holds in all.
 */
export async function listInquiryPage(
  view: InquiryView,
  { limit, before, source }: { limit: number; before?: number | undefined; source?: LeadSource | undefined },
  db: Database = getDb(),
): Promise<{ items: Inquiry[]; total: number }> {
  const inView = and(isLive(inquiries), VIEW_FILTERS[view], source ? eq(inquiries.leadSource, source) : undefined);
  const after =
    before === undefined
      ? undefined
      : sql`(${inquiries.createdAt}, ${inquiries.id}) < (select i.created_at, i.id from inquiries i where i.id = ${before})`;
  const [items, [total]] = await Promise.all([
    db.select(inquiryColumns).from(inquiries).where(and(inView, after)).orderBy(desc(inquiries.createdAt), desc(inquiries.id)).limit(limit),
    db.select({ value: count() }).from(inquiries).where(inView),
  ]);
  return { items, total: total?.value ?? 0 };
}
