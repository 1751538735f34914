// The browser's API client (docs/PRODUCT.md §7): credentials always, the stored token as a bearer
// header, and any non-OK answer becomes an Error "<status>: <body>" (docs/PRODUCT.md §8). Answers
// are checked against their schemas (./responses.ts) before anyone uses them. No schema library
// here: public islands import this client, and zod loads with the schemas (docs/decisions/037).

export const AUTH_TOKEN_KEY = 'auth_token';

/**
 * Dispatched on the window when the API answers 401: the staff session ended elsewhere (signed out
 * everywhere, a password change, deactivated). The admin then signs in again (auth.tsx).
 */
export const SESSION_ENDED_EVENT = 'api:session-ended';

/**
 * Dispatched on the window when the API answers 403: what the person may do may have changed
 * meanwhile (an admin made an agent by a colleague). The admin then reads who it is again and
 * hides what the person may no longer do (auth.tsx).
 */
export const RIGHTS_CHANGED_EVENT = 'api:rights-changed';

/** A non-OK answer: its message is "<status>: <body>" (docs/PRODUCT.md §8); status and body kept apart. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
    this.name = 'ApiError';
  }
}

function storedToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(AUTH_TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
}

export async function apiRequest(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = storedToken();
  if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
  if (init.body !== undefined && typeof init.body === 'string' && !headers.has('content-type'))
    headers.set('content-type', 'application/json');
  const response = await fetch(path, { ...init, headers, credentials: 'include' });
  if (!response.ok) {
    if (response.status === 401) globalThis.dispatchEvent?.(new Event(SESSION_ENDED_EVENT));
    if (response.status === 403) globalThis.dispatchEvent?.(new Event(RIGHTS_CHANGED_EVENT));
    const text = await response.text();
    throw new ApiError(response.status, text || response.statusText);
  }
  return response;
}

/** What checks an answer: a zod schema, or a loader of one (so the schema loads with the answer). */
export interface AnswerSchema<T> {
  parse(value: unknown): T;
}
export type SchemaSource<T> = AnswerSchema<T> | (() => Promise<AnswerSchema<T>>);

const schemaOf = <T>(source: SchemaSource<T>) => (typeof source === 'function' ? source() : source);

/**
 * GETs `path` and answers its JSON, checked against `schema`. With `shown` (what is on screen for
 * this path: a page's build-time data, or the last checked answer), an answer that is exactly that
 * JSON is the same data and is answered as it is, without loading or running the schema: a public
 * island's refresh on mount then costs a fetch and a string comparison, not zod's start-up (about
 * 90 ms of blocking time on a phone; docs/BENCHMARKS.md).
 */
export async function apiGet<T>(path: string, schema: SchemaSource<T>, shown?: T): Promise<T> {
  if (shown === undefined) {
    const [checker, body] = await Promise.all([schemaOf(schema), apiRequest(path).then((r) => r.json() as Promise<unknown>)]);
    return checker.parse(body);
  }
  const text = await (await apiRequest(path)).text();
  if (text === JSON.stringify(shown)) return shown;
  return (await schemaOf(schema)).parse(JSON.parse(text));
}

type WriteMethod = 'POST' | 'PUT' | 'DELETE';

/** Sends a write; with a `schema`, answers the JSON it returns, checked. */
export async function apiSend(method: WriteMethod, path: string, body?: unknown): Promise<void>;
export async function apiSend<T>(method: WriteMethod, path: string, body: unknown, schema: SchemaSource<T>): Promise<T>;
export async function apiSend<T>(method: WriteMethod, path: string, body?: unknown, schema?: SchemaSource<T>): Promise<T | void> {
  const response = await apiRequest(path, { method, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  if (schema) return (await schemaOf(schema)).parse(await response.json());
}

/** The one error shape (docs/API.md): `{ message?, fieldErrors? }`. */
interface ErrorBody {
  message?: string;
  fieldErrors?: Record<string, string[]>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isFieldErrors = (value: unknown): value is Record<string, string[]> =>
  isRecord(value) && Object.values(value).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'));

/** The API's error body inside an error from this client ("400: {...}"), when it has that shape. */
function errorBody(error: unknown): ErrorBody {
  if (!(error instanceof ApiError)) return {};
  try {
    const body: unknown = JSON.parse(error.body);
    if (!isRecord(body)) return {};
    const { message, fieldErrors } = body;
    if ((message !== undefined && typeof message !== 'string') || (fieldErrors !== undefined && !isFieldErrors(fieldErrors))) return {};
    return { ...(message !== undefined ? { message } : {}), ...(fieldErrors !== undefined ? { fieldErrors } : {}) };
  } catch {
    return {};
  }
}

/** The human message inside an API error ("400: {"message":"..."}" → "..."). */
export const errorMessage = (error: unknown): string | undefined => errorBody(error).message;

/** The per-field messages of a validation error (400), by field name. */
export const fieldErrors = (error: unknown): Record<string, string[]> => errorBody(error).fieldErrors ?? {};

export const isValidationError = (error: unknown) => error instanceof ApiError && error.status === 400;

/** What a 409 over a newer version carries beside its message (decision 028). */
export interface VersionConflictBody {
  message: string;
  conflict: { version: number; changedBy: string; changedAt: string };
}

const isConflictBody = (value: unknown): value is VersionConflictBody => {
  const body = value as Partial<VersionConflictBody> | null;
  const conflict = body?.conflict;
  return (
    typeof body?.message === 'string' &&
    Number.isInteger(conflict?.version) &&
    typeof conflict?.changedBy === 'string' &&
    typeof conflict.changedAt === 'string'
  );
};

/** A save over a newer version (409 with `conflict`): its message and who changed it, when, to which version. */
export function versionConflict(error: unknown): VersionConflictBody | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  try {
    const body: unknown = JSON.parse(error.body);
    return isConflictBody(body) ? body : null;
  } catch {
    return null;
  }
}
