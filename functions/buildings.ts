import type { Config } from '@netlify/functions';
import { BuildingSchema } from '~/src/lib/schemas/building';
import { createBuilding, deleteBuilding, getBuilding, listBuildings, updateBuilding } from '~/src/server/buildings';
import { cacheTags } from '~/src/server/cdn-cache';
import { actorOf } from '~/src/server/actor';
import { ExpectedVersionSchema } from '~/src/lib/schemas/version';
import { requireStaff } from './_shared/auth';
import { json } from './_shared/http';
import { publicJson } from './_shared/public-read';
import { idParam, readJsonObject, validate } from './_shared/request';
import { routes } from './_shared/routes';

export const config: Config = {
  path: ['/api/buildings', '/api/buildings/:id'],
};

export default routes(config, {
  '/api/buildings': {
    GET: async (req) => publicJson(req, await listBuildings(), [cacheTags.buildings]),
    POST: async (req, context) => {
      const session = await requireStaff(req);
      return json(await createBuilding(validate(BuildingSchema, await readJsonObject(req)), context, actorOf(session)), { status: 201 });
    },
  },
  '/api/buildings/:id': {
    GET: async (req, { params }) => {
      const id = idParam(params);
      return publicJson(req, await getBuilding(id), [cacheTags.building(id)]);
    },
    PUT: async (req, context) => {
      const session = await requireStaff(req);
      const body = await readJsonObject(req);
      const data = validate(BuildingSchema, body);
      const { version } = validate(ExpectedVersionSchema, body);
      return json(await updateBuilding(idParam(context.params), data, context, { actor: actorOf(session), expectedVersion: version }));
    },
    DELETE: async (req, context) => {
      await requireStaff(req);
      const id = idParam(context.params);
      await deleteBuilding(id, context);
      return json({ success: true, id });
    },
  },
});
