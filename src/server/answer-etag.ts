// The ETag of a JSON answer: the API sends it (functions/_shared/public-read.ts), and a page built
// from the same data bakes it in, so its island can ask "changed since?" and get 304 when not.
import { createHash } from 'node:crypto';

/** The ETag of an answer's text. */
export const etagOf = (text: string) => `"${createHash('sha256').update(text).digest('base64url').slice(0, 32)}"`;

/** The ETag the API sends for `body` (the same JSON.stringify it answers with). */
export const answerETag = (body: unknown) => etagOf(JSON.stringify(body));
