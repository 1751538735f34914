// Units ("properties" in the API, "Available Space" in the admin): reading, saving, deleting.
import {
  findUnit,
  insertUnit,
  listFeaturedUnits as queryFeaturedUnits,
  listUnits as queryUnits,
  replaceUnit,
  type UnitWrite,
} from '~/db/queries/units';
import { listBuildings } from '~/db/queries/buildings';
import { moveToTrash } from '~/db/queries/trash';
import type { Unit } from '~/db/schema';
import type { UnitData } from '~/src/lib/schemas/unit';
import { resolveUnits } from '~/src/lib/unit-facts';
import { cacheTags } from './cdn-cache';
import { AppError } from './errors';
import { deleteUnusedPhotos } from './photos/delete-unused-photos';
import { withPhotoDetails, withPhotoDetailsOne, type WithPhotoDetails } from './photos/photo-details';
import { sendAlertsSoon } from './alerts';
import { publishChange, type Background } from './publish';
import type { Actor } from './actor';
import { conflictError, type VersionedChange } from './versions';

/** A unit as the API answers it: with its photos' alt text and captions (decision 034). */
export type UnitAnswer = WithPhotoDetails<Unit>;

/** Every live unit, by building name then unit number. */
export async function listUnits(): Promise<UnitAnswer[]> {
  return withPhotoDetails(await queryUnits());
}

/** The featured units, available ones first. */
export async function listFeaturedUnits(): Promise<UnitAnswer[]> {
  return withPhotoDetails(await queryFeaturedUnits());
}

/** Every live unit as pages and e-mails show it: blank facts from its building (decision 021). */
export async function listUnitsAsShown() {
  const [units, buildings] = await Promise.all([queryUnits(), listBuildings()]);
  return resolveUnits(units, buildings);
}

async function findLiveUnit(id: number): Promise<Unit> {
  const unit = await findUnit(id);
  if (!unit) throw new AppError('not-found', 'Property not found');
  return unit;
}

export async function getUnit(id: number): Promise<UnitAnswer> {
  return withPhotoDetailsOne(await findLiveUnit(id));
}

async function savedUnit(id: number | undefined, write: UnitWrite): Promise<Unit> {
  if ('unit' in write) return write.unit;
  if ('conflict' in write) throw await conflictError('unit', id!);
  if (write.missing === 'unit') throw new AppError('not-found', 'Property not found');
  throw new AppError('invalid', 'The selected building does not exist', {
    fieldErrors: { buildingId: ['Building selection is required'] },
  });
}

export async function createUnit(data: UnitData, background: Background, actor: Actor): Promise<UnitAnswer> {
  const unit = await savedUnit(undefined, await insertUnit(data, actor));
  await publishChange(background, [cacheTags.units]);
  sendAlertsSoon(background);
  return withPhotoDetailsOne(unit);
}

/**
 * Replaces the whole unit (optional fields left out are cleared), over the version the editor
 * started from (a newer one: 409), and records the revision (src/server/versions.ts).
 */
export async function updateUnit(id: number, data: UnitData, background: Background, change: VersionedChange): Promise<UnitAnswer> {
  const before = await findLiveUnit(id);
  const unit = await savedUnit(id, await replaceUnit(id, data, change.expectedVersion, change.actor));
  // Photos the edit dropped are deleted once nothing else shows them.
  await deleteUnusedPhotos([...before.images, before.mainImage, before.floorPlan]);
  await publishChange(background, [cacheTags.units, cacheTags.unit(id)]);
  sendAlertsSoon(background);
  return withPhotoDetailsOne(unit);
}

/** Moves the unit to the Trash; its photos stay until it is deleted for good (src/server/trash.ts). */
export async function deleteUnit(id: number, background: Background): Promise<void> {
  if (!(await moveToTrash('unit', id))) throw new AppError('not-found', 'Property not found');
  await publishChange(background, [cacheTags.units, cacheTags.unit(id)]);
}
