// Every answer of the API goes through here: JSON bodies, and one error shape
// `{ message, fieldErrors? }` with an honest status. A 500 never says what went wrong inside.

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
  return new Response(JSON.stringify(body), { ...init, headers });
}

export function errorResponse(error: unknown): Response {
  if (error instanceof HttpError) {
    const body = { message: error.message, ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}) };
    return json(body, { status: error.status, ...(error.headers ? { headers: error.headers } : {}) });
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
export function handler(fn: (req: Request, context: HandlerContext) => Promise<Response>) {
  return async (req: Request, context: HandlerContext = {}): Promise<Response> => {
    try {
      return await fn(req, context);
    } catch (error) {
      return errorResponse(error);
    }
  };
}

export function methodNotAllowed(allowed: string[]): HttpError {
  return new HttpError(405, `Method not allowed. Use ${allowed.join(' or ')}.`);
}

/** Reads a positive whole-number id from a path segment; anything else is a 404. */
export function parseId(segment: string | undefined): number {
  if (!segment || !/^[1-9]\d{0,9}$/.test(segment)) throw new HttpError(404, 'Not found');
  const id = Number(segment);
  if (id > 2147483647) throw new HttpError(404, 'Not found');
  return id;
}
