import type { Config } from '@netlify/functions';
import { UnitSchema } from '~/src/lib/schemas/unit';
import { createUnit, deleteUnit, getUnit, listFeaturedUnits, listUnits, updateUnit } from '~/src/server/units';
import { cacheTags } from '~/src/server/cdn-cache';
import { actorOf } from '~/src/server/actor';
import { ExpectedVersionSchema } from '~/src/lib/schemas/version';
import { requireStaff } from './_shared/auth';
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
      const session = await requireStaff(req);
      return json(await createUnit(validate(UnitSchema, await readJsonObject(req)), context, actorOf(session)), { status: 201 });
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
      const session = await requireStaff(req);
      const body = await readJsonObject(req);
      const data = validate(UnitSchema, body);
      const { version } = validate(ExpectedVersionSchema, body);
      return json(await updateUnit(idParam(context.params), data, context, { actor: actorOf(session), expectedVersion: version }));
    },
    DELETE: async (req, context) => {
      await requireStaff(req);
      const id = idParam(context.params);
      await deleteUnit(id, context);
      return json({ success: true, id });
    },
  },
});
