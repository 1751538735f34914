import { and, asc, eq } from 'drizzle-orm';
import { UnitSchema, type UnitData } from '~/src/lib/schemas/unit';
import { getDb, type Database } from '../client';
import { buildings, units, type Unit } from '../schema';
import { isForeignKeyViolation } from './errors';
import { isLive, shownColumns } from './live-rows';
import { savePhotoDetails } from './photo-details';
import { clearedFields, replaceRow } from './replace-row';

// A PUT replaces the whole unit: optional fields it leaves out are cleared, not kept.
const clearedOptionalFields = clearedFields(UnitSchema.in.shape);

// The photos' words are stored beside the row (photo_details), in the same transaction.
const toRow = ({ photoDetails: _photoDetails, ...data }: UnitData) => replaceRow(clearedOptionalFields, data);
const unitColumns = shownColumns(units);

/** Every unit, in building order then unit number: the order the availability page shows. */
export function listUnits(db: Database = getDb()): Promise<Unit[]> {
  return db
    .select(unitColumns)
    .from(units)
    .innerJoin(buildings, eq(buildings.id, units.buildingId))
    .where(isLive(units))
    .orderBy(asc(buildings.name), asc(units.unitNumber));
}

/** Featured units for the home page: available ones first ('available' sorts before 'leased'). */
export function listFeaturedUnits(db: Database = getDb()): Promise<Unit[]> {
  return db
    .select(unitColumns)
    .from(units)
    .where(and(eq(units.featured, true), isLive(units)))
    .orderBy(asc(units.status), asc(units.buildingId), asc(units.unitNumber));
}

export async function findUnit(id: number, db: Database = getDb()): Promise<Unit | null> {
  const [unit] = await db
    .select(unitColumns)
    .from(units)
    .where(and(eq(units.id, id), isLive(units)));
  return unit ?? null;
}

/** What a write that names a building answers: the unit, or which record was not there (live). */
export type UnitWrite = { unit: Unit } | { missing: 'building' | 'unit' };

// A unit can only be live in a live building: the database refuses anything else (migration
// 0007_trash_guards), also when the building goes to the Trash at the same moment.
async function buildingMustBeLive(write: () => Promise<UnitWrite>): Promise<UnitWrite> {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) return { missing: 'building' };
    throw error;
  }
}

/** Stores a new unit and its photos' words, together or not at all. */
export function insertUnit(data: UnitData, db: Database = getDb()): Promise<UnitWrite> {
  return buildingMustBeLive(() =>
    db.transaction(async (tx) => {
      const [unit] = await tx.insert(units).values(toRow(data)).returning(unitColumns);
      await savePhotoDetails(data.photoDetails, tx);
      return { unit: unit! };
    }),
  );
}

/** Replaces a live unit and stores its photos' words, together or not at all. */
export function replaceUnit(id: number, data: UnitData, db: Database = getDb()): Promise<UnitWrite> {
  return buildingMustBeLive(() =>
    db.transaction(async (tx) => {
      const [unit] = await tx
        .update(units)
        .set(toRow(data))
        .where(and(eq(units.id, id), isLive(units)))
        .returning(unitColumns);
      if (!unit) return { missing: 'unit' } as const;
      await savePhotoDetails(data.photoDetails, tx);
      return { unit };
    }),
  );
}
