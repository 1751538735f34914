// The team's settings: any staff member reads them; only an admin changes them.
import type { Config } from '@netlify/functions';
import { TeamSettingsSchema } from '~/src/lib/schemas/lead';
import { getTeamSettings, updateTeamSettings } from '~/src/server/lead-assignment';
import { ensureOwnPasskey } from '~/src/server/passkeys';
import { requireAdmin, requireStaff } from './_shared/auth';
import { json } from './_shared/http';
import { readJsonObject, validate } from './_shared/request';
import { routes } from './_shared/routes';

export const config: Config = { path: ['/api/team-settings'] };

export default routes(config, {
  '/api/team-settings': {
    GET: async (req) => {
      await requireStaff(req);
      return json(await getTeamSettings());
    },
    // { autoAssign }: new leads go round-robin to the active agents. { requirePasskeysForAdmins }:
    // a password alone no longer signs an admin in (decision 080); turning it on needs a passkey of one's own.
    PUT: async (req) => {
      const session = await requireAdmin(req, 'change team settings');
      const change = validate(TeamSettingsSchema, await readJsonObject(req));
      if (change.requirePasskeysForAdmins === true) await ensureOwnPasskey(session);
      return json(await updateTeamSettings(change));
    },
  },
});
