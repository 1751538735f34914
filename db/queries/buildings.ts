import { and, asc, count, eq } from 'drizzle-orm';
import { BuildingSchema, type BuildingData } from '~/src/lib/schemas/building';
import { getDb, type Database } from '../client';
import { buildings, units, type Building } from '../schema';
import { isForeignKeyViolation } from './errors';
import { isLive, shownColumns } from './live-rows';
import { savePhotoDetails } from './photo-details';
import { clearedFields, replaceRow } from './replace-row';
import { insertVersioned, updateVersioned, type RevisionActor, type VersionedUpdate } from './revisions';

// A PUT replaces the whole building: optional fields it leaves out are cleared, not kept.
const clearedOptionalFields = clearedFields(BuildingSchema.in.shape);
// The photos' words are stored beside the row (photo_details), in the same transaction.
const toRow = ({ photoDetails: _photoDetails, ...data }: BuildingData) => replaceRow(clearedOptionalFields, data);
const buildingColumns = shownColumns(buildings);

export function listBuildings(db: Database = getDb()): Promise<Building[]> {
  return db.select(buildingColumns).from(buildings).where(isLive(buildings)).orderBy(asc(buildings.name));
}

export async function findBuilding(id: number, db: Database = getDb()): Promise<Building | null> {
  const [building] = await db
    .select(buildingColumns)
    .from(buildings)
    .where(and(eq(buildings.id, id), isLive(buildings)));
  return building ?? null;
}

// The photos' words follow the record's own statement, as for units (db/queries/units.ts).

/** A new building (version 1) and its first revision, then its photos' words. */
export async function insertBuilding(data: BuildingData, actor: RevisionActor, db: Database = getDb()): Promise<Building> {
  const [building] = await insertVersioned<Building>('building', [toRow(data)], actor, db);
  await savePhotoDetails(data.photoDetails, db);
  return building!;
}

/** Replaces a live building over `expectedVersion` (none: whatever is stored) and records the revision, then its photos' words. */
export async function replaceBuilding(
  id: number,
  data: BuildingData,
  expectedVersion: number | undefined,
  actor: RevisionActor,
  db: Database = getDb(),
): Promise<VersionedUpdate<Building>> {
  const result = await updateVersioned<Building>('building', id, expectedVersion, toRow(data), actor, db);
  if (result.outcome === 'saved') await savePhotoDetails(data.photoDetails, db);
  return result;
}

export type TrashBuildingResult = { outcome: 'trashed' } | { outcome: 'missing' } | { outcome: 'has-units'; unitCount: number };

/**
 * Moves a building with no live units to the Trash. The count names them in the answer; the
 * database itself refuses the move if a unit arrives in between (migration 0007_trash_guards).
 */
export async function moveBuildingToTrash(id: number, db: Database = getDb()): Promise<TrashBuildingResult> {
  const [row] = await db
    .select({ value: count() })
    .from(units)
    .where(and(eq(units.buildingId, id), isLive(units)));
  const unitCount = row?.value ?? 0;
  if (unitCount > 0) return { outcome: 'has-units', unitCount };
  try {
    const [trashed] = await db
      .update(buildings)
      .set({ deletedAt: new Date() })
      .where(and(eq(buildings.id, id), isLive(buildings)))
      .returning({ id: buildings.id });
    return trashed ? { outcome: 'trashed' } : { outcome: 'missing' };
  } catch (error) {
    if (isForeignKeyViolation(error)) return { outcome: 'has-units', unitCount: 1 };
    throw error;
  }
}
