// The leasing pipeline of an inquiry: stage, internal notes, first reply and history (admin only).
// Beside the first release's /api/contact-submissions routes, which answer as before (plus the new fields).
import type { Config } from '@netlify/functions';
import { LeadNoteSchema, LeadStageChangeSchema } from '~/src/lib/schemas/lead';
import { addLeadNote, listLeadHistory, markReplied, setLeadStage } from '~/src/server/lead-pipeline';
import { requireStaff } from './_shared/auth';
import { json } from './_shared/http';
import { idParam, readJsonObject, validate } from './_shared/request';
import { routes } from './_shared/routes';

export const config: Config = {
  path: [
    '/api/contact-submissions/:id/stage',
    '/api/contact-submissions/:id/notes',
    '/api/contact-submissions/:id/history',
    '/api/contact-submissions/:id/replied',
  ],
};

export default routes(config, {
  '/api/contact-submissions/:id/stage': {
    PUT: async (req, { params }) => {
      const { user } = await requireStaff(req);
      const change = validate(LeadStageChangeSchema, await readJsonObject(req));
      return json(await setLeadStage(idParam(params), change, user.username));
    },
  },
  '/api/contact-submissions/:id/notes': {
    POST: async (req, { params }) => {
      const { user } = await requireStaff(req);
      const { note } = validate(LeadNoteSchema, await readJsonObject(req));
      return json(await addLeadNote(idParam(params), note, user.username), { status: 201 });
    },
  },
  '/api/contact-submissions/:id/history': {
    GET: async (req, { params }) => {
      await requireStaff(req);
      return json(await listLeadHistory(idParam(params)));
    },
  },
  '/api/contact-submissions/:id/replied': {
    // "Reply via Email" was used: records the first response time.
    PUT: async (req, { params }) => {
      const { user } = await requireStaff(req);
      return json(await markReplied(idParam(params), user.username));
    },
  },
});
