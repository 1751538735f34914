import type { Config } from '@netlify/functions';
import { actorOf } from '~/src/server/actor';
import { z } from 'zod';
import { TRASH_KINDS } from '~/src/lib/schemas/trash';
import { TrashRestoreSchema } from '~/src/lib/schemas/inquiry-bulk';
import { deletePermanently, listTrash, restore, restoreMany } from '~/src/server/trash';
import { requireAdmin, requireStaff } from './_shared/auth';
import { json } from './_shared/http';
import { idParam, readJsonObject, validate } from './_shared/request';
import { routes } from './_shared/routes';

export const config: Config = {
  path: ['/api/trash', '/api/trash/restore', '/api/trash/:kind/:id', '/api/trash/:kind/:id/restore'],
};

const kindParam = (params: Record<string, string>) =>
  validate(z.enum(TRASH_KINDS, { error: `Unknown kind: use one of ${TRASH_KINDS.join(', ')}` }), params['kind']);

export default routes(config, {
  '/api/trash': {
    GET: async (req) => {
      await requireStaff(req);
      return json(await listTrash());
    },
  },
  '/api/trash/restore': {
    // Undo of a bulk delete or "Empty spam": every id back, or none.
    POST: async (req, context) => {
      const session = await requireStaff(req);
      const { kind, ids } = validate(TrashRestoreSchema, await readJsonObject(req));
      await restoreMany(kind, ids, context, actorOf(session));
      return json({ success: true, kind, ids });
    },
  },
  '/api/trash/:kind/:id/restore': {
    POST: async (req, context) => {
      const session = await requireStaff(req);
      const kind = kindParam(context.params);
      const id = idParam(context.params);
      await restore(kind, id, context, actorOf(session));
      return json({ success: true, kind, id });
    },
  },
  '/api/trash/:kind/:id': {
    DELETE: async (req, context) => {
      await requireAdmin(req, 'delete from the Trash forever');
      const kind = kindParam(context.params);
      const id = idParam(context.params);
      await deletePermanently(kind, id);
      return json({ success: true, kind, id });
    },
  },
});
