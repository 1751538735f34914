// Replies from the admin on an inquiry (any staff member: agents work every lead): the list for its
// timeline, a template filled in for it, sending one (once per idempotency key), "Send again".
import type { Config } from '@netlify/functions';
import { ReplySchema } from '~/src/lib/schemas/reply';
import { actorOf } from '~/src/server/actor';
import { AppError } from '~/src/server/errors';
import { draftReply, listInquiryReplies, resendReply, sendReply } from '~/src/server/replies';
import { requireStaff } from './_shared/auth';
import { json } from './_shared/http';
import { idParam, readJsonObject, validate } from './_shared/request';
import { routes } from './_shared/routes';

export const config: Config = {
  path: [
    '/api/contact-submissions/:id/replies',
    '/api/contact-submissions/:id/reply-draft',
    '/api/contact-submissions/:id/replies/:replyId/send',
  ],
};

/** `?template=<id>`: an unknown id is a 404 like any other. */
function templateParam(req: Request): number {
  const template = new URL(req.url).searchParams.get('template');
  if (template === null) throw new AppError('invalid', 'Name a template: ?template=<id>');
  return idParam({ template }, 'template');
}

export default routes(config, {
  '/api/contact-submissions/:id/replies': {
    GET: async (req, { params }) => {
      await requireStaff(req);
      return json(await listInquiryReplies(idParam(params)));
    },
    // 201 when this post stored (and sent) the reply; 200 with the same reply for a repeat of it.
    POST: async (req, { params }) => {
      const session = await requireStaff(req);
      const reply = validate(ReplySchema, await readJsonObject(req));
      const { reply: stored, isNew } = await sendReply(idParam(params), reply, actorOf(session));
      return json(stored, { status: isNew ? 201 : 200 });
    },
  },
  '/api/contact-submissions/:id/reply-draft': {
    GET: async (req, { params }) => {
      await requireStaff(req);
      return json(await draftReply(idParam(params), templateParam(req)));
    },
  },
  '/api/contact-submissions/:id/replies/:replyId/send': {
    PUT: async (req, { params }) => {
      await requireStaff(req);
      return json(await resendReply(idParam(params), idParam(params, 'replyId')));
    },
  },
});
