// The admin's Activity view (decision 042): the audit log, newest first, a page at a time.
import type { Config } from '@netlify/functions';
import { ActivityQuerySchema } from '~/src/lib/schemas/activity';
import { listActivity } from '~/src/server/activity';
import { requireAdmin } from './_shared/auth';
import { json } from './_shared/http';
import { validate } from './_shared/request';
import { routes } from './_shared/routes';

export const config: Config = { path: ['/api/activity'] };

export default routes(config, {
  '/api/activity': {
    GET: async (req) => {
      await requireAdmin(req, 'see the activity log');
      // An empty filter (`?user=`) is no filter.
      const query = [...new URL(req.url).searchParams].filter(([, value]) => value !== '');
      return json(await listActivity(validate(ActivityQuerySchema, Object.fromEntries(query))));
    },
  },
});
