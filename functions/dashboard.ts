// The admin's Dashboard figures.
import type { Config } from '@netlify/functions';
import { getDashboard } from '~/src/server/dashboard';
import { requireStaff } from './_shared/auth';
import { json } from './_shared/http';
import { routes } from './_shared/routes';

export const config: Config = { path: ['/api/dashboard'] };

export default routes(config, {
  '/api/dashboard': {
    GET: async (req) => {
      await requireStaff(req);
      return json(await getDashboard());
    },
  },
});
