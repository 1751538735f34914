// Units ("properties" in the API, "Available Space" in the admin): reading, saving, deleting.
import { findBuilding } from '../../db/queries/buildings';
import { deleteUnitRow, findUnit, insertUnit, listFeaturedUnits, listUnits, replaceUnit } from '../../db/queries/units';
import type { Unit } from '../../db/schema';
import type { UnitData } from '../lib/schemas/unit';
import { AppError } from './errors';
import { deleteUnusedPhotos } from './photos/delete-unused-photos';
import { publishChange, type Background } from './publish';

export { listFeaturedUnits, listUnits };

export async function getUnit(id: number): Promise<Unit> {
  const unit = await findUnit(id);
  if (!unit) throw new AppError('not-found', 'Property not found');
  return unit;
}

async function assertBuildingExists(buildingId: number): Promise<void> {
  if (!(await findBuilding(buildingId))) {
    throw new AppError('invalid', 'The selected building does not exist', {
      fieldErrors: { buildingId: ['Building selection is required'] },
    });
  }
}

export async function createUnit(data: UnitData, background: Background): Promise<Unit> {
  await assertBuildingExists(data.buildingId);
  const unit = await insertUnit(data);
  publishChange(background);
  return unit;
}

/** Replaces the whole unit (optional fields left out are cleared). */
export async function updateUnit(id: number, data: UnitData, background: Background): Promise<Unit> {
  await assertBuildingExists(data.buildingId);
  const before = await getUnit(id);
  const unit = await replaceUnit(id, data);
  if (!unit) throw new AppError('not-found', 'Property not found');
  // Photos the edit dropped are deleted once nothing else shows them.
  await deleteUnusedPhotos([...before.images, before.mainImage]);
  publishChange(background);
  return unit;
}

/** Deletes the unit and the photos nothing else uses. */
export async function deleteUnit(id: number, background: Background): Promise<void> {
  const unit = await deleteUnitRow(id);
  if (!unit) throw new AppError('not-found', 'Property not found');
  await deleteUnusedPhotos([...unit.images, unit.mainImage]);
  publishChange(background);
}
