// Drafts beside the published units, buildings and site content (issue 19, decisions 027 and 030).
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { DraftKind } from '~/src/lib/schemas/content-kinds';
import { getDb, type Database } from '../client';
import { drafts } from '../schema';

export type Draft = typeof drafts.$inferSelect;

export interface DraftWrite {
  kind: DraftKind;
  entityId: number | null;
  data: unknown;
  baseVersion: number | null;
  publishAt: Date | null;
  savedByUserId: number | null;
  savedByName: string;
}

export function listDrafts(db: Database = getDb()): Promise<Draft[]> {
  return db.select().from(drafts).orderBy(asc(drafts.kind), asc(drafts.id));
}

export async function findDraft(id: number, db: Database = getDb()): Promise<Draft | null> {
  const [draft] = await db.select().from(drafts).where(eq(drafts.id, id));
  return draft ?? null;
}

/**
 * Saves the draft of a record: one statement, so two saves of the same record at once leave one
 * draft (the later body). A draft of a record not yet published (entityId null) is always new.
 * Saving clears an earlier publish failure: the editor has seen it and changed the draft.
 */
export async function upsertDraft(write: DraftWrite, db: Database = getDb()): Promise<Draft> {
  const values = { ...write, claimedAt: null, publishError: null, updatedAt: new Date() };
  const [draft] = await db
    .insert(drafts)
    .values(values)
    .onConflictDoUpdate({
      target: [drafts.kind, drafts.entityId],
      set: {
        data: values.data,
        baseVersion: values.baseVersion,
        publishAt: values.publishAt,
        claimedAt: null,
        publishError: null,
        savedByUserId: values.savedByUserId,
        savedByName: values.savedByName,
        updatedAt: values.updatedAt,
      },
    })
    .returning();
  return draft!;
}

/** Replaces one draft's body and schedule by its id; null when it is gone (published or discarded). */
export async function replaceDraft(
  id: number,
  write: Pick<DraftWrite, 'data' | 'publishAt' | 'savedByUserId' | 'savedByName'> & { baseVersion?: number | null },
  db: Database = getDb(),
): Promise<Draft | null> {
  const [draft] = await db
    .update(drafts)
    .set({ ...write, claimedAt: null, publishError: null, updatedAt: new Date() })
    .where(eq(drafts.id, id))
    .returning();
  return draft ?? null;
}

export async function deleteDraft(id: number, db: Database = getDb()): Promise<boolean> {
  const deleted = await db.delete(drafts).where(eq(drafts.id, id)).returning({ id: drafts.id });
  return deleted.length > 0;
}

/** How long a claim holds before a person may publish the draft again (a run that crashed). */
const STALE_CLAIM = sql`interval '10 minutes'`;

/**
 * Claims one draft for "Publish": only when no run holds it, or the run that did stopped more than
 * 10 minutes ago (a person then decides to publish). Null when it is gone or being published now.
 * Released by `releasePublishedDraft` (published) or `failDraft`.
 */
export async function claimDraft(id: number, now: Date = new Date(), db: Database = getDb()): Promise<Draft | null> {
  const [draft] = await db
    .update(drafts)
    .set({ claimedAt: now })
    .where(
      and(eq(drafts.id, id), or(isNull(drafts.claimedAt), sql`${drafts.claimedAt} < ${now.toISOString()}::timestamptz - ${STALE_CLAIM}`)),
    )
    .returning();
  return draft ?? null;
}

/**
 * Claims every scheduled draft whose time has come: one UPDATE … RETURNING, so of any number of
 * runs at once each draft is returned to exactly one (PostgreSQL re-checks the WHERE on a row
 * another transaction just claimed). A claimed draft is never retaken by the schedule, even if its
 * run died: publishing it twice would be worse than a person pressing Publish (decision 030).
 */
export function claimDueDrafts(now: Date = new Date(), db: Database = getDb()): Promise<Draft[]> {
  return db
    .update(drafts)
    .set({ claimedAt: now })
    .where(and(lte(drafts.publishAt, now), isNull(drafts.claimedAt)))
    .returning();
}

/** The draft went live: it is dropped, unless someone saved it again meanwhile (a new claim-free body). */
export async function releasePublishedDraft(id: number, claimedAt: Date, db: Database = getDb()): Promise<void> {
  await db.delete(drafts).where(and(eq(drafts.id, id), eq(drafts.claimedAt, claimedAt)));
}

/** A publish failed: the draft stays with the reason shown in the admin (and, when asked, unscheduled). */
export async function failDraft(
  id: number,
  claimedAt: Date,
  message: string,
  { unschedule }: { unschedule: boolean },
  db: Database = getDb(),
): Promise<void> {
  await db
    .update(drafts)
    .set({ claimedAt: null, publishError: message, ...(unschedule ? { publishAt: null } : {}) })
    .where(and(eq(drafts.id, id), eq(drafts.claimedAt, claimedAt)));
}
