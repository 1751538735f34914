// The listing page's view beacon (src/server/listing-views.ts): always 204, so it tells nothing.
import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { idNumber } from '../src/lib/schemas/fields';
import { countListingView } from '../src/server/listing-views';
import { routes } from './_shared/routes';

export const config: Config = { path: ['/api/listing-views'] };

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

const ViewSchema = z.object({ unitId: idNumber('Unknown unit') });

export default routes(config, {
  '/api/listing-views': {
    POST: async (req) => {
      // sendBeacon posts text/plain; read the body as text whatever its type. Junk counts nothing.
      const parsed = ViewSchema.safeParse(parseJson(await req.text()));
      if (parsed.success) await countListingView(parsed.data.unitId, req.headers.get('user-agent'));
      return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
    },
  },
});
