// The admin's Dashboard figures.
import type { Config } from '@netlify/functions';
import { getDashboard } from '~/src/server/dashboard';
import { requireAdmin } from './_shared/auth';
import { json } from './_shared/http';
import { routes } from './_shared/routes';

export const config: Config = { path: ['/api/dashboard'] };

export default routes(config, {
  '/api/dashboard': {
    GET: async (req) => {
      await requireAdmin(req);
      return json(await getDashboard());
    },
  },
});
