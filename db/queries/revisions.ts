// Version-checked writes and the history of published changes (decisions 027 and 028).
// Each write is ONE statement (decision 011: no application transactions on request paths): the
// record is locked (`for update`), its version compared with the one the editor started from, the
// row changed with `version = version + 1`, and the revision recorded — together or not at all. A
// concurrent writer waits for the lock, then sees the new version and misses.
import { and, asc, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { RevisionKind } from '~/src/lib/schemas/content-kinds';
import { executeRows, getDb, type Database } from '../client';
import { contentTables, type VersionedTable } from '../content-tables';
import { revisions } from '../schema';

/** Who made a change, as the revision records it. */
export interface RevisionActor {
  userId: number | null;
  name: string;
}

/** The actor of the revision recorded for a record's version from before the history began. */
export const BEFORE_HISTORY = 'Before history';

const isTimestamp = (column: PgColumn) => column.columnType === 'PgTimestamp' || column.columnType === 'PgTimestampString';

/**
 * The record as the API answers it, built in SQL (so the statement that writes it can record it):
 * every column but deletedAt under its property name, timestamps as JSON.stringify writes a Date.
 */
function recordJson(table: VersionedTable): SQL {
  const columns = Object.entries(getTableColumns(table) as Record<string, PgColumn>).filter(([key]) => key !== 'deletedAt');
  const pairs = columns.map(([key, column]) => {
    const value = isTimestamp(column) ? sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')` : sql`${column}`;
    return sql`${key}::text, ${value}`;
  });
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** A record read back from its JSON: timestamps as Dates again, as drizzle answers a row. */
function recordFromJson<T>(table: VersionedTable, json: Record<string, unknown>): T {
  const record: Record<string, unknown> = { ...json };
  for (const [key, column] of Object.entries(getTableColumns(table) as Record<string, PgColumn>)) {
    if (column.columnType === 'PgTimestamp' && typeof record[key] === 'string') record[key] = new Date(record[key]);
  }
  return record as T;
}

const isLiveRow = (table: VersionedTable): SQL => ('deletedAt' in table ? sql`${table.deletedAt} is null` : sql`true`);

export type VersionedUpdate<T> = { outcome: 'saved'; record: T } | { outcome: 'missing' } | { outcome: 'conflict'; version: number };

/**
 * `update <table> set <values>, version = version + 1 where id = $id and version = $expected`, and
 * its revision, in one statement. Without `expectedVersion` the write is unconditional (the old
 * behaviour of the documented API) but still versioned and recorded. The first change of a record
 * from before the history also records its current version (actor "Before history"), so that
 * version can be restored.
 */
export async function updateVersioned<T>(
  kind: RevisionKind,
  id: number,
  expectedVersion: number | undefined,
  values: Record<string, unknown>,
  actor: RevisionActor,
  db: Database = getDb(),
  attempt = 0,
): Promise<VersionedUpdate<T>> {
  const table = contentTables[kind];
  const expected = expectedVersion ?? null;
  const update = db
    .update(table)
    .set({ ...values, version: sql`${table.version} + 1` })
    .where(
      and(
        eq(table.id, id),
        sql`${table.version} = (select version from current_row where ${expected}::int is null or version = ${expected}::int)`,
      ),
    )
    .returning({ version: table.version, data: recordJson(table).as('data') });
  const [row] = await executeRows<{ saved: Record<string, unknown> | null; current: number | null }>(
    db,
    sql`with current_row as (
        select ${table.version} as version, ${recordJson(table)} as data, ${table.updatedAt} as changed_at
        from ${table} where ${table.id} = ${id} and ${isLiveRow(table)} for update
      ),
      saved as (${update.getSQL()}),
      baseline as (
        insert into ${revisions} (kind, entity_id, version, data, actor_user_id, actor_name, created_at)
        select ${kind}, ${id}, version, data::jsonb, null, ${BEFORE_HISTORY}, changed_at from current_row
        where exists (select 1 from saved)
        on conflict (kind, entity_id, version) do nothing
      ),
      revision as (
        insert into ${revisions} (kind, entity_id, version, data, actor_user_id, actor_name)
        select ${kind}, ${id}, version, data::jsonb, ${actor.userId}::int, ${actor.name} from saved
      )
      select (select data from saved) as saved, (select version from current_row) as current`,
  );
  if (row?.saved) return { outcome: 'saved', record: recordFromJson<T>(table, row.saved) };
  if (row?.current === null || row?.current === undefined) return { outcome: 'missing' };
  // An unconditional write that waited for a concurrent one compared the row as its snapshot saw
  // it with the version it locked, and missed: it has no version to be in conflict with, so it
  // goes again on a fresh snapshot (each miss means another write landed: this ends).
  if (expectedVersion === undefined && attempt < UNCONDITIONAL_RETRIES) {
    return updateVersioned(kind, id, expectedVersion, values, actor, db, attempt + 1);
  }
  return { outcome: 'conflict', version: row.current };
}

/** How often an unconditional write goes again after losing to concurrent writes. */
const UNCONDITIONAL_RETRIES = 100;

/** Inserts new records (version 1) and their first revisions, in one statement. */
export async function insertVersioned<T>(
  kind: RevisionKind,
  rows: Record<string, unknown>[],
  actor: RevisionActor,
  db: Database = getDb(),
): Promise<T[]> {
  const table = contentTables[kind];
  const insert = db
    .insert(table)
    .values(rows as never)
    .returning({ id: table.id, version: table.version, data: recordJson(table).as('data') });
  const saved = await executeRows<{ data: Record<string, unknown> }>(
    db,
    sql`with created as (${insert.getSQL()}),
      revision as (
        insert into ${revisions} (kind, entity_id, version, data, actor_user_id, actor_name)
        select ${kind}, id, version, data::jsonb, ${actor.userId}::int, ${actor.name} from created
      )
      select data from created order by id`,
  );
  return saved.map((row) => recordFromJson<T>(table, row.data));
}

export type Revision = typeof revisions.$inferSelect;

/** Every revision of one record, oldest first. */
export function listRevisions(kind: RevisionKind, entityId: number, db: Database = getDb()): Promise<Revision[]> {
  return db
    .select()
    .from(revisions)
    .where(and(eq(revisions.kind, kind), eq(revisions.entityId, entityId)))
    .orderBy(asc(revisions.version));
}

export async function findRevision(
  kind: RevisionKind,
  entityId: number,
  version: number,
  db: Database = getDb(),
): Promise<Revision | null> {
  const [revision] = await db
    .select()
    .from(revisions)
    .where(and(eq(revisions.kind, kind), eq(revisions.entityId, entityId), eq(revisions.version, version)));
  return revision ?? null;
}

/** The newest revision of a record (who made its current version, and when). */
export async function findLatestRevision(kind: RevisionKind, entityId: number, db: Database = getDb()): Promise<Revision | null> {
  const [revision] = await db
    .select()
    .from(revisions)
    .where(and(eq(revisions.kind, kind), eq(revisions.entityId, entityId)))
    .orderBy(desc(revisions.version))
    .limit(1);
  return revision ?? null;
}

/** The record's current version and when it last changed (live records only); null when there is none. */
export async function findCurrentVersion(
  kind: RevisionKind,
  entityId: number,
  db: Database = getDb(),
): Promise<{ version: number; updatedAt: Date; data: Record<string, unknown> } | null> {
  const table = contentTables[kind];
  const [row] = await executeRows<{ version: number; updated_at: string | Date; data: Record<string, unknown> }>(
    db,
    sql`select ${table.version} as version, ${table.updatedAt} as updated_at, ${recordJson(table)} as data
      from ${table} where ${table.id} = ${entityId} and ${isLiveRow(table)}`,
  );
  return row ? { version: row.version, updatedAt: new Date(row.updated_at), data: row.data } : null;
}

/** Records one revision by itself (for a write that records its own; most use updateVersioned). */
export async function insertRevision(
  values: { kind: RevisionKind; entityId: number; version: number; data: unknown; actor: RevisionActor },
  db: Database = getDb(),
): Promise<void> {
  await db
    .insert(revisions)
    .values({
      kind: values.kind,
      entityId: values.entityId,
      version: values.version,
      data: values.data,
      actorUserId: values.actor.userId,
      actorName: values.actor.name,
    })
    .onConflictDoNothing();
}

/** Every photo key any version of a record named (so "delete forever" can free them too). */
export async function listHistoryPhotoKeys(kind: RevisionKind, entityId: number, db: Database = getDb()): Promise<string[]> {
  const rows = await executeRows<{ key: string }>(
    db,
    sql`select distinct key from (
        select jsonb_array_elements_text(data->'images') as key from ${revisions} where kind = ${kind} and entity_id = ${entityId}
        union select jsonb_array_elements_text(data->'featuredImages') from ${revisions} where kind = ${kind} and entity_id = ${entityId}
        union select data->>'mainImage' from ${revisions} where kind = ${kind} and entity_id = ${entityId}
        union select data->>'floorPlan' from ${revisions} where kind = ${kind} and entity_id = ${entityId}
        union select data->>'filename' from ${revisions} where kind = ${kind} and entity_id = ${entityId}
      ) keys where key is not null`,
  );
  return rows.map((row) => row.key);
}
