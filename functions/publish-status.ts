import type { Config } from '@netlify/functions';
import { getPublishStatus, retryPublish } from '~/src/server/publish-status';
import { requireStaff } from './_shared/auth';
import { json } from './_shared/http';
import { routes } from './_shared/routes';

// The public site's state for the admin header (decision 040), and "Retry" after a failed build.
export const config: Config = {
  path: ['/api/publish-status', '/api/publish-status/retry'],
};

export default routes(config, {
  '/api/publish-status': {
    GET: async (req) => {
      await requireStaff(req);
      return json(await getPublishStatus());
    },
  },
  '/api/publish-status/retry': {
    POST: async (req) => {
      await requireStaff(req);
      return json(await retryPublish(), { status: 202 });
    },
  },
});
