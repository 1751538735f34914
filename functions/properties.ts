import type { Config } from '@netlify/functions';
import { findBuilding } from '../db/queries/buildings';
import { findUnreferencedImages } from '../db/queries/images';
import { createUnit, deleteUnit, findUnit, listFeaturedUnits, listUnits, updateUnit } from '../db/queries/units';
import { UnitSchema } from '../src/lib/schemas/unit';
import { requireAdmin } from './_shared/auth';
import { handler, HttpError, json, methodNotAllowed, parseId } from './_shared/http';
import { deleteImages } from './_shared/image-store';
import { scheduleSiteRebuild } from './_shared/rebuild';
import { pathSegments, readJsonObject, validate } from './_shared/request';

async function readUnit(req: Request) {
  const data = validate(UnitSchema, await readJsonObject(req));
  if (!(await findBuilding(data.buildingId))) {
    throw new HttpError(400, 'The selected building does not exist', { buildingId: ['Building selection is required'] });
  }
  return data;
}

// /api/properties, /api/properties/featured and /api/properties/{id}
export default handler(async (req, context) => {
  const [segment, extra] = pathSegments(req, '/api/properties');
  if (extra !== undefined) throw new HttpError(404, 'Not found');

  if (segment === undefined) {
    if (req.method === 'GET') return json(await listUnits());
    if (req.method !== 'POST') throw methodNotAllowed(['GET', 'POST']);
    await requireAdmin(req);
    const unit = await createUnit(await readUnit(req));
    scheduleSiteRebuild(context);
    return json(unit, { status: 201 });
  }

  if (segment === 'featured') {
    if (req.method !== 'GET') throw methodNotAllowed(['GET']);
    return json(await listFeaturedUnits());
  }

  const id = parseId(segment);
  if (req.method === 'GET') {
    const unit = await findUnit(id);
    if (!unit) throw new HttpError(404, 'Property not found');
    return json(unit);
  }
  if (req.method === 'PUT') {
    await requireAdmin(req);
    const unit = await updateUnit(id, await readUnit(req));
    if (!unit) throw new HttpError(404, 'Property not found');
    scheduleSiteRebuild(context);
    return json(unit);
  }
  if (req.method === 'DELETE') {
    await requireAdmin(req);
    const unit = await deleteUnit(id);
    if (!unit) throw new HttpError(404, 'Property not found');
    await deleteImages(await findUnreferencedImages([...unit.images, ...(unit.mainImage ? [unit.mainImage] : [])]));
    scheduleSiteRebuild(context);
    return json({ success: true, id });
  }
  throw methodNotAllowed(['GET', 'PUT', 'DELETE']);
});

export const config: Config = {
  path: ['/api/properties', '/api/properties/*'],
};
