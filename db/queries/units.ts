import { and, asc, eq } from 'drizzle-orm';
import { UnitSchema, type UnitData } from '~/src/lib/schemas/unit';
import { getDb, type Database } from '../client';
import { buildings, units, type Unit } from '../schema';
import { isForeignKeyViolation } from './errors';
import { isLive, shownColumns } from './live-rows';
import { savePhotoDetails } from './photo-details';
import { clearedFields, replaceRow } from './replace-row';
import { insertVersioned, updateVersioned, type RevisionActor } from './revisions';

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

/**
 * What a write that names a building answers: the unit, which record was not there (live), or the
 * newer version stored when the editor's was older (nothing written).
 */
export type UnitWrite = { unit: Unit } | { missing: 'building' | 'unit' } | { conflict: number };

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

// The photos' words are a second statement after the record's own (one statement with its revision):
// request paths use no application transactions (decision 011). Words that fail to save leave the
// record saved with its photos' default alt text, never a record half-written.

/** A new unit (version 1) and its first revision, then its photos' words. */
export function insertUnit(data: UnitData, actor: RevisionActor, db: Database = getDb()): Promise<UnitWrite> {
  return buildingMustBeLive(async () => {
    const [unit] = await insertVersioned<Unit>('unit', [toRow(data)], actor, db);
    await savePhotoDetails(data.photoDetails, db);
    return { unit: unit! };
  });
}

/** Replaces a live unit over `expectedVersion` (none: whatever is stored) and records the revision, then its photos' words. */
export function replaceUnit(
  id: number,
  data: UnitData,
  expectedVersion: number | undefined,
  actor: RevisionActor,
  db: Database = getDb(),
): Promise<UnitWrite> {
  return buildingMustBeLive(async () => {
    const result = await updateVersioned<Unit>('unit', id, expectedVersion, toRow(data), actor, db);
    if (result.outcome !== 'saved') return result.outcome === 'missing' ? { missing: 'unit' } : { conflict: result.version };
    await savePhotoDetails(data.photoDetails, db);
    return { unit: result.record };
  });
}
