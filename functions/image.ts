import type { Config } from '@netlify/functions';
import { cacheTags } from '~/src/server/cdn-cache';
import { AppError } from '~/src/server/errors';
import { isImageKey, readImage } from '~/src/server/photos/image-store';
import { json } from './_shared/http';
import { cdnHeaders, matchesETag } from './_shared/public-read';
import { routes } from './_shared/routes';

export const config: Config = {
  path: '/api/image/:key',
};

// A key never changes content, so browsers and the CDN may keep it for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** JSON only when the client asks for it ahead of images (the `{ data }` mode of docs/PRODUCT.md §3). */
function prefersJson(req: Request): boolean {
  const accept = req.headers.get('accept') ?? '';
  return accept.includes('application/json') && !/image\/(\*|[a-z])/.test(accept.split('application/json')[0] ?? '');
}

export default routes(config, {
  '/api/image/:key': {
    GET: async (req, { params }) => {
      const key = params['key'] ?? '';
      // Checked before storage is touched: only generated keys, so no path tricks get through.
      if (!isImageKey(key)) throw new AppError('not-found', 'Image not found');
      const image = await readImage(key);
      if (!image) throw new AppError('not-found', 'Image not found');

      const etag = `"${image.etag?.replace(/"/g, '') ?? key}"`;
      // Browsers keep a photo for good (its key never changes content); the CDN until it is deleted.
      const headers = {
        ...cdnHeaders(req, [cacheTags.image(key)], { headers: ['Accept'] }),
        etag,
        'cache-control': IMMUTABLE,
        vary: 'Accept',
      };
      if (prefersJson(req)) {
        return json({ data: `data:${image.contentType};base64,${Buffer.from(image.bytes).toString('base64')}` }, { headers });
      }
      if (matchesETag(req, etag)) return new Response(null, { status: 304, headers });
      return new Response(req.method === 'HEAD' ? null : image.bytes, {
        headers: {
          ...headers,
          // A floor plan PDF is downloaded, never opened in the site's origin (decision 025).
          ...(image.contentType === 'application/pdf' ? { 'content-disposition': 'attachment; filename="floor-plan.pdf"' } : {}),
          'content-type': image.contentType,
          'content-length': String(image.bytes.byteLength),
        },
      });
    },
  },
});
