import type { Config } from '@netlify/functions';
import { handler, HttpError, json, methodNotAllowed } from './_shared/http';
import { isImageKey, readImage } from './_shared/image-store';

// A key never changes content, so browsers and the CDN may keep it for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** JSON only when the client asks for it ahead of images (SPEC §7's `{ data }` mode). */
function prefersJson(req: Request): boolean {
  const accept = req.headers.get('accept') ?? '';
  return accept.includes('application/json') && !/image\/(\*|[a-z])/.test(accept.split('application/json')[0] ?? '');
}

// GET /api/image/{filename}
export default handler(async (req) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') throw methodNotAllowed(['GET']);
  const rawKey = new URL(req.url).pathname.slice('/api/image/'.length);
  // Checked before storage is touched: only generated keys, so no path tricks get through.
  if (!isImageKey(rawKey)) throw new HttpError(404, 'Image not found');
  const image = await readImage(rawKey);
  if (!image) throw new HttpError(404, 'Image not found');

  const etag = `"${image.etag?.replace(/"/g, '') ?? rawKey}"`;
  const headers = { etag, 'cache-control': IMMUTABLE, vary: 'Accept' };
  if (prefersJson(req)) {
    return json({ data: `data:${image.contentType};base64,${Buffer.from(image.bytes).toString('base64')}` }, { headers });
  }
  if (req.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(req.method === 'HEAD' ? null : image.bytes, {
    headers: {
      ...headers,
      'content-type': image.contentType,
      'content-length': String(image.bytes.byteLength),
      'x-content-type-options': 'nosniff',
    },
  });
});

export const config: Config = {
  path: '/api/image/*',
};
