// Buildings: reading, saving, deleting (to the Trash, never while units remain in them).
import {
  findBuilding,
  insertBuilding,
  listBuildings as queryBuildings,
  moveBuildingToTrash,
  replaceBuilding,
} from '~/db/queries/buildings';
import type { Building } from '~/db/schema';
import type { BuildingData } from '~/src/lib/schemas/building';
import { cacheTags } from './cdn-cache';
import { AppError } from './errors';
import { deleteUnusedPhotos } from './photos/delete-unused-photos';
import { withPhotoDetails, withPhotoDetailsOne, type WithPhotoDetails } from './photos/photo-details';
import { publishChange, type Background } from './publish';
import type { Actor } from './actor';
import { conflictError, type VersionedChange } from './versions';

/** A building as the API answers it: with its photos' alt text and captions (decision 034). */
export type BuildingAnswer = WithPhotoDetails<Building>;

/** Every live building, by name. */
export async function listBuildings(): Promise<BuildingAnswer[]> {
  return withPhotoDetails(await queryBuildings());
}

async function findLiveBuilding(id: number): Promise<Building> {
  const building = await findBuilding(id);
  if (!building) throw new AppError('not-found', 'Building not found');
  return building;
}

export async function getBuilding(id: number): Promise<BuildingAnswer> {
  return withPhotoDetailsOne(await findLiveBuilding(id));
}

export async function createBuilding(data: BuildingData, background: Background, actor: Actor): Promise<BuildingAnswer> {
  const building = await insertBuilding(data, actor);
  await publishChange(background, [cacheTags.buildings]);
  return withPhotoDetailsOne(building);
}

/**
 * Replaces the whole building (optional fields left out are cleared), over the version the editor
 * started from (a newer one: 409), and records the revision (src/server/versions.ts).
 */
export async function updateBuilding(
  id: number,
  data: BuildingData,
  background: Background,
  change: VersionedChange,
): Promise<BuildingAnswer> {
  const before = await findLiveBuilding(id);
  const result = await replaceBuilding(id, data, change.expectedVersion, change.actor);
  if (result.outcome === 'missing') throw new AppError('not-found', 'Building not found');
  if (result.outcome === 'conflict') throw await conflictError('building', id);
  const building = result.record;
  // Photos the edit dropped are deleted once nothing else shows them.
  await deleteUnusedPhotos([...before.images, ...before.featuredImages, before.mainImage]);
  // The unit lists are ordered by building name.
  await publishChange(background, [cacheTags.buildings, cacheTags.building(id), cacheTags.units]);
  return withPhotoDetailsOne(building);
}

/** Moves a building that has no units to the Trash; its photos stay until it is deleted for good. */
export async function deleteBuilding(id: number, background: Background): Promise<void> {
  const result = await moveBuildingToTrash(id);
  if (result.outcome === 'missing') throw new AppError('not-found', 'Building not found');
  if (result.outcome === 'has-units') {
    const units = result.unitCount === 1 ? '1 unit' : `${result.unitCount} units`;
    throw new AppError('conflict', `This building still has ${units}. Delete or move its units before deleting the building.`);
  }
  await publishChange(background, [cacheTags.buildings, cacheTags.building(id)]);
}
