// The leasing pipeline of an inquiry: stage, internal notes, first reply, history and assignee (any staff).
// Beside the first release's /api/contact-submissions routes, which answer as before (plus the new fields).
import type { Config } from '@netlify/functions';
import { LeadAssigneeSchema, LeadNoteSchema, LeadStageChangeSchema } from '~/src/lib/schemas/lead';
import { assignLead } from '~/src/server/lead-assignment';
import { addLeadNote, listLeadHistory, markReplied, setLeadStage } from '~/src/server/lead-pipeline';
import { actorOf } from '~/src/server/actor';
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
    '/api/contact-submissions/:id/assignee',
  ],
};

export default routes(config, {
  '/api/contact-submissions/:id/stage': {
    PUT: async (req, { params }) => {
      const session = await requireStaff(req);
      const change = validate(LeadStageChangeSchema, await readJsonObject(req));
      return json(await setLeadStage(idParam(params), change, actorOf(session)));
    },
  },
  '/api/contact-submissions/:id/notes': {
    POST: async (req, { params }) => {
      const session = await requireStaff(req);
      const { note } = validate(LeadNoteSchema, await readJsonObject(req));
      return json(await addLeadNote(idParam(params), note, actorOf(session)), { status: 201 });
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
      const session = await requireStaff(req);
      return json(await markReplied(idParam(params), actorOf(session)));
    },
  },
  '/api/contact-submissions/:id/assignee': {
    // Any staff member gives the lead to an active colleague ({ userId }), or to no one (null).
    PUT: async (req, { params }) => {
      const session = await requireStaff(req);
      const { userId } = validate(LeadAssigneeSchema, await readJsonObject(req));
      return json(await assignLead(idParam(params), userId, actorOf(session)));
    },
  },
});
