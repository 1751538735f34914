// Drafts beside the published units, buildings and site content (decisions 027 and 030).
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

/** The record's draft is still the one saved at `startedFrom` (null: it has none). */
const stillDraftSavedAt = (startedFrom: Date | null) =>
  startedFrom === null ? sql`false` : sql`date_trunc('milliseconds', ${drafts.updatedAt}) = ${startedFrom.toISOString()}::timestamptz`;

export async function findDraftOf(kind: DraftKind, entityId: number, db: Database = getDb()): Promise<Draft | null> {
  const [draft] = await db
    .select()
    .from(drafts)
    .where(and(eq(drafts.kind, kind), eq(drafts.entityId, entityId)));
  return draft ?? null;
}

/**
 * Saves the draft of a record: one statement, so two saves of the same record at once leave one
 * draft. With `startedFrom` (the save time of the draft the editor started from, null for none)
 * it replaces only that draft: null answered when someone saved another since, which the same
 * statement checks, so of fifty saves from the same start one wins. Without it, the later body.
 * A draft of a record not yet published (entityId null) is always new. Saving clears an earlier
 * publish failure: the editor has seen it and changed the draft. A save never touches a claim: a
 * publish under way finishes, and the newer body is kept (see below).
 */
export async function upsertDraft(write: DraftWrite, startedFrom?: Date | null, db: Database = getDb()): Promise<Draft | null> {
  const values = { ...write, publishError: null, updatedAt: new Date() };
  const [draft] = await db
    .insert(drafts)
    .values(values)
    .onConflictDoUpdate({
      target: [drafts.kind, drafts.entityId],
      set: {
        data: values.data,
        baseVersion: values.baseVersion,
        publishAt: values.publishAt,
        publishError: null,
        savedByUserId: values.savedByUserId,
        savedByName: values.savedByName,
        updatedAt: values.updatedAt,
      },
      ...(startedFrom === undefined ? {} : { setWhere: stillDraftSavedAt(startedFrom) }),
    })
    .returning();
  return draft ?? null;
}

/**
 * Replaces one draft's body and schedule by its id; null when it is gone (published or discarded)
 * or, with `startedFrom`, saved again since.
 */
export async function replaceDraft(
  id: number,
  write: Pick<DraftWrite, 'data' | 'publishAt' | 'savedByUserId' | 'savedByName'> & { baseVersion?: number | null },
  startedFrom?: Date,
  db: Database = getDb(),
): Promise<Draft | null> {
  const [draft] = await db
    .update(drafts)
    .set({ ...write, publishError: null, updatedAt: new Date() })
    .where(and(eq(drafts.id, id), startedFrom === undefined ? undefined : stillDraftSavedAt(startedFrom)))
    .returning();
  return draft ?? null;
}

export async function deleteDraft(id: number, db: Database = getDb()): Promise<boolean> {
  const deleted = await db.delete(drafts).where(eq(drafts.id, id)).returning({ id: drafts.id });
  return deleted.length > 0;
}

/**
 * A claim, a failed or finished publish is no save: `updatedAt` (when the body was last saved, which
 * an editor's next save names as `startedFrom`) stays as it was.
 */
const UNCHANGED_SAVE_TIME = { updatedAt: sql`${drafts.updatedAt}` };

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
    .set({ claimedAt: now, ...UNCHANGED_SAVE_TIME })
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
    .set({ claimedAt: now, ...UNCHANGED_SAVE_TIME })
    .where(and(lte(drafts.publishAt, now), isNull(drafts.claimedAt)))
    .returning();
}

/**
 * The draft went live: it is dropped, unless someone saved it again while it was being published
 * (saved after the claim; compared at the millisecond the claim holds). Then the newer body stays
 * a draft, never lost: released, unscheduled (so the schedule cannot publish it a second time) and
 * tied to the record now published.
 */
export async function releasePublishedDraft(id: number, claimedAt: Date, entityId: number, db: Database = getDb()): Promise<void> {
  const claim = and(eq(drafts.id, id), eq(drafts.claimedAt, claimedAt));
  const deleted = await db
    .delete(drafts)
    .where(and(claim, sql`date_trunc('milliseconds', ${drafts.updatedAt}) <= ${claimedAt.toISOString()}::timestamptz`))
    .returning({ id: drafts.id });
  if (deleted.length > 0) return;
  await db
    .update(drafts)
    .set({ claimedAt: null, publishAt: null, entityId: sql`coalesce(${drafts.entityId}, ${entityId})`, ...UNCHANGED_SAVE_TIME })
    .where(claim);
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
    .set({ claimedAt: null, publishError: message, ...(unschedule ? { publishAt: null } : {}), ...UNCHANGED_SAVE_TIME })
    .where(and(eq(drafts.id, id), eq(drafts.claimedAt, claimedAt)));
}
