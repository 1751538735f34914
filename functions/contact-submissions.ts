import type { Config } from '@netlify/functions';
import { InquirySchema, InquiryStatusSchema } from '../src/lib/schemas/inquiry';
import { deleteInquiry, listInquiries, setInquiryStatus, submitInquiry } from '../src/server/inquiries';
import { requireAdmin } from './_shared/auth';
import { json } from './_shared/http';
import { clientAddress, idParam, readJsonObject, validate } from './_shared/request';
import { routes } from './_shared/routes';

export const config: Config = {
  path: ['/api/contact-submissions', '/api/contact-submissions/:id', '/api/contact-submissions/:id/status'],
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

export default routes(config, {
  '/api/contact-submissions': {
    GET: async (req) => {
      await requireAdmin(req);
      return json(await listInquiries({ includeSpam: new URL(req.url).searchParams.get('spam') === 'include' }));
    },
    POST: async (req, context) => {
      const inquiry = await submitInquiry(validate(InquirySchema, await readJsonObject(req)), clientAddress(req, context));
      return json({ success: true, id: inquiry.id }, { status: 201 });
    },
  },
  '/api/contact-submissions/:id': {
    DELETE: async (req, { params }) => {
      await requireAdmin(req);
      const id = idParam(params);
      await deleteInquiry(id);
      return json({ success: true, id });
    },
  },
  '/api/contact-submissions/:id/status': {
    PUT: async (req, { params }) => {
      await requireAdmin(req);
      const { status } = validate(InquiryStatusSchema, await readJsonObject(req));
      return json(await setInquiryStatus(idParam(params), status));
    },
  },
});
