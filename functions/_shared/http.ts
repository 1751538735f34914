// Every answer of the API goes through here: JSON bodies, and one error shape
// `{ message, fieldErrors? }` (plus a few documented extras, e.g. a 409's `conflict`) with an honest status. A 500 never says what went wrong inside.
import { AppError } from '~/src/server/errors';

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
  return new Response(JSON.stringify(body), { ...init, headers });
}

export function errorResponse(error: unknown): Response {
  if (error instanceof AppError) {
    const { fieldErrors, headers, body } = error.details;
    return json(
      { ...body, message: error.message, ...(fieldErrors ? { fieldErrors } : {}) },
      { status: error.status, ...(headers ? { headers } : {}) },
    );
  }
  console.error(error);
  return json({ message: 'Something went wrong on our side. Please try again.' }, { status: 500 });
}

/** What a handler needs of Netlify's context; tests pass their own. */
export interface HandlerContext {
  ip?: string;
  waitUntil?: (promise: Promise<unknown>) => void;
}

/**
 * Headers on every API answer, errors and photos included: Netlify's [[headers]] in netlify.toml
 * apply to pages only, never to function responses. An answer is data, never a document: nothing
 * may run in it, frame it, sniff it into another type or embed it from another site.
 */
export const API_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
} as const;

function withSecurityHeaders(response: Response): Response {
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) {
    // A page in the site's layout brings the pages' own policy (html-page.ts); every other answer gets the API's.
    if (name === 'content-security-policy' && response.headers.has(name)) continue;
    response.headers.set(name, value);
  }
  return response;
}

/** Wraps a handler so that any thrown error becomes the error shape, and every answer gets the security headers. */
export function handler<C extends HandlerContext>(fn: (req: Request, context: C) => Promise<Response>) {
  return async (req: Request, context: C = {} as C): Promise<Response> => {
    try {
      return withSecurityHeaders(await fn(req, context));
    } catch (error) {
      return withSecurityHeaders(errorResponse(error));
    }
  };
}
