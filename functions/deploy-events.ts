import type { Config } from '@netlify/functions';
import { acceptDeployEvent } from '~/src/server/deploy-events';
import { json } from './_shared/http';
import { readBodyText } from './_shared/request';
import { routes } from './_shared/routes';

// Netlify's outgoing deploy notifications, signed with DEPLOY_WEBHOOK_SECRET (decision 041).
export const config: Config = {
  path: '/api/deploy-events',
};

const MAX_EVENT_BYTES = 256 * 1024;

export default routes(config, {
  '/api/deploy-events': {
    POST: async (req) => {
      const body = await readBodyText(req, MAX_EVENT_BYTES);
      const outcome = await acceptDeployEvent(body, req.headers.get('x-webhook-signature'));
      return json({ success: true, outcome });
    },
  },
});
