// Versions and history of published content (decisions 027 and 028): every
// write names the version it started from and records a revision (who, when, the record as
// published), in one statement; a save over a newer version is refused with 409 naming who changed
// it and when; the history lists every version with a field-by-field diff; any earlier version can
// be restored as a new change through the kind's own save path (./restore-revision.ts, kept apart so
// the functions that only save never bundle the other kinds' code, nor the gallery's image library).
import {
  BEFORE_HISTORY,
  findCurrentVersion,
  findLatestRevision,
  insertRevision,
  insertVersioned,
  listRevisions,
  updateVersioned,
} from '~/db/queries/revisions';
import type { Database } from '~/db/client';
import { getDb } from '~/db/client';
import type { RevisionKind } from '~/src/lib/schemas/content-kinds';
import { formatDateTime } from '~/src/lib/format';
import { diffRecords, type FieldChange } from '~/src/lib/revision-diff';
import type { Actor } from './actor';
import { serverKinds } from './content-kinds';
import { AppError } from './errors';

export { BEFORE_HISTORY };

/** Who saves, and the version their form started from (absent: an unconditional write). */
export interface VersionedChange {
  actor: Actor;
  expectedVersion?: number | undefined;
}

/** What a 409 carries beside its message: the version now stored, who made it and when (ISO). */
export interface ConflictInfo {
  version: number;
  changedBy: string;
  changedAt: string;
}

/** The 404 of a record with a history that is not there. */
const notFound = (kind: RevisionKind) => new AppError('not-found', serverKinds[kind].notFound);

/**
 * The 409 for a save over a newer version: "Unit 210 was changed by alice at Nov 25, 2026, 9:05 AM
 * EST (version 4). Review their change, overwrite or reload." with `conflict` in the body.
 */
export async function conflictError(kind: RevisionKind, id: number, db: Database = getDb()): Promise<AppError> {
  const [current, latest] = await Promise.all([findCurrentVersion(kind, id, db), findLatestRevision(kind, id, db)]);
  if (!current) return notFound(kind);
  const byLatest = latest?.version === current.version;
  const conflict: ConflictInfo = {
    version: current.version,
    changedBy: byLatest ? latest.actorName : BEFORE_HISTORY,
    changedAt: (byLatest ? latest.createdAt : current.updatedAt).toISOString(),
  };
  const who = `${serverKinds[kind].name(current.data)} was changed by ${conflict.changedBy} at ${formatDateTime(new Date(conflict.changedAt))}`;
  return new AppError('conflict', `${who} (version ${conflict.version}). Review their change, overwrite or reload.`, {
    body: { conflict },
  });
}

/**
 * The shared version-checked write: `values` replace the record's columns over the version the
 * editor started from, and the revision is recorded, in one statement (db/queries/revisions.ts).
 * Missing record: 404; newer version: the 409 of conflictError. Answers the record as saved.
 */
export async function writeVersioned<T>(
  kind: RevisionKind,
  change: VersionedChange,
  write: { id: number; values: Record<string, unknown> },
  db: Database = getDb(),
): Promise<T> {
  const result = await updateVersioned<T>(kind, write.id, change.expectedVersion, write.values, change.actor, db);
  if (result.outcome === 'saved') return result.record;
  if (result.outcome === 'missing') throw notFound(kind);
  throw await conflictError(kind, write.id, db);
}

/** New records (version 1) with their first revisions, in one statement. */
export function createVersioned<T>(
  kind: RevisionKind,
  actor: Actor,
  rows: Record<string, unknown>[],
  db: Database = getDb(),
): Promise<T[]> {
  return insertVersioned<T>(kind, rows, actor, db);
}

/** Records a revision on its own, for a write that cannot use writeVersioned (same row twice: kept once). */
export function recordRevision(
  db: Database,
  revision: { kind: RevisionKind; entityId: number; version: number; data: unknown; actor: Actor },
): Promise<void> {
  return insertRevision(revision, db);
}

export interface HistoryEntry {
  version: number;
  changedBy: string;
  changedAt: string;
  /** What this version changed against the one before it; empty for the first. */
  changes: FieldChange[];
  /** The version before it in the history, or null for the first one recorded. */
  previousVersion: number | null;
  isCurrent: boolean;
  /** The record as this version published it (the API's shape). */
  data: Record<string, unknown>;
}

export interface History {
  kind: RevisionKind;
  id: number;
  /** The version stored now; null when the record is no longer live (only its history remains). */
  currentVersion: number | null;
  /** Newest first. */
  versions: HistoryEntry[];
}

/**
 * Every version of a record, newest first, each with who, when and its field-by-field diff. A
 * record never changed since before the history began shows its current version as its first
 * ("Before history"). 404 when there is neither a record nor a history.
 */
export async function listHistory(kind: RevisionKind, id: number): Promise<History> {
  const [revisions, current] = await Promise.all([listRevisions(kind, id), findCurrentVersion(kind, id)]);
  const entries = revisions.map((r) => ({
    version: r.version,
    changedBy: r.actorName,
    changedAt: r.createdAt.toISOString(),
    data: r.data as Record<string, unknown>,
  }));
  if (current && !entries.some((entry) => entry.version === current.version)) {
    entries.push({ version: current.version, changedBy: BEFORE_HISTORY, changedAt: current.updatedAt.toISOString(), data: current.data });
  }
  if (entries.length === 0) throw notFound(kind);
  const versions = entries.map((entry, i): HistoryEntry => {
    const previous = entries[i - 1];
    return {
      ...entry,
      changes: previous ? diffRecords(previous.data, entry.data) : [],
      previousVersion: previous?.version ?? null,
      isCurrent: entry.version === current?.version,
    };
  });
  return { kind, id, currentVersion: current?.version ?? null, versions: versions.reverse() };
}
