// The browser's API client (SPEC §7): credentials always, the stored token as a bearer header,
// and any non-OK answer becomes an Error "<status>: <body>" (SPEC §8).
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
  if (init.body !== undefined && typeof init.body === 'string' && !headers.has('content-type')) headers.set('content-type', 'application/json');
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

/** The human message inside an API error ("400: {"message":"..."}" → "..."). */
export function errorMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const body = error.message.replace(/^\d{3}: /, '');
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return typeof parsed.message === 'string' ? parsed.message : undefined;
  } catch {
    return undefined;
  }
}
