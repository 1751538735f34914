import type { Config } from '@netlify/functions';
import { ChangePasswordSchema, LoginSchema } from '~/src/lib/schemas/login';
import {
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
  PASSWORD_RESET_SENT,
  ProfileSchema,
  StaffLinkCheckSchema,
} from '~/src/lib/schemas/staff';
import { changePassword, signOutEverywhere } from '~/src/server/account';
import { changeOwnProfile, checkStaffLink, requestPasswordReset, resetPassword } from '~/src/server/staff-accounts';
import { recoveryOptions, relyingPartyOf } from '~/src/server/passkeys';
import { verifyCredentials } from '~/src/server/sign-in';
import { authenticate, clearedSessionCookie, endSession, requireStaff, requireSameSiteSignIn, startSession } from './_shared/auth';
import { json } from './_shared/http';
import { clientAddress, readJsonObject, validate } from './_shared/request';
import { routes } from './_shared/routes';

export const config: Config = {
  path: [
    '/api/auth/me',
    '/api/auth/login',
    '/api/auth/logout',
    '/api/auth/logout-everywhere',
    '/api/auth/password',
    '/api/auth/profile',
    '/api/auth/password-reset',
    '/api/auth/password-reset/confirm',
    '/api/auth/password-reset/check',
  ],
  // Production's edge limit, on top of the per-account throttle stored in the database.
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

export default routes(config, {
  '/api/auth/me': {
    GET: async (req) => {
      const session = await authenticate(req);
      return json(session ? { authenticated: true, userId: session.user.id, user: session.user } : { authenticated: false });
    },
  },
  '/api/auth/login': {
    POST: async (req, context) => {
      requireSameSiteSignIn(req);
      const { username, password } = validate(LoginSchema, await readJsonObject(req));
      const user = await verifyCredentials(username, password, clientAddress(req, context));
      const { token, setCookie } = await startSession(req, user);
      return json({ authenticated: true, userId: user.id, token, user }, { headers: { 'set-cookie': setCookie } });
    },
  },
  '/api/auth/logout': {
    POST: async (req) => {
      await endSession(req);
      return json({ success: true }, { headers: { 'set-cookie': clearedSessionCookie(req) } });
    },
  },
  '/api/auth/logout-everywhere': {
    POST: async (req) => {
      const signedOut = await signOutEverywhere(await requireStaff(req));
      return json({ success: true, signedOut }, { headers: { 'set-cookie': clearedSessionCookie(req) } });
    },
  },
  '/api/auth/password': {
    POST: async (req) => {
      const session = await requireStaff(req);
      await changePassword(session, validate(ChangePasswordSchema, await readJsonObject(req)));
      return json({ success: true });
    },
  },
  '/api/auth/profile': {
    PUT: async (req) => {
      const session = await requireStaff(req);
      const user = await changeOwnProfile(session, validate(ProfileSchema, await readJsonObject(req)));
      return json({ user });
    },
  },
  '/api/auth/password-reset': {
    // The same answer whether or not the address has an account.
    POST: async (req, context) => {
      requireSameSiteSignIn(req);
      const { email } = validate(PasswordResetRequestSchema, await readJsonObject(req));
      await requestPasswordReset(email, clientAddress(req, context));
      return json({ success: true, message: PASSWORD_RESET_SENT });
    },
  },
  '/api/auth/password-reset/confirm': {
    POST: async (req, context) => {
      requireSameSiteSignIn(req);
      const userId = await resetPassword(validate(PasswordResetConfirmSchema, await readJsonObject(req)), clientAddress(req, context));
      // Someone the team requires a passkey of registers one next (decision 080).
      const passkeyRegistration = await recoveryOptions(userId, relyingPartyOf(req.url));
      return json({ success: true, ...(passkeyRegistration ? { passkeyRegistration } : {}) });
    },
  },
  '/api/auth/password-reset/check': {
    // A POST that changes nothing: the secret travels in the body, never in an address or a log.
    POST: async (req, context) => {
      const usable = await checkStaffLink('reset', validate(StaffLinkCheckSchema, await readJsonObject(req)), clientAddress(req, context));
      return json({ usable });
    },
  },
});
