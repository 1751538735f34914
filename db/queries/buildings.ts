import { asc, count, eq } from 'drizzle-orm';
import type { BuildingData } from '../../src/lib/schemas/building';
import { getDb, type Database } from '../client';
import { buildings, units } from '../schema';
import { replaceRow } from './replace-row';
import { isForeignKeyViolation } from './errors';

const clearedOptionalFields = { description: null, totalSquareFootage: null, yearBuilt: null, transportationNotes: null, mainImage: null };
const toRow = (data: BuildingData) => replaceRow(clearedOptionalFields, data);

export function listBuildings(db: Database = getDb()) {
  return db.select().from(buildings).orderBy(asc(buildings.name));
}

export async function findBuilding(id: number, db: Database = getDb()) {
  const [building] = await db.select().from(buildings).where(eq(buildings.id, id));
  return building ?? null;
}

export async function insertBuilding(data: BuildingData, db: Database = getDb()) {
  const [building] = await db.insert(buildings).values(toRow(data)).returning();
  return building!;
}

export async function replaceBuilding(id: number, data: BuildingData, db: Database = getDb()) {
  const [building] = await db.update(buildings).set(toRow(data)).where(eq(buildings.id, id)).returning();
  return building ?? null;
}

export type DeleteBuildingResult =
  { outcome: 'deleted'; building: typeof buildings.$inferSelect } | { outcome: 'missing' } | { outcome: 'has-units'; unitCount: number };

/** Deletes a building with no units. One with units is refused (the foreign key also guards a race). */
export async function deleteBuildingRow(id: number, db: Database = getDb()): Promise<DeleteBuildingResult> {
  const [row] = await db.select({ value: count() }).from(units).where(eq(units.buildingId, id));
  const unitCount = row?.value ?? 0;
  if (unitCount > 0) return { outcome: 'has-units', unitCount };
  try {
    const [building] = await db.delete(buildings).where(eq(buildings.id, id)).returning();
    return building ? { outcome: 'deleted', building } : { outcome: 'missing' };
  } catch (error) {
    if (isForeignKeyViolation(error)) return { outcome: 'has-units', unitCount: 1 };
    throw error;
  }
}
