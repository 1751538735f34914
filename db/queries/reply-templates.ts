// The team's reply templates: a short list, read whole, each write one statement. A name is unique
// whatever its case (the database's index); a second one is refused by src/server/reply-templates.ts.
import { asc, eq, sql } from 'drizzle-orm';
import type { ReplyTemplateData } from '~/src/lib/schemas/reply';
import { getDb, type Database } from '../client';
import { replyTemplates, type ReplyTemplate } from '../schema';

export function listReplyTemplates(db: Database = getDb()): Promise<ReplyTemplate[]> {
  return db
    .select()
    .from(replyTemplates)
    .orderBy(asc(sql`lower(${replyTemplates.name})`), asc(replyTemplates.id));
}

export async function findReplyTemplate(id: number, db: Database = getDb()): Promise<ReplyTemplate | null> {
  const [template] = await db.select().from(replyTemplates).where(eq(replyTemplates.id, id));
  return template ?? null;
}

export async function insertReplyTemplate(data: ReplyTemplateData, db: Database = getDb()): Promise<ReplyTemplate> {
  const [template] = await db.insert(replyTemplates).values(data).returning();
  return template!;
}

export async function updateReplyTemplate(id: number, data: ReplyTemplateData, db: Database = getDb()): Promise<ReplyTemplate | null> {
  const [template] = await db.update(replyTemplates).set(data).where(eq(replyTemplates.id, id)).returning();
  return template ?? null;
}

export async function deleteReplyTemplate(id: number, db: Database = getDb()): Promise<boolean> {
  const deleted = await db.delete(replyTemplates).where(eq(replyTemplates.id, id)).returning({ id: replyTemplates.id });
  return deleted.length > 0;
}
