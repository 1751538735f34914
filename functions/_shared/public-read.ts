// Answers for the public reads (units, buildings, gallery, photos): kept at Netlify's CDN until a
// write purges one of their tags (src/server/cdn-cache.ts), while browsers revalidate every time
// by ETag and get 304 when nothing changed. A request with a session is never cached anywhere:
// the admin always reads the database.
import { etagOf } from '~/src/server/answer-etag';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './auth';

export const CDN_CACHE_CONTROL = 'public, durable, s-maxage=31536000, stale-while-revalidate=60';
const REVALIDATE = 'public, max-age=0, must-revalidate';

/** What a public answer depends on besides its path, which the CDN's cache key then holds. */
export interface VaryOn {
  /** The query parameters the read uses (none by default): any other, `?_=<random>` included, shares the cached copy. */
  query?: string[];
  /** Request headers that change the answer (the photo's Accept). */
  headers?: string[];
}

// Requests carrying a session get their own (uncached) answer rather than a shared copy. `query=`
// lists the parameters that make another answer; with none listed, the query string is no part
// of the key (docs/decisions/012-cdn-cache-tags.md).
const netlifyVary = ({ query = [], headers = [] }: VaryOn) =>
  `query=${query.join('|')},header=${['Authorization', ...headers].join('|')},cookie=${SESSION_COOKIE}|${SECURE_SESSION_COOKIE}`;

export function hasSession(req: Request): boolean {
  if (req.headers.has('authorization')) return true;
  const cookies = req.headers.get('cookie') ?? '';
  return new RegExp(`(^|;\\s*)(${SESSION_COOKIE}|${SECURE_SESSION_COOKIE})=`).test(cookies);
}

/** The CDN headers for a public answer: a shared copy, tagged; each request with a session apart. */
export function cdnHeaders(req: Request, tags: string[], varyOn: VaryOn = {}): Record<string, string> {
  const vary = { 'netlify-vary': netlifyVary(varyOn) };
  if (hasSession(req)) return vary;
  return { ...vary, 'netlify-cdn-cache-control': CDN_CACHE_CONTROL, 'netlify-cache-tag': tags.join(',') };
}

export const matchesETag = (req: Request, etag: string) =>
  (req.headers.get('if-none-match') ?? '').split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);

/** JSON for everyone: tagged at the CDN, revalidated by browsers; `no-store` with a session. */
export function publicJson(req: Request, body: unknown, tags: string[], varyOn: VaryOn = {}): Response {
  const text = JSON.stringify(body);
  const etag = etagOf(text);
  const headers = { ...cdnHeaders(req, tags, varyOn), etag, 'cache-control': hasSession(req) ? 'no-store' : REVALIDATE };
  if (matchesETag(req, etag)) return new Response(null, { status: 304, headers });
  return new Response(text, { headers: { ...headers, 'content-type': 'application/json; charset=utf-8' } });
}
