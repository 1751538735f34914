// The API described once, as OpenAPI 3.1, from the schemas the functions validate with
// (src/server/openapi/). Integrators generate clients and tests from it.
import type { Config } from '@netlify/functions';
import { openApiDocument } from '~/src/server/openapi/document';
import { json } from './_shared/http';
import { routes } from './_shared/routes';

export const config: Config = { path: '/api/openapi.json' };

// Built when the function loads (about 0.1 s of zod's generator), so no request waits for it.
const document = openApiDocument();

export default routes(config, {
  '/api/openapi.json': {
    // Public and the same for everyone; it changes only with a deploy.
    GET: async () => json(document, { headers: { 'cache-control': 'public, max-age=300' } }),
  },
});
