import { and, asc, count, eq } from 'drizzle-orm';
import { BuildingSchema, type BuildingData } from '~/src/lib/schemas/building';
import { getDb, type Database } from '../client';
import { buildings, units, type Building } from '../schema';
import { isForeignKeyViolation } from './errors';
import { isLive, shownColumns } from './live-rows';
import { savePhotoDetails } from './photo-details';
import { clearedFields, replaceRow } from './replace-row';

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

/** Stores a new building and its photos' words, together or not at all. */
export function insertBuilding(data: BuildingData, db: Database = getDb()): Promise<Building> {
  return db.transaction(async (tx) => {
    const [building] = await tx.insert(buildings).values(toRow(data)).returning(buildingColumns);
    await savePhotoDetails(data.photoDetails, tx);
    return building!;
  });
}

/** Replaces a live building and stores its photos' words, together or not at all. */
export function replaceBuilding(id: number, data: BuildingData, db: Database = getDb()): Promise<Building | null> {
  return db.transaction(async (tx) => {
    const [building] = await tx
      .update(buildings)
      .set(toRow(data))
      .where(and(eq(buildings.id, id), isLive(buildings)))
      .returning(buildingColumns);
    if (!building) return null;
    await savePhotoDetails(data.photoDetails, tx);
    return building;
  });
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
