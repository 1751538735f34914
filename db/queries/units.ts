import { asc, eq } from 'drizzle-orm';
import type { UnitData } from '../../src/lib/schemas/unit';
import { getDb, type Database } from '../client';
import { buildings, units } from '../schema';
import { replaceRow } from './replace-row';

// A PUT replaces the whole unit: optional fields it leaves out are cleared, not kept.
const clearedOptionalFields = {
  description: null,
  address: null,
  city: null,
  state: null,
  zipCode: null,
  crossStreets: null,
  buildingClass: null,
  yearBuilt: null,
  totalBuildingSize: null,
  ceilingHeight: null,
  parkingSpaces: null,
  parkingRatio: null,
  leaseType: null,
  operatingExpenses: null,
  taxes: null,
  insurance: null,
  mainImage: null,
  loopnetUrl: null,
};

const toRow = (data: UnitData) => replaceRow(clearedOptionalFields, data);

/** Every unit, in building order then unit number: the order the availability page shows. */
export async function listUnits(db: Database = getDb()) {
  const rows = await db
    .select({ unit: units })
    .from(units)
    .innerJoin(buildings, eq(buildings.id, units.buildingId))
    .orderBy(asc(buildings.name), asc(units.unitNumber));
  return rows.map((row) => row.unit);
}

/** Featured units for the home page: available ones first ('available' sorts before 'leased'). */
export function listFeaturedUnits(db: Database = getDb()) {
  return db.select().from(units).where(eq(units.featured, true)).orderBy(asc(units.status), asc(units.buildingId), asc(units.unitNumber));
}

export async function findUnit(id: number, db: Database = getDb()) {
  const [unit] = await db.select().from(units).where(eq(units.id, id));
  return unit ?? null;
}

export async function insertUnit(data: UnitData, db: Database = getDb()) {
  const [unit] = await db.insert(units).values(toRow(data)).returning();
  return unit!;
}

export async function replaceUnit(id: number, data: UnitData, db: Database = getDb()) {
  const [unit] = await db.update(units).set(toRow(data)).where(eq(units.id, id)).returning();
  return unit ?? null;
}

/** Deletes a unit and answers it (with its photo keys), or null when there was none. */
export async function deleteUnitRow(id: number, db: Database = getDb()) {
  const [unit] = await db.delete(units).where(eq(units.id, id)).returning();
  return unit ?? null;
}
