// The Trash (docs/PRODUCT.md §4): deleting a record sets its deletedAt; restoring clears it;
// "delete forever" and the 30-day purge remove the row. Each change is one conditional statement,
// so of two concurrent clicks exactly one wins and the other finds nothing to do.
import { desc, isNotNull, sql } from 'drizzle-orm';
import { TRASH_KINDS, type TrashKind } from '~/src/lib/schemas/content-kinds';
import { executeRows, getDb, type Database } from '../client';
import { contentTables, photoKeysOf } from '../content-tables';
import { updateAllOrNone } from './all-or-none';
import { isForeignKeyViolation } from './errors';

// The photo keys a row names, so they can be deleted once the row is gone for good.
const photoKeysSql = (kind: TrashKind) => photoKeysOf[kind] ?? sql`'{}'::text[]`;

const keysOf = (rows: { keys: (string | null)[] }[]) => rows.flatMap((row) => row.keys).filter((key): key is string => Boolean(key));

/** Moves a live record to the Trash; false when there was none. Buildings: see moveBuildingToTrash. */
export async function moveToTrash(kind: Exclude<TrashKind, 'building'>, id: number, db: Database = getDb()): Promise<boolean> {
  const rows = await executeRows(
    db,
    sql`update ${contentTables[kind]} set deleted_at = now() where id = ${id} and deleted_at is null returning id`,
  );
  return rows.length > 0;
}

/** Everything in the Trash, newest deletion first, as full rows per kind. */
export async function listTrashed(db: Database = getDb()) {
  const { unit, building, 'gallery-image': galleryImage, inquiry } = contentTables;
  const [unitRows, buildingRows, galleryRows, inquiryRows] = await Promise.all([
    db.select().from(unit).where(isNotNull(unit.deletedAt)).orderBy(desc(unit.deletedAt)),
    db.select().from(building).where(isNotNull(building.deletedAt)).orderBy(desc(building.deletedAt)),
    db.select().from(galleryImage).where(isNotNull(galleryImage.deletedAt)).orderBy(desc(galleryImage.deletedAt)),
    db.select().from(inquiry).where(isNotNull(inquiry.deletedAt)).orderBy(desc(inquiry.deletedAt)),
  ]);
  return { unit: unitRows, building: buildingRows, 'gallery-image': galleryRows, inquiry: inquiryRows } satisfies Record<
    TrashKind,
    unknown
  >;
}

export type RestoreResult = { outcome: 'restored' } | { outcome: 'missing' } | { outcome: 'building-trashed'; buildingName: string };

/** Takes a record out of the Trash. A unit comes back only into a live building (the database checks). */
export async function restoreFromTrash(kind: TrashKind, id: number, db: Database = getDb()): Promise<RestoreResult> {
  try {
    // In a transaction of its own (a savepoint inside the caller's): a refused update leaves the
    // caller's transaction usable for the question below.
    const rows = await db.transaction((step) =>
      executeRows(step, sql`update ${contentTables[kind]} set deleted_at = null where id = ${id} and deleted_at is not null returning id`),
    );
    return rows.length > 0 ? { outcome: 'restored' } : { outcome: 'missing' };
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    const [building] = await executeRows<{ name: string }>(
      db,
      sql`select b.name from units u join buildings b on b.id = u.building_id where u.id = ${id}`,
    );
    return { outcome: 'building-trashed', buildingName: building?.name ?? 'unknown' };
  }
}

export type DeleteForeverResult = { outcome: 'deleted'; photoKeys: string[] } | { outcome: 'missing' } | { outcome: 'has-units' };

/** Removes a trashed record for good and answers the photo keys it named. */
export async function deleteForever(kind: TrashKind, id: number, db: Database = getDb()): Promise<DeleteForeverResult> {
  try {
    const rows = await executeRows<{ keys: (string | null)[] }>(
      db,
      sql`delete from ${contentTables[kind]} where id = ${id} and deleted_at is not null returning ${photoKeysSql(kind)} as keys`,
    );
    return rows.length > 0 ? { outcome: 'deleted', photoKeys: keysOf(rows) } : { outcome: 'missing' };
  } catch (error) {
    // A trashed building whose trashed units still name it (the foreign key refuses).
    if (isForeignKeyViolation(error)) return { outcome: 'has-units' };
    throw error;
  }
}

/**
 * Removes every record trashed before `cutoff` and answers how many and the photo keys they named.
 * Units go first; a building still named by a (more recently) trashed unit waits for that unit.
 */
export async function purgeTrashedBefore(cutoff: Date, db: Database = getDb()): Promise<{ purged: number; photoKeys: string[] }> {
  let purged = 0;
  const photoKeys: string[] = [];
  // Buildings last: the units purged before them may be what still named them.
  for (const kind of [...TRASH_KINDS.filter((kind) => kind !== 'building'), 'building' as const]) {
    const unreferenced = kind === 'building' ? sql`and not exists (select 1 from units where units.building_id = buildings.id)` : sql``;
    const rows = await executeRows<{ keys: (string | null)[] }>(
      db,
      sql`delete from ${contentTables[kind]} where deleted_at < ${cutoff.toISOString()} ${unreferenced} returning ${photoKeysSql(kind)} as keys`,
    );
    purged += rows.length;
    photoKeys.push(...keysOf(rows));
  }
  return { purged, photoKeys };
}

export type RestoreManyResult = { outcome: 'restored' } | { outcome: 'missing'; ids: number[] } | { outcome: 'building-trashed' };

/**
 * Takes many records of one kind out of the Trash (the Undo of a bulk delete or "Empty spam"), in
 * one statement: all of them, or none when any is not in the Trash or a unit's building is.
 */
export async function restoreManyFromTrash(kind: TrashKind, ids: number[], db: Database = getDb()): Promise<RestoreManyResult> {
  try {
    const result = await db.transaction((step) =>
      updateAllOrNone(step, contentTables[kind], ids, { found: sql`deleted_at is not null`, set: sql`deleted_at = null` }),
    );
    return result.outcome === 'missing' ? result : { outcome: 'restored' };
  } catch (error) {
    if (isForeignKeyViolation(error)) return { outcome: 'building-trashed' };
    throw error;
  }
}
