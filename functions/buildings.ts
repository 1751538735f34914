import type { Config } from '@netlify/functions';
import { createBuilding, deleteBuilding, findBuilding, listBuildings, updateBuilding } from '../db/queries/buildings';
import { findUnreferencedImages } from '../db/queries/images';
import { BuildingSchema } from '../src/lib/schemas/building';
import { requireAdmin } from './_shared/auth';
import { handler, HttpError, json, methodNotAllowed, parseId } from './_shared/http';
import { deleteImages } from './_shared/image-store';
import { scheduleSiteRebuild } from './_shared/rebuild';
import { pathSegments, readJsonObject, validate } from './_shared/request';

// /api/buildings and /api/buildings/{id}
export default handler(async (req, context) => {
  const [segment, extra] = pathSegments(req, '/api/buildings');
  if (extra !== undefined) throw new HttpError(404, 'Not found');

  if (segment === undefined) {
    if (req.method === 'GET') return json(await listBuildings());
    if (req.method !== 'POST') throw methodNotAllowed(['GET', 'POST']);
    await requireAdmin(req);
    const building = await createBuilding(validate(BuildingSchema, await readJsonObject(req)));
    scheduleSiteRebuild(context);
    return json(building, { status: 201 });
  }

  const id = parseId(segment);
  if (req.method === 'GET') {
    const building = await findBuilding(id);
    if (!building) throw new HttpError(404, 'Building not found');
    return json(building);
  }
  if (req.method === 'PUT') {
    await requireAdmin(req);
    const building = await updateBuilding(id, validate(BuildingSchema, await readJsonObject(req)));
    if (!building) throw new HttpError(404, 'Building not found');
    scheduleSiteRebuild(context);
    return json(building);
  }
  if (req.method === 'DELETE') {
    await requireAdmin(req);
    const result = await deleteBuilding(id);
    if (result.outcome === 'missing') throw new HttpError(404, 'Building not found');
    if (result.outcome === 'has-units') {
      const units = result.unitCount === 1 ? '1 unit' : `${result.unitCount} units`;
      throw new HttpError(409, `This building still has ${units}. Delete or move its units before deleting the building.`);
    }
    const { building } = result;
    await deleteImages(
      await findUnreferencedImages([...building.images, ...building.featuredImages, ...(building.mainImage ? [building.mainImage] : [])]),
    );
    scheduleSiteRebuild(context);
    return json({ success: true, id });
  }
  throw methodNotAllowed(['GET', 'PUT', 'DELETE']);
});

export const config: Config = {
  path: ['/api/buildings', '/api/buildings/*'],
};
