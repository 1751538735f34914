import type { Config } from '@netlify/functions';
import { findUnit, listFeaturedUnits, listUnits } from '../db/queries/units';
import { handler, HttpError, json, methodNotAllowed, parseId } from './_shared/http';

// /api/properties, /api/properties/featured and /api/properties/{id}
export default handler(async (req) => {
  const [, , , segment] = new URL(req.url).pathname.split('/');
  if (req.method !== 'GET') throw methodNotAllowed(['GET']);
  if (segment === undefined || segment === '') return json(await listUnits());
  if (segment === 'featured') return json(await listFeaturedUnits());
  const unit = await findUnit(parseId(segment));
  if (!unit) throw new HttpError(404, 'Property not found');
  return json(unit);
});

export const config: Config = {
  path: ['/api/properties', '/api/properties/*'],
};
