import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { TRASH_KINDS } from '~/src/lib/schemas/trash';
import { deletePermanently, listTrash, restore } from '~/src/server/trash';
import { requireAdmin } from './_shared/auth';
import { json } from './_shared/http';
import { idParam, validate } from './_shared/request';
import { routes } from './_shared/routes';

export const config: Config = {
  path: ['/api/trash', '/api/trash/:kind/:id', '/api/trash/:kind/:id/restore'],
};

const kindParam = (params: Record<string, string>) =>
  validate(z.enum(TRASH_KINDS, { error: `Unknown kind: use one of ${TRASH_KINDS.join(', ')}` }), params['kind']);

export default routes(config, {
  '/api/trash': {
    GET: async (req) => {
      await requireAdmin(req);
      return json(await listTrash());
    },
  },
  '/api/trash/:kind/:id/restore': {
    POST: async (req, context) => {
      await requireAdmin(req);
      const kind = kindParam(context.params);
      const id = idParam(context.params);
      await restore(kind, id, context);
      return json({ success: true, kind, id });
    },
  },
  '/api/trash/:kind/:id': {
    DELETE: async (req, context) => {
      await requireAdmin(req);
      const kind = kindParam(context.params);
      const id = idParam(context.params);
      await deletePermanently(kind, id);
      return json({ success: true, kind, id });
    },
  },
});
