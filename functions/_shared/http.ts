// Every answer of the API goes through here: JSON bodies, and one error shape
// `{ message, fieldErrors? }` with an honest status. A 500 never says what went wrong inside.
import { AppError } from '../../src/server/errors';

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
  return new Response(JSON.stringify(body), { ...init, headers });
}

export function errorResponse(error: unknown): Response {
  if (error instanceof AppError) {
    const { fieldErrors, headers } = error.details;
    return json(
      { message: error.message, ...(fieldErrors ? { fieldErrors } : {}) },
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

/** Wraps a handler so that any thrown error becomes the error shape. */
export function handler<C extends HandlerContext>(fn: (req: Request, context: C) => Promise<Response>) {
  return async (req: Request, context: C = {} as C): Promise<Response> => {
    try {
      return await fn(req, context);
    } catch (error) {
      return errorResponse(error);
    }
  };
}
