// Drafts, preview and scheduled publishing (decisions 027 and 030). A draft is the
// body a kind's own form would save, kept beside the published record: staff preview it, then
// publish it through the kind's normal save path with the version it started from, so a draft over
// a newer published version conflicts like any edit. The per-kind rules live in `draftKinds`,
// each written as a DraftKindDefinition (./draft-definition.ts).
import type { z } from 'zod';
import { getDb, type Database } from '~/db/client';
import {
  claimDraft,
  claimDueDrafts,
  deleteDraft,
  failDraft,
  findDraft,
  findDraftOf,
  listDrafts,
  releasePublishedDraft,
  replaceDraft,
  upsertDraft,
  type Draft,
} from '~/db/queries/drafts';
import type { DraftKind } from '~/src/lib/schemas/content-kinds';
import { formatDateTime } from '~/src/lib/format';
import type { DraftJson, DraftSaveSchema, DraftUpdateSchema } from '~/src/lib/schemas/draft';
import type { Actor } from './actor';
import { recordEvent } from './audit';
import { draftBehaviour, type DraftBehaviour, type DraftOf } from './draft-definition';
import { buildingDrafts, unitDrafts } from './draft-kinds';
import { AppError } from './errors';
import type { Background } from './publish';
import { siteDrafts } from './site-drafts';

/**
 * The kinds that can be drafted: one for every kind with drafts in the registry (decision 049), or
 * this does not compile.
 */
const draftKinds = {
  unit: draftBehaviour(unitDrafts),
  building: draftBehaviour(buildingDrafts),
  site: draftBehaviour(siteDrafts),
} satisfies Record<DraftKind, DraftBehaviour>;

const kindOf = (kind: DraftKind): DraftBehaviour => draftKinds[kind];

const notFound = () => new AppError('not-found', 'Draft not found');

const stored = (draft: Draft): DraftOf<unknown> => ({
  id: draft.id,
  entityId: draft.entityId,
  data: draft.data,
  baseVersion: draft.baseVersion,
});

/** A draft as the API answers it. */
export function draftJson(draft: Draft): DraftJson {
  const kind = kindOf(draft.kind);
  const data = draft.data as Record<string, unknown>;
  const label = kind.label(data) ?? draft.kind;
  return {
    id: draft.id,
    kind: draft.kind,
    entityId: draft.entityId,
    label,
    data,
    baseVersion: draft.baseVersion,
    publishAt: draft.publishAt?.toISOString() ?? null,
    publishError: draft.publishError,
    savedByName: draft.savedByName,
    updatedAt: draft.updatedAt.toISOString(),
    previewPath: kind.previewPath(draft),
  };
}

/** `startedFrom` as the database compares it: undefined (no check), null (no draft) or a time. */
const startTime = (startedFrom: string | null | undefined): Date | null | undefined =>
  startedFrom === undefined || startedFrom === null ? startedFrom : new Date(startedFrom);

/**
 * The 409 for a save over a draft someone saved after the editor opened the record (or, `gone`, a
 * draft published or discarded since): who and when, so they can reload it or overwrite it.
 */
function draftConflict(draft: Draft | null): AppError {
  if (!draft) return new AppError('conflict', 'The draft you started from was published or discarded since you opened this form.');
  const label = kindOf(draft.kind).label(draft.data as Record<string, unknown>) ?? 'this record';
  return new AppError(
    'conflict',
    `${draft.savedByName} saved a draft of ${label} at ${formatDateTime(draft.updatedAt)} since you opened this form.`,
  );
}

/** A schedule must lie ahead: a time already past would publish at once, unasked. */
function scheduleOf(publishAt: string | null | undefined, now = new Date()): Date | null {
  if (!publishAt) return null;
  const at = new Date(publishAt);
  if (at.getTime() <= now.getTime()) {
    throw new AppError('invalid', 'Choose a time in the future', { fieldErrors: { publishAt: ['Choose a time in the future'] } });
  }
  return at;
}

export async function listDraftsAsJson(): Promise<DraftJson[]> {
  return (await listDrafts()).map(draftJson);
}

export async function getDraft(id: number): Promise<DraftJson> {
  const draft = await findDraft(id);
  if (!draft) throw notFound();
  return draftJson(draft);
}

/**
 * The kind of a saved draft (who may change it depends on it); 404 if there is none, 409 to an
 * editor who started from it (`startedFrom`): it was published or discarded since.
 */
export async function getDraftKind(id: number, startedFrom?: string | null): Promise<DraftKind> {
  const draft = await findDraft(id);
  if (!draft) throw startedFrom ? draftConflict(null) : notFound();
  return draft.kind;
}

/** The record a draft stands for: its published record's id, or the draft's own for a new one. */
const draftRecord = (draft: Draft) => ({ kind: draft.kind, id: draft.entityId ?? `draft ${draft.id}` });

const recordSchedule = (actor: Actor, draft: Draft, tx: Database) =>
  recordEvent(
    actor,
    { event: 'schedule', record: draftRecord(draft), detail: draft.publishAt ? `for ${formatDateTime(draft.publishAt)}` : null },
    tx,
  );

/**
 * Saves the draft of a record (replacing the one it has: one draft per record) or of a new one.
 * The body is validated with the kind's schema; the base version is the one the form started
 * from, else the version published now.
 */
export async function saveDraft(input: z.output<typeof DraftSaveSchema>, actor: Actor): Promise<DraftJson> {
  const kind = kindOf(input.kind);
  const entityId = input.entityId ?? null;
  if (entityId === null && !kind.allowsNew) {
    throw new AppError('invalid', 'Name the record this draft is for', {
      fieldErrors: { entityId: ['Name the record this draft is for'] },
    });
  }
  const data = kind.parse(input.data);
  const baseVersion = entityId === null ? null : (input.baseVersion ?? (await kind.currentVersion(entityId)));
  const publishAt = scheduleOf(input.publishAt);
  const draft = await getDb().transaction(async (tx) => {
    const saved = await upsertDraft(
      { kind: input.kind, entityId, data, baseVersion, publishAt, savedByUserId: actor.userId, savedByName: actor.name },
      entityId === null ? undefined : startTime(input.startedFrom),
      tx,
    );
    if (saved && publishAt) await recordSchedule(actor, saved, tx);
    return saved;
  });
  if (!draft) throw draftConflict(await findDraftOf(input.kind, entityId!));
  return draftJson(draft);
}

/**
 * Changes a saved draft's body and/or its schedule (`publishAt: null` unschedules it); with
 * `startedFrom`, only the draft saved then (409 when it was saved again, published or discarded since).
 */
export async function updateDraft(id: number, input: z.output<typeof DraftUpdateSchema>, actor: Actor): Promise<DraftJson> {
  const startedFrom = startTime(input.startedFrom);
  const before = await findDraft(id);
  if (!before) throw startedFrom ? draftConflict(null) : notFound();
  if (startedFrom === null) throw draftConflict(before);
  const data = input.data === undefined ? before.data : kindOf(before.kind).parse(input.data);
  const publishAt = input.publishAt === undefined ? before.publishAt : scheduleOf(input.publishAt);
  const draft = await getDb().transaction(async (tx) => {
    const saved = await replaceDraft(
      id,
      {
        data,
        publishAt,
        savedByUserId: actor.userId,
        savedByName: actor.name,
        ...(input.baseVersion !== undefined ? { baseVersion: input.baseVersion } : {}),
      },
      startedFrom,
      tx,
    );
    // A schedule set or moved, or taken off: one line each; a save that keeps the schedule, none.
    if (saved && publishAt && publishAt.getTime() !== before.publishAt?.getTime()) await recordSchedule(actor, saved, tx);
    if (saved && !publishAt && before.publishAt) {
      await recordEvent(actor, { event: 'unschedule', record: draftRecord(saved), detail: `was ${formatDateTime(before.publishAt)}` }, tx);
    }
    return saved;
  });
  if (!draft) throw startedFrom ? draftConflict(await findDraft(id)) : notFound();
  return draftJson(draft);
}

export async function discardDraft(id: number): Promise<void> {
  if (!(await deleteDraft(id))) throw notFound();
}

/** The draft resolved into what its preview page renders (staff only; never cached). */
export async function previewDraft(id: number): Promise<Record<string, unknown>> {
  const draft = await findDraft(id);
  if (!draft) throw notFound();
  return { draft: draftJson(draft), ...(await kindOf(draft.kind).preview(stored(draft))) };
}

export interface PublishedDraft {
  kind: DraftKind;
  entityId: number;
  record: unknown;
}

/**
 * Publishes a claimed draft through its kind's save path. On success the draft is gone; on any
 * failure it stays, with the reason shown in the admin (a scheduled one is also unscheduled, so
 * it is not retried every minute).
 */
async function publishClaimed(draft: Draft, actor: Actor, background: Background, unschedule: boolean): Promise<PublishedDraft> {
  const claimedAt = draft.claimedAt!;
  try {
    const { entityId, record } = await kindOf(draft.kind).publish(stored(draft), actor, background);
    // The record was saved through its kind's own save path (its own transaction); the line goes
    // with the write that closes the publish, the draft's release.
    await getDb().transaction(async (tx) => {
      await releasePublishedDraft(draft.id, claimedAt, entityId, tx);
      const detail = actor.userId === null ? `on schedule, set by ${draft.savedByName}` : null;
      await recordEvent(actor, { event: 'publish', record: { kind: draft.kind, id: entityId }, detail }, tx);
    });
    return { kind: draft.kind, entityId, record };
  } catch (error) {
    const message = error instanceof AppError ? error.message : 'Publishing failed on our side. Try again.';
    if (!(error instanceof AppError)) console.error(`Publishing draft ${draft.id} failed:`, error);
    await failDraft(draft.id, claimedAt, message, { unschedule });
    throw error;
  }
}

/** "Publish": the draft goes live now, or is refused (409 when a newer version was published). */
export async function publishDraft(id: number, actor: Actor, background: Background): Promise<PublishedDraft> {
  const claimed = await claimDraft(id);
  if (!claimed) {
    if (await findDraft(id)) throw new AppError('conflict', 'This draft is being published right now. Reload in a moment.');
    throw notFound();
  }
  return publishClaimed(claimed, actor, background, false);
}

export interface ScheduledRun {
  published: number;
  failed: number;
}

/**
 * The scheduled publishing (functions/publish-scheduled.ts, every minute): claims every draft due
 * by `now` in one atomic statement and publishes each, so a draft goes live exactly once however
 * many runs overlap. A failure leaves the draft in place, unscheduled, with its reason.
 */
export async function publishDueDrafts(actor: Actor, background: Background, now: Date = new Date()): Promise<ScheduledRun> {
  const run: ScheduledRun = { published: 0, failed: 0 };
  for (const draft of await claimDueDrafts(now)) {
    try {
      await publishClaimed(draft, actor, background, true);
      run.published += 1;
    } catch {
      run.failed += 1;
    }
  }
  return run;
}
