// Reading requests: JSON bodies, validation against the shared schemas, paths, client address.
import type { z } from 'zod';
import type { HandlerContext } from './http';
import { HttpError } from './http';

const MAX_JSON_BYTES = 256 * 1024;

/** The body as a JSON object; anything else (malformed, an array, too large) is a 4xx. */
export async function readJsonObject(req: Request): Promise<Record<string, unknown>> {
  const length = Number(req.headers.get('content-length') ?? 0);
  if (length > MAX_JSON_BYTES) throw new HttpError(413, 'Request body is too large');
  const text = await req.text();
  if (text.length > MAX_JSON_BYTES) throw new HttpError(413, 'Request body is too large');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'Request body must be valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'Request body must be a JSON object');
  return body as Record<string, unknown>;
}

/** Parses with a shared schema; failures answer 400 with the first message and every field's. */
export function validate<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '_';
    (fieldErrors[field] ??= []).push(issue.message);
  }
  throw new HttpError(400, result.error.issues[0]?.message ?? 'Please check the form fields', fieldErrors);
}

/** The path segments after `base`, e.g. `/api/contact-submissions/7/status` → ['7', 'status']. */
export function pathSegments(req: Request, base: string): string[] {
  const { pathname } = new URL(req.url);
  if (!pathname.startsWith(base)) return [];
  return pathname.slice(base.length).split('/').filter(Boolean);
}

/** The visitor's address as Netlify reports it, for throttling. */
export function clientAddress(req: Request, context: HandlerContext): string {
  return (
    context.ip ?? req.headers.get('x-nf-client-connection-ip') ?? req.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ?? 'unknown'
  );
}
