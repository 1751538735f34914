// Calls the real function handlers with `new Request(...)`, routed as Netlify routes them: by
// each module's own `config.path` patterns.
import type { Config } from '@netlify/functions';
import { createStaffUser, findAdminUserByUsername } from '~/db/queries/admin-users';
import type { StaffRole } from '~/src/lib/schemas/staff-roles';
import type { HandlerContext } from '~/functions/_shared/http';

type Handler = (req: Request, context?: HandlerContext) => Promise<Response>;
interface FunctionModule {
  default: Handler;
  config: Config;
}

const modules = import.meta.glob<FunctionModule>('../../functions/*.ts');

/** The function whose `config.path` matches; with none, Netlify answers 404 (no function runs). */
async function functionFor(pathname: string): Promise<Handler> {
  for (const load of Object.values(modules)) {
    const module = await load();
    const patterns = [module.config.path ?? []].flat();
    if (patterns.some((pattern) => new URLPattern({ pathname: pattern }).test({ pathname }))) return module.default;
  }
  return async () => new Response('Not found', { status: 404 });
}

export const ORIGIN = 'http://localhost:8888';

export interface CallOptions {
  token?: string;
  cookie?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  ip?: string;
  /** Collects work a handler hands to Netlify's waitUntil. */
  pending?: Promise<unknown>[];
}

export async function api(method: string, path: string, options: CallOptions = {}): Promise<Response> {
  const handle = await functionFor(new URL(path, ORIGIN).pathname);
  const headers = new Headers(options.headers);
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  if (options.cookie) headers.set('cookie', options.cookie);
  let body = options.body;
  if (options.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.json);
  }
  // A streamed body (no Content-Length) needs duplex: 'half' in Node's Request.
  const streamed = body instanceof ReadableStream ? { duplex: 'half' as const } : {};
  const request = new Request(`${ORIGIN}${path}`, { method, headers, ...(body !== undefined ? { body } : {}), ...streamed });
  const context: HandlerContext = { ip: options.ip ?? '203.0.113.7', waitUntil: (p) => void options.pending?.push(p) };
  return handle(request, context);
}

export async function readJson<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** Creates an account (once; an admin unless `role` says) and signs in through the API; answers the token and cookie. */
export async function signIn(username = 'admin', password = 'correct horse battery staple', role: StaffRole = 'admin') {
  if (!(await findAdminUserByUsername(username))) await createStaffUser({ username, password, role });
  const response = await api('POST', '/api/auth/login', { json: { username, password } });
  if (response.status !== 200) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  const { token } = await readJson<{ token: string }>(response);
  const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
  return { token, cookie };
}
