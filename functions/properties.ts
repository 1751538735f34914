import type { Config } from '@netlify/functions';
import { UnitSchema } from '~/src/lib/schemas/unit';
import { createUnit, deleteUnit, getUnit, listFeaturedUnits, listUnits, updateUnit } from '~/src/server/units';
import { cacheTags } from '~/src/server/cdn-cache';
import { requireAdmin } from './_shared/auth';
import { json } from './_shared/http';
import { publicJson } from './_shared/public-read';
import { idParam, readJsonObject, validate } from './_shared/request';
import { routes } from './_shared/routes';

export const config: Config = {
  path: ['/api/properties', '/api/properties/featured', '/api/properties/:id'],
};

export default routes(config, {
  '/api/properties': {
    GET: async (req) => publicJson(req, await listUnits(), [cacheTags.units]),
    POST: async (req, context) => {
      await requireAdmin(req);
      return json(await createUnit(validate(UnitSchema, await readJsonObject(req)), context), { status: 201 });
    },
  },
  '/api/properties/featured': {
    GET: async (req) => publicJson(req, await listFeaturedUnits(), [cacheTags.units]),
  },
  '/api/properties/:id': {
    GET: async (req, { params }) => {
      const id = idParam(params);
      return publicJson(req, await getUnit(id), [cacheTags.unit(id)]);
    },
    PUT: async (req, context) => {
      await requireAdmin(req);
      return json(await updateUnit(idParam(context.params), validate(UnitSchema, await readJsonObject(req)), context));
    },
    DELETE: async (req, context) => {
      await requireAdmin(req);
      const id = idParam(context.params);
      await deleteUnit(id, context);
      return json({ success: true, id });
    },
  },
});
