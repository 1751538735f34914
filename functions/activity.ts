// The admin's Activity view (decision 042): the audit log, newest first, a page at a time, and
// the same lines as CSV (an export is itself audited).
import type { Config } from '@netlify/functions';
import { ActivityQuerySchema } from '~/src/lib/schemas/activity';
import { actorOf } from '~/src/server/actor';
import { exportActivityCsv, listActivity } from '~/src/server/activity';
import { requireAdmin } from './_shared/auth';
import { json } from './_shared/http';
import { validate } from './_shared/request';
import { routes } from './_shared/routes';

export const config: Config = { path: ['/api/activity', '/api/activity/export'] };

/** The filters of the address; an empty one (`?user=`) is no filter. */
const activityQuery = (req: Request) =>
  validate(ActivityQuerySchema, Object.fromEntries([...new URL(req.url).searchParams].filter(([, value]) => value !== '')));

export default routes(config, {
  '/api/activity': {
    GET: async (req) => {
      await requireAdmin(req, 'see the activity log');
      return json(await listActivity(activityQuery(req)));
    },
  },
  '/api/activity/export': {
    GET: async (req) => {
      const session = await requireAdmin(req, 'export the activity log');
      const { fileName, csv } = await exportActivityCsv(activityQuery(req), actorOf(session));
      // A byte-order mark so Excel reads UTF-8 names correctly.
      return new Response(`\uFEFF${csv}`, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${fileName}"`,
          'cache-control': 'no-store',
        },
      });
    },
  },
});
