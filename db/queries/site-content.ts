// The site content row (id 1, written by migration 0021) and its version-checked update.
import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '../client';
import { revisions, siteContent } from '../schema';

export interface SiteContentRow {
  data: unknown;
  version: number;
  updatedAt: Date;
}

const ROW_ID = 1;
const columns = { data: siteContent.data, version: siteContent.version, updatedAt: siteContent.updatedAt };

export async function findSiteContent(db: Database = getDb()): Promise<SiteContentRow | undefined> {
  const [row] = await db.select(columns).from(siteContent).where(eq(siteContent.id, ROW_ID));
  return row;
}

/**
 * Stores new content in ONE statement: with `expectedVersion`, only if the row is still at that
 * version (a miss answers undefined: someone saved first); without, unconditionally. The version
 * goes up by one either way.
 */
export async function updateSiteContentRow(
  db: Database,
  data: unknown,
  expectedVersion: number | undefined,
): Promise<SiteContentRow | undefined> {
  const [row] = await db
    .update(siteContent)
    .set({ data, version: sql`${siteContent.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(siteContent.id, ROW_ID), expectedVersion === undefined ? undefined : eq(siteContent.version, expectedVersion)))
    .returning(columns);
  return row;
}

/** Who made the latest published change of the site content, and when (for a conflict's message). */
export async function findLatestSiteRevision(db: Database = getDb()) {
  const [row] = await db
    .select({ version: revisions.version, actorName: revisions.actorName, createdAt: revisions.createdAt })
    .from(revisions)
    .where(and(eq(revisions.kind, 'site'), eq(revisions.entityId, ROW_ID)))
    .orderBy(desc(revisions.version))
    .limit(1);
  return row;
}

/** Records a published version of the site content in the history (append-only). */
export async function insertSiteRevision(
  db: Database,
  revision: { version: number; data: unknown; actorUserId: number | null; actorName: string },
): Promise<void> {
  await db.insert(revisions).values({ kind: 'site', entityId: ROW_ID, ...revision });
}
