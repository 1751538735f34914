// Method dispatch for a function that serves several paths. Netlify picks the function by its
// `config.path` patterns; this picks the handler by the same patterns (URLPattern, as Netlify
// matches them) and the method, hands it the named parameters, and answers 405 with `Allow`.
// Once a handler has answered, its request goes to the activity log (./activity.ts).
import type { Config } from '@netlify/functions';
import { AppError } from '~/src/server/errors';
import { inRequestScope, isAudited } from '~/src/server/audit';
import { recordRequest } from './activity';
import { clientAddressPrefix } from './request';
import { errorResponse, handler, type HandlerContext } from './http';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface RouteContext extends HandlerContext {
  params: Record<string, string>;
}
export type RouteHandler = (req: Request, context: RouteContext) => Promise<Response>;
type MethodTable = Partial<Record<Method, RouteHandler>>;

const allowed = (methods: MethodTable) => [...Object.keys(methods), ...('GET' in methods ? ['HEAD'] : [])];

/** One function's handler from `{ '<config.path pattern>': { GET, POST, ... } }`. */
export function routes(config: Config, table: Record<string, MethodTable>) {
  const paths = [config.path ?? []].flat();
  const patterns = Object.keys(table);
  // The table names exactly the paths Netlify routes to this function: checked at load time.
  if ([...paths].sort().join('\n') !== [...patterns].sort().join('\n')) {
    throw new Error(`Route table (${patterns.join(', ')}) does not match config.path (${paths.join(', ')})`);
  }
  const compiled = patterns.map((pathname) => ({ pathname, pattern: new URLPattern({ pathname }), methods: table[pathname]! }));

  const serve = handler<HandlerContext & { params?: Record<string, string> }>(async (req, context) => {
    const { pathname } = new URL(req.url);
    for (const { pathname: route, pattern, methods } of compiled) {
      const match = pattern.exec({ pathname });
      if (!match) continue;
      const run = methods[(req.method === 'HEAD' ? 'GET' : req.method) as Method];
      if (!run) {
        const allow = allowed(methods).join(', ');
        throw new AppError('method-not-allowed', `Method not allowed. Use ${allow}.`, { headers: { allow } });
      }
      const params = Object.fromEntries(Object.entries(match.pathname.groups).filter((e): e is [string, string] => e[1] !== undefined));
      // An error becomes its answer here, so a refused write is logged with the status it got.
      // The request's method, path and address go with it to any audited change it makes (src/server/audit.ts).
      const scope = { method: req.method, path: pathname, addressPrefix: clientAddressPrefix(req, context) };
      const [answer, audited] = await inRequestScope(
        scope,
        async () => [await run(req, { ...context, params }).catch(errorResponse), isAudited()] as const,
      );
      await recordRequest(req, context, route, params, answer.status, audited);
      return answer;
    }
    throw new AppError('not-found', 'Not found');
  });
  // The methods each path serves, for the test that holds the OpenAPI document to them.
  return Object.assign(serve, { methods: Object.fromEntries(patterns.map((pattern) => [pattern, Object.keys(table[pattern]!)])) });
}
