// Staff passkeys (decision 080): the signed-in person's own (list, register, remove), signing in
// with one, and the passkey a password-reset link lets someone register when the team requires it.
import type { Config } from '@netlify/functions';
import { PasskeySignInSchema, RegisterPasskeySchema } from '~/src/lib/schemas/passkeys';
import {
  listOwnPasskeys,
  registerPasskey,
  registerRecoveryPasskey,
  registrationOptions,
  relyingPartyOf,
  removePasskey,
  signInOptions,
  verifyPasskeySignIn,
} from '~/src/server/passkeys';
import { requireSameSiteSignIn, requireStaff, startSession } from './_shared/auth';
import { json } from './_shared/http';
import { clientAddress, idParam, readJsonObject, validate } from './_shared/request';
import { routes } from './_shared/routes';

export const config: Config = {
  path: [
    '/api/passkeys',
    '/api/passkeys/registration-options',
    '/api/passkeys/recovery',
    '/api/passkeys/sign-in-options',
    '/api/passkeys/sign-in',
    '/api/passkeys/:id',
  ],
  // Production's edge limit, as the password sign-in's, on top of the throttle stored in the database.
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

export default routes(config, {
  '/api/passkeys': {
    GET: async (req) => json({ passkeys: await listOwnPasskeys(await requireStaff(req)) }),
    POST: async (req) => {
      const session = await requireStaff(req);
      const passkey = await registerPasskey(session, validate(RegisterPasskeySchema, await readJsonObject(req)), relyingPartyOf(req.url));
      return json({ passkey }, { status: 201 });
    },
  },
  '/api/passkeys/registration-options': {
    POST: async (req) => json(await registrationOptions(await requireStaff(req), relyingPartyOf(req.url))),
  },
  '/api/passkeys/recovery': {
    POST: async (req) => {
      requireSameSiteSignIn(req);
      const user = await registerRecoveryPasskey(validate(RegisterPasskeySchema, await readJsonObject(req)), relyingPartyOf(req.url));
      const { token, setCookie } = await startSession(req, user, 'with a new passkey, after a password reset');
      return json({ authenticated: true, userId: user.id, token, user }, { headers: { 'set-cookie': setCookie } });
    },
  },
  '/api/passkeys/sign-in-options': {
    POST: async (req) => {
      requireSameSiteSignIn(req);
      return json(await signInOptions(relyingPartyOf(req.url)));
    },
  },
  '/api/passkeys/sign-in': {
    POST: async (req, context) => {
      requireSameSiteSignIn(req);
      const data = validate(PasskeySignInSchema, await readJsonObject(req));
      const user = await verifyPasskeySignIn(data, clientAddress(req, context), relyingPartyOf(req.url));
      const { token, setCookie } = await startSession(req, user, 'with a passkey');
      return json({ authenticated: true, userId: user.id, token, user }, { headers: { 'set-cookie': setCookie } });
    },
  },
  // After the named paths: the first pattern that matches serves.
  '/api/passkeys/:id': {
    DELETE: async (req, { params }) => {
      const session = await requireStaff(req);
      await removePasskey(session, idParam(params));
      return json({ success: true });
    },
  },
});
