import type { Config } from '@netlify/functions';
import { DraftSaveSchema, DraftUpdateSchema } from '~/src/lib/schemas/draft';
import { actorOf } from '~/src/server/actor';
import { discardDraft, getDraft, listDraftsAsJson, previewDraft, publishDraft, saveDraft, updateDraft } from '~/src/server/drafts';
import { requireStaff } from './_shared/auth';
import { json } from './_shared/http';
import { idParam, readJsonObject, validate } from './_shared/request';
import { routes } from './_shared/routes';

// Drafts of units, buildings and the site content (issue 19, decision 030): staff only, never cached.
export const config: Config = {
  path: ['/api/drafts', '/api/drafts/:id', '/api/drafts/:id/publish', '/api/drafts/:id/preview'],
};

export default routes(config, {
  '/api/drafts': {
    GET: async (req) => {
      await requireStaff(req);
      return json(await listDraftsAsJson());
    },
    POST: async (req) => {
      const session = await requireStaff(req);
      return json(await saveDraft(validate(DraftSaveSchema, await readJsonObject(req)), actorOf(session)), { status: 201 });
    },
  },
  '/api/drafts/:id': {
    GET: async (req, { params }) => {
      await requireStaff(req);
      return json(await getDraft(idParam(params)));
    },
    PUT: async (req, { params }) => {
      const session = await requireStaff(req);
      return json(await updateDraft(idParam(params), validate(DraftUpdateSchema, await readJsonObject(req)), actorOf(session)));
    },
    DELETE: async (req, { params }) => {
      await requireStaff(req);
      const id = idParam(params);
      await discardDraft(id);
      return json({ success: true, id });
    },
  },
  '/api/drafts/:id/publish': {
    POST: async (req, context) => {
      const session = await requireStaff(req);
      return json(await publishDraft(idParam(context.params), actorOf(session), context));
    },
  },
  '/api/drafts/:id/preview': {
    GET: async (req, { params }) => {
      await requireStaff(req);
      return json(await previewDraft(idParam(params)), { headers: { 'cache-control': 'no-store', 'x-robots-tag': 'noindex' } });
    },
  },
});
