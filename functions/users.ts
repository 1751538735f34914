// Staff accounts: the team an admin manages, and joining it from an invitation link.
import type { Config } from '@netlify/functions';
import { AcceptInvitationSchema, InviteSchema, StaffLinkCheckSchema, UpdateUserSchema } from '~/src/lib/schemas/staff';
import {
  changeColleagueAccount,
  checkStaffLink,
  inviteColleague,
  joinTeam,
  listTeam,
  withdrawColleagueInvitation,
} from '~/src/server/staff-accounts';
import { requireAdmin, requireSameSiteSignIn, startSession } from './_shared/auth';
import { json } from './_shared/http';
import { clientAddress, idParam, readJsonObject, validate } from './_shared/request';
import { routes } from './_shared/routes';

const MANAGE = 'manage users';

export const config: Config = {
  // '/api/users/invitations' before '/api/users/:id': the first pattern that matches serves.
  path: [
    '/api/users',
    '/api/users/invitations',
    '/api/users/invitations/:id',
    '/api/users/:id',
    '/api/invitations/accept',
    '/api/invitations/check',
  ],
  // Production's edge limit on guessing invitation links, on top of their 256-bit secrets.
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

export default routes(config, {
  '/api/users': {
    GET: async (req) => {
      await requireAdmin(req, MANAGE);
      return json(await listTeam());
    },
  },
  '/api/users/invitations': {
    POST: async (req) => {
      const session = await requireAdmin(req, MANAGE);
      return json(await inviteColleague(session, validate(InviteSchema, await readJsonObject(req))), { status: 201 });
    },
  },
  '/api/users/invitations/:id': {
    DELETE: async (req, { params }) => {
      const session = await requireAdmin(req, MANAGE);
      await withdrawColleagueInvitation(session, idParam(params));
      return json({ success: true });
    },
  },
  '/api/users/:id': {
    PUT: async (req, { params }) => {
      const session = await requireAdmin(req, MANAGE);
      const id = idParam(params);
      return json(await changeColleagueAccount(session, id, validate(UpdateUserSchema, await readJsonObject(req))));
    },
  },
  '/api/invitations/accept': {
    // Answers like a sign-in: the new colleague is signed in.
    POST: async (req, context) => {
      requireSameSiteSignIn(req);
      const user = await joinTeam(validate(AcceptInvitationSchema, await readJsonObject(req)), clientAddress(req, context));
      const { token, setCookie } = await startSession(req, user);
      return json({ authenticated: true, userId: user.id, token, user }, { status: 201, headers: { 'set-cookie': setCookie } });
    },
  },
  '/api/invitations/check': {
    // A POST that changes nothing: the secret travels in the body, never in an address or a log.
    POST: async (req, context) => {
      const usable = await checkStaffLink('invite', validate(StaffLinkCheckSchema, await readJsonObject(req)), clientAddress(req, context));
      return json({ usable });
    },
  },
});
