// The listing page's view beacon (src/server/listing-views.ts): 204 whatever it counted, so it
// tells nothing; only a body over 2 KB is refused (413), before more of it is read.
import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { idNumber } from '~/src/lib/schemas/fields';
import { countListingView } from '~/src/server/listing-views';
import { clientAddress, readBodyText } from './_shared/request';
import { routes } from './_shared/routes';

export const config: Config = { path: ['/api/listing-views'] };

/** A beacon is `{"unitId":123}`; this leaves room for any honest client. */
const MAX_BEACON_BYTES = 2048;

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
    POST: async (req, context) => {
      // sendBeacon posts text/plain; read the body as text whatever its type. Junk counts nothing.
      const parsed = ViewSchema.safeParse(parseJson(await readBodyText(req, MAX_BEACON_BYTES)));
      if (parsed.success) await countListingView(parsed.data.unitId, req.headers.get('user-agent'), clientAddress(req, context));
      return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
    },
  },
});
