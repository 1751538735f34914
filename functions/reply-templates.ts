// The team's reply templates: any staff member reads them (to start a reply), admins write them.
import type { Config } from '@netlify/functions';
import { ReplyTemplateSchema } from '~/src/lib/schemas/reply';
import { createReplyTemplate, deleteReplyTemplate, listReplyTemplates, updateReplyTemplate } from '~/src/server/reply-templates';
import { actorOf } from '~/src/server/actor';
import { requireAdmin, requireStaff } from './_shared/auth';
import { json } from './_shared/http';
import { idParam, readJsonObject, validate } from './_shared/request';
import { routes } from './_shared/routes';

export const config: Config = {
  path: ['/api/reply-templates', '/api/reply-templates/:id'],
};

const WHAT = 'edit reply templates';

export default routes(config, {
  '/api/reply-templates': {
    GET: async (req) => {
      await requireStaff(req);
      return json(await listReplyTemplates());
    },
    POST: async (req) => {
      const session = await requireAdmin(req, WHAT);
      const template = validate(ReplyTemplateSchema, await readJsonObject(req));
      return json(await createReplyTemplate(template, actorOf(session)), { status: 201 });
    },
  },
  '/api/reply-templates/:id': {
    PUT: async (req, { params }) => {
      const session = await requireAdmin(req, WHAT);
      const template = validate(ReplyTemplateSchema, await readJsonObject(req));
      return json(await updateReplyTemplate(idParam(params), template, actorOf(session)));
    },
    DELETE: async (req, { params }) => {
      const session = await requireAdmin(req, WHAT);
      const id = idParam(params);
      await deleteReplyTemplate(id, actorOf(session));
      return json({ success: true, id });
    },
  },
});
