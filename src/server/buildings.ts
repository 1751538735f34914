// Buildings: reading, saving, deleting (to the Trash, never while units remain in them).
import { findBuilding, insertBuilding, listBuildings, moveBuildingToTrash, replaceBuilding } from '~/db/queries/buildings';
import type { Building } from '~/db/schema';
import type { BuildingData } from '~/src/lib/schemas/building';
import { cacheTags } from './cdn-cache';
import { AppError } from './errors';
import { deleteUnusedPhotos } from './photos/delete-unused-photos';
import { publishChange, type Background } from './publish';

export { listBuildings };

export async function getBuilding(id: number): Promise<Building> {
  const building = await findBuilding(id);
  if (!building) throw new AppError('not-found', 'Building not found');
  return building;
}

export async function createBuilding(data: BuildingData, background: Background): Promise<Building> {
  const building = await insertBuilding(data);
  await publishChange(background, [cacheTags.buildings]);
  return building;
}

/** Replaces the whole building (optional fields left out are cleared). */
export async function updateBuilding(id: number, data: BuildingData, background: Background): Promise<Building> {
  const before = await getBuilding(id);
  const building = await replaceBuilding(id, data);
  if (!building) throw new AppError('not-found', 'Building not found');
  // Photos the edit dropped are deleted once nothing else shows them.
  await deleteUnusedPhotos([...before.images, ...before.featuredImages, before.mainImage]);
  // The unit lists are ordered by building name.
  await publishChange(background, [cacheTags.buildings, cacheTags.building(id), cacheTags.units]);
  return building;
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
