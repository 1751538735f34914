// A person's data on request (admins only): find, export and erase everything held under an
// e-mail address. Every route is a POST with the address in the body, so no URL, server log or
// activity-log line ever holds it; each is recorded in the activity log (the erasure with its
// reference, written in its own transaction).
import type { Config } from '@netlify/functions';
import { PersonErasureSchema, PersonLookupSchema } from '~/src/lib/schemas/people-data';
import { erasePerson, exportPerson, findPerson } from '~/src/server/people-data';
import { requireAdmin } from './_shared/auth';
import { json } from './_shared/http';
import { clientAddressPrefix, readJsonObject, validate } from './_shared/request';
import { routes } from './_shared/routes';

export const config: Config = {
  path: ['/api/people-data/lookup', '/api/people-data/export', '/api/people-data/erase'],
};

/** The export's file name: the day only, never the address. */
const exportFileName = (exportedAt: string) => `person-data-${exportedAt.slice(0, 10)}.json`;

export default routes(config, {
  '/api/people-data/lookup': {
    // { email }: how much is held about the address, and its inquiries.
    POST: async (req) => {
      await requireAdmin(req, "look up a person's data");
      const { email } = validate(PersonLookupSchema, await readJsonObject(req));
      return json(await findPerson(email), { headers: { 'cache-control': 'no-store' } });
    },
  },
  '/api/people-data/export': {
    // { email }: everything held, as one JSON file to download.
    POST: async (req) => {
      await requireAdmin(req, "export a person's data");
      const { email } = validate(PersonLookupSchema, await readJsonObject(req));
      const data = await exportPerson(email);
      return json(data, {
        headers: {
          'content-disposition': `attachment; filename="${exportFileName(data.exportedAt)}"`,
          'cache-control': 'no-store',
        },
      });
    },
  },
  '/api/people-data/erase': {
    // { email, confirmEmail, phone? }: erases the person in one transaction; answers the reference.
    POST: async (req, context) => {
      const session = await requireAdmin(req, "erase a person's data");
      const erasure = validate(PersonErasureSchema, await readJsonObject(req));
      const receipt = await erasePerson(erasure, {
        userId: session.user.id,
        userName: session.user.name,
        method: req.method,
        path: new URL(req.url).pathname,
        addressPrefix: clientAddressPrefix(req, context),
      });
      return json(receipt);
    },
  },
});
