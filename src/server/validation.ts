// Parsing with a shared schema, for the HTTP edge (functions/_shared/request.ts re-exports it) and
// for domain code that validates a body it stores for later, such as a draft (src/server/drafts.ts).
import type { z } from 'zod';
import { AppError } from './errors';

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
