// The browser's API client (docs/PRODUCT.md §7): credentials always, the stored token as a bearer header,
// and any non-OK answer becomes an Error "<status>: <body>" (docs/PRODUCT.md §8).
export const AUTH_TOKEN_KEY = 'auth_token';

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
    throw new Error(`${response.status}: ${text || response.statusText}`);
  }
  return response;
}

export async function apiGet<T>(path: string): Promise<T> {
  return (await (await apiRequest(path)).json()) as T;
}

export async function apiSend<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const response = await apiRequest(path, { method, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  return (await response.json()) as T;
}

/** The API's error body inside an error from this client ("400: {...}"), when there is one. */
function errorBody(error: unknown): { message?: unknown; fieldErrors?: Record<string, string[]> } {
  if (!(error instanceof Error)) return {};
  try {
    return JSON.parse(error.message.replace(/^\d{3}: /, '')) as { message?: unknown; fieldErrors?: Record<string, string[]> };
  } catch {
    return {};
  }
}

/** The human message inside an API error ("400: {"message":"..."}" → "..."). */
export function errorMessage(error: unknown): string | undefined {
  const { message } = errorBody(error);
  return typeof message === 'string' ? message : undefined;
}

/** The per-field messages of a validation error (400), by field name. */
export const fieldErrors = (error: unknown): Record<string, string[]> => errorBody(error).fieldErrors ?? {};

export const isValidationError = (error: unknown) => error instanceof Error && error.message.startsWith('400:');
