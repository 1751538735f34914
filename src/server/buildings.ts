// Buildings: reading, saving, deleting (to the Trash, never while units remain in them).
import { buildingRow, findBuilding, insertBuilding, listBuildings, moveBuildingToTrash } from '~/db/queries/buildings';
import type { Building } from '~/db/schema';
import type { BuildingData } from '~/src/lib/schemas/building';
import { cacheTags } from './cdn-cache';
import { AppError } from './errors';
import { deleteUnusedPhotos } from './photos/delete-unused-photos';
import { publishChange, type Background } from './publish';
import type { Actor } from './actor';
import { writeVersioned, type VersionedChange } from './versions';

export { listBuildings };

export async function getBuilding(id: number): Promise<Building> {
  const building = await findBuilding(id);
  if (!building) throw new AppError('not-found', 'Building not found');
  return building;
}

export async function createBuilding(data: BuildingData, background: Background, actor: Actor): Promise<Building> {
  const building = await insertBuilding(data, actor);
  await publishChange(background, [cacheTags.buildings]);
  return building;
}

/**
 * Replaces the whole building (optional fields left out are cleared), over the version the editor
 * started from (a newer one: 409), and records the revision (src/server/versions.ts).
 */
export async function updateBuilding(id: number, data: BuildingData, background: Background, change: VersionedChange): Promise<Building> {
  const before = await getBuilding(id);
  const building = await writeVersioned<Building>('building', change, { id, values: buildingRow(data) });
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
