import { desc, eq } from 'drizzle-orm';
import type { InquiryData, InquiryStatus } from '../../src/lib/schemas/inquiry';
import { getDb, type Database } from '../client';
import { inquiries } from '../schema';

type NewInquiry = Omit<InquiryData, 'website' | 'formStartedAt'> & { isSpam: boolean };

export async function insertInquiry({ company, listing, ...data }: NewInquiry, db: Database = getDb()) {
  const [inquiry] = await db
    .insert(inquiries)
    .values({ ...data, company: company ?? null, listing: listing ?? null })
    .returning();
  return inquiry!;
}

/** Newest first. Inquiries flagged as spam are left out unless asked for. */
export function listInquiries({ includeSpam = false } = {}, db: Database = getDb()) {
  const query = db.select().from(inquiries);
  return (includeSpam ? query : query.where(eq(inquiries.isSpam, false))).orderBy(desc(inquiries.createdAt), desc(inquiries.id));
}

export async function updateInquiryStatus(id: number, status: InquiryStatus, db: Database = getDb()) {
  const [inquiry] = await db.update(inquiries).set({ status }).where(eq(inquiries.id, id)).returning();
  return inquiry ?? null;
}

export async function deleteInquiryRow(id: number, db: Database = getDb()) {
  const [inquiry] = await db.delete(inquiries).where(eq(inquiries.id, id)).returning({ id: inquiries.id });
  return inquiry ?? null;
}
