import { asc, eq } from 'drizzle-orm';
import { db as defaultDb, type Database } from '../client';
import { buildings, units } from '../schema';

/** Every unit, in building order then unit number: the order the availability page shows. */
export function listUnits(db: Database = defaultDb) {
  return db
    .select({ unit: units })
    .from(units)
    .innerJoin(buildings, eq(buildings.id, units.buildingId))
    .orderBy(asc(buildings.name), asc(units.unitNumber))
    .then((rows) => rows.map((row) => row.unit));
}

/** Featured units for the home page: available ones first ('available' sorts before 'leased'). */
export function listFeaturedUnits(db: Database = defaultDb) {
  return db.select().from(units).where(eq(units.featured, true)).orderBy(asc(units.status), asc(units.buildingId), asc(units.unitNumber));
}

export async function findUnit(id: number, db: Database = defaultDb) {
  const [unit] = await db.select().from(units).where(eq(units.id, id));
  return unit ?? null;
}
