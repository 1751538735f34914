import type { Config } from '@netlify/functions';
import { REVISION_KINDS, type RevisionKind } from '~/src/lib/schemas/content-kinds';
import { ExpectedVersionSchema } from '~/src/lib/schemas/version';
import { actorOf } from '~/src/server/actor';
import { AppError } from '~/src/server/errors';
import { restoreRevision } from '~/src/server/restore-revision';
import { listHistory } from '~/src/server/versions';
import { ensureAdmin, requireStaff } from './_shared/auth';
import { json } from './_shared/http';
import { idParam, readJsonObject, validate } from './_shared/request';
import { routes } from './_shared/routes';

export const config: Config = {
  path: ['/api/history/:kind/:id', '/api/history/:kind/:id/:version/restore'],
};

/** `unit`, `building`, `gallery-image` or `site`; anything else is a 404. */
function kindParam(params: Record<string, string>): RevisionKind {
  const kind = params['kind'];
  if (!REVISION_KINDS.includes(kind as RevisionKind)) throw new AppError('not-found', 'Not found');
  return kind as RevisionKind;
}

export default routes(config, {
  '/api/history/:kind/:id': {
    GET: async (req, { params }) => {
      await requireStaff(req);
      return json(await listHistory(kindParam(params), idParam(params)));
    },
  },
  '/api/history/:kind/:id/:version/restore': {
    POST: async (req, context) => {
      const session = await requireStaff(req);
      const { params } = context;
      const kind = kindParam(params);
      // Restoring a version of the site content changes it: the admin's (decision 042).
      if (kind === 'site') ensureAdmin(session, 'change the site content');
      const { version } = validate(ExpectedVersionSchema, await readJsonObject(req));
      const change = { actor: actorOf(session), expectedVersion: version };
      return json(await restoreRevision(kind, idParam(params), idParam(params, 'version'), change, context));
    },
  },
});
