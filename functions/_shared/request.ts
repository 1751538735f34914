// Reading requests: JSON bodies, validation against the shared schemas, ids, client address.
import type { z } from 'zod';
import { AppError } from '../../src/server/errors';
import type { HandlerContext } from './http';

const MAX_JSON_BYTES = 256 * 1024;

/**
 * The body as a JSON object; anything else (another content type, malformed, an array, too large)
 * is a 4xx. Requiring application/json also means another site's page cannot send it from a
 * visitor's browser without a CORS preflight, which this API never grants.
 */
export async function readJsonObject(req: Request): Promise<Record<string, unknown>> {
  const type = (req.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') throw new AppError('unsupported-media-type', 'Send the body as JSON (Content-Type: application/json)');
  const length = Number(req.headers.get('content-length') ?? 0);
  if (length > MAX_JSON_BYTES) throw new AppError('too-large', 'Request body is too large');
  const text = await req.text();
  if (text.length > MAX_JSON_BYTES) throw new AppError('too-large', 'Request body is too large');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError('invalid', 'Request body must be valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new AppError('invalid', 'Request body must be a JSON object');
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
  throw new AppError('invalid', result.error.issues[0]?.message ?? 'Please check the form fields', { fieldErrors });
}

/** A positive whole-number id from the route (`:id`); anything else is a 404. */
export function idParam(params: Record<string, string>, name = 'id'): number {
  const segment = params[name];
  if (!segment || !/^[1-9]\d{0,9}$/.test(segment) || Number(segment) > 2147483647) throw new AppError('not-found', 'Not found');
  return Number(segment);
}

/** The visitor's address as Netlify reports it, for throttling. */
export function clientAddress(req: Request, context: HandlerContext): string {
  return (
    context.ip ?? req.headers.get('x-nf-client-connection-ip') ?? req.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ?? 'unknown'
  );
}
