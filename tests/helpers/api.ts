// Calls the real function handlers with `new Request(...)`, routed as `npm start` and `npm run dev`
// route them: through the project's function router (scripts/platform/function-router.ts).
import path from 'node:path';
import { createStaffUser, findAdminUserByUsername } from '~/db/queries/admin-users';
import type { StaffRole } from '~/src/lib/schemas/staff-roles';
import { createFunctionRouter, type FunctionRouter } from '~/scripts/platform/function-router';

let router: FunctionRouter | undefined;
/** The router over the site's functions, imported once per test file. */
export const functionRouter = () =>
  (router ??= createFunctionRouter({ functionsDir: path.resolve(import.meta.dirname, '../../functions') }));

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
  const answer = await functionRouter().handle(request, {
    ip: options.ip ?? '203.0.113.7',
    waitUntil: (p) => void options.pending?.push(p),
  });
  // With no function on the path, Netlify answers 404 (no function runs).
  return answer ?? new Response('Not found', { status: 404 });
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
