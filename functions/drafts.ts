import type { Config } from '@netlify/functions';
import { DraftSaveSchema, DraftUpdateSchema } from '~/src/lib/schemas/draft';
import { actorOf } from '~/src/server/actor';
import type { DraftKind } from '~/src/lib/schemas/content-kinds';
import {
  discardDraft,
  getDraft,
  getDraftKind,
  listDraftsAsJson,
  previewDraft,
  publishDraft,
  saveDraft,
  updateDraft,
} from '~/src/server/drafts';
import { ensureAdmin, requireStaff, type AdminSession } from './_shared/auth';
import { json } from './_shared/http';
import { idParam, readJsonObject, validate } from './_shared/request';
import { routes } from './_shared/routes';

// Drafts of units, buildings and the site content (decision 030): staff only, never cached.
export const config: Config = {
  path: ['/api/drafts', '/api/drafts/:id', '/api/drafts/:id/publish', '/api/drafts/:id/preview'],
};

/** Changing a draft of the site content is the admin's, like the site content itself (decision 042). */
const ensureMayChange = (session: AdminSession, kind: DraftKind) =>
  kind === 'site' ? ensureAdmin(session, 'change the site content') : session;

/** The signed-in staff member, if they may change draft `id` (401, 404 or 403 otherwise). */
async function requireDraftEditor(req: Request, id: number): Promise<AdminSession> {
  const session = await requireStaff(req);
  return ensureMayChange(session, await getDraftKind(id));
}

export default routes(config, {
  '/api/drafts': {
    GET: async (req) => {
      await requireStaff(req);
      return json(await listDraftsAsJson());
    },
    POST: async (req) => {
      const session = await requireStaff(req);
      const input = validate(DraftSaveSchema, await readJsonObject(req));
      return json(await saveDraft(input, actorOf(ensureMayChange(session, input.kind))), { status: 201 });
    },
  },
  '/api/drafts/:id': {
    GET: async (req, { params }) => {
      await requireStaff(req);
      return json(await getDraft(idParam(params)));
    },
    PUT: async (req, { params }) => {
      const session = await requireStaff(req);
      const input = validate(DraftUpdateSchema, await readJsonObject(req));
      // A draft gone since the editor started from it is a conflict for them, not a 404.
      ensureMayChange(session, await getDraftKind(idParam(params), input.startedFrom));
      return json(await updateDraft(idParam(params), input, actorOf(session)));
    },
    DELETE: async (req, { params }) => {
      const id = idParam(params);
      await requireDraftEditor(req, id);
      await discardDraft(id);
      return json({ success: true, id });
    },
  },
  '/api/drafts/:id/publish': {
    POST: async (req, context) => {
      const session = await requireDraftEditor(req, idParam(context.params));
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
