import type { Config } from '@netlify/functions';
import { actorOf } from '~/src/server/actor';
import { cacheTags } from '~/src/server/cdn-cache';
import { getSiteContentRecord, updateSiteContent } from '~/src/server/site-content';
import { SiteContentSchema } from '~/src/lib/schemas/site-content';
import { ExpectedVersionSchema } from '~/src/lib/schemas/version';
import { requireAdmin } from './_shared/auth';
import { json } from './_shared/http';
import { publicJson } from './_shared/public-read';
import { readJsonObject, validate } from './_shared/request';
import { routes } from './_shared/routes';

export const config: Config = {
  path: '/api/site-content',
};

export default routes(config, {
  '/api/site-content': {
    GET: async (req) => publicJson(req, await getSiteContentRecord(), [cacheTags.siteContent]),
    PUT: async (req, context) => {
      const session = await requireAdmin(req, 'change the site content');
      const body = await readJsonObject(req);
      const { version } = validate(ExpectedVersionSchema, body);
      return json(await updateSiteContent(validate(SiteContentSchema, body), version, actorOf(session), context));
    },
  },
});
