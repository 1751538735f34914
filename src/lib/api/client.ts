// The browser's API client (docs/PRODUCT.md §7): credentials always, the stored token as a bearer
// header, and any non-OK answer becomes an Error "<status>: <body>" (docs/PRODUCT.md §8). Answers
// are checked against their schemas (./responses.ts) before anyone uses them.
import '../zod-setup';
import { z } from 'zod';

export const AUTH_TOKEN_KEY = 'auth_token';

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
    const text = await response.text();
    throw new ApiError(response.status, text || response.statusText);
  }
  return response;
}

/** GETs `path` and answers its JSON, checked against `schema`. */
export async function apiGet<T>(path: string, schema: z.ZodType<T>): Promise<T> {
  return schema.parse(await (await apiRequest(path)).json());
}

type WriteMethod = 'POST' | 'PUT' | 'DELETE';

/** Sends a write; with a `schema`, answers the JSON it returns, checked. */
export async function apiSend(method: WriteMethod, path: string, body?: unknown): Promise<void>;
export async function apiSend<T>(method: WriteMethod, path: string, body: unknown, schema: z.ZodType<T>): Promise<T>;
export async function apiSend<T>(method: WriteMethod, path: string, body?: unknown, schema?: z.ZodType<T>): Promise<T | void> {
  const response = await apiRequest(path, { method, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  if (schema) return schema.parse(await response.json());
}

const ErrorBodySchema = z.object({ message: z.string().optional(), fieldErrors: z.record(z.string(), z.array(z.string())).optional() });

/** The API's error body inside an error from this client ("400: {...}"), when there is one. */
function errorBody(error: unknown): z.output<typeof ErrorBodySchema> {
  if (!(error instanceof ApiError)) return {};
  try {
    return ErrorBodySchema.catch({}).parse(JSON.parse(error.body));
  } catch {
    return {};
  }
}

/** The human message inside an API error ("400: {"message":"..."}" → "..."). */
export const errorMessage = (error: unknown): string | undefined => errorBody(error).message;

/** The per-field messages of a validation error (400), by field name. */
export const fieldErrors = (error: unknown): Record<string, string[]> => errorBody(error).fieldErrors ?? {};

export const isValidationError = (error: unknown) => error instanceof ApiError && error.status === 400;

const ConflictBodySchema = z.object({
  message: z.string(),
  conflict: z.object({ version: z.number().int(), changedBy: z.string(), changedAt: z.string() }),
});

/** A save over a newer version (409 with `conflict`): its message and who changed it, when, to which version. */
export function versionConflict(error: unknown): z.output<typeof ConflictBodySchema> | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  try {
    const parsed = ConflictBodySchema.safeParse(JSON.parse(error.body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
