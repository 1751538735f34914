// The site content row (id 1, written by migration 0021). Its version-checked update is the shared
// one of db/queries/revisions.ts (kind 'site').
import { eq } from 'drizzle-orm';
import { getDb, type Database } from '../client';
import { siteContent } from '../schema';

export interface SiteContentRow {
  data: unknown;
  version: number;
  updatedAt: Date;
}

export async function findSiteContent(db: Database = getDb()): Promise<SiteContentRow | undefined> {
  const [row] = await db
    .select({ data: siteContent.data, version: siteContent.version, updatedAt: siteContent.updatedAt })
    .from(siteContent)
    .where(eq(siteContent.id, 1));
  return row;
}
