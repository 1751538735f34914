import bcrypt from 'bcryptjs';
import type { Config } from '@netlify/functions';
import { findAdminUserByUsername } from '../db/queries/admin-users';
import { LoginSchema } from '../src/lib/schemas/login';
import { authenticate, clearedSessionCookie, endSession, startSession } from './_shared/auth';
import { handler, HttpError, json, methodNotAllowed } from './_shared/http';
import { clientAddress, pathSegments, readJsonObject, validate } from './_shared/request';
import { assertNotThrottled, FAILED_LOGINS, recordHit } from './_shared/throttle';
import { clearHits } from '../db/queries/rate-limits';

// Compared against when the username is unknown, so both failures take the same time.
const UNKNOWN_USER_HASH = '$2b$12$elbkM5XNDDXxisjgLQvVN.kJVmwK7bWHBpNE48zM16vJxVUitOus.';

// /api/auth/login, /api/auth/logout, /api/auth/me
export default handler(async (req, context) => {
  const [action, extra] = pathSegments(req, '/api/auth');
  if (extra !== undefined) throw new HttpError(404, 'Not found');

  if (action === 'me') {
    if (req.method !== 'GET') throw methodNotAllowed(['GET']);
    const session = await authenticate(req);
    return json(session ? { authenticated: true, userId: session.user.id, user: session.user } : { authenticated: false });
  }

  if (action === 'login') {
    if (req.method !== 'POST') throw methodNotAllowed(['POST']);
    const { username, password } = validate(LoginSchema, await readJsonObject(req));
    const bucket = `login:${username.toLowerCase()}:${clientAddress(req, context)}`;
    await assertNotThrottled(bucket, FAILED_LOGINS);
    const user = await findAdminUserByUsername(username);
    const passwordMatches = await bcrypt.compare(password, user?.passwordHash ?? UNKNOWN_USER_HASH);
    if (!user || !passwordMatches) {
      await recordHit(bucket);
      throw new HttpError(401, 'Invalid username or password');
    }
    await clearHits(bucket);
    const { token, setCookie } = await startSession(req, user.id);
    const publicUser = { id: user.id, username: user.username, role: user.role };
    return json({ authenticated: true, userId: user.id, token, user: publicUser }, { headers: { 'set-cookie': setCookie } });
  }

  if (action === 'logout') {
    if (req.method !== 'POST') throw methodNotAllowed(['POST']);
    await endSession(req);
    return json({ success: true }, { headers: { 'set-cookie': clearedSessionCookie(req) } });
  }

  throw new HttpError(404, 'Not found');
});

export const config: Config = {
  path: '/api/auth/*',
  // Production's edge limit, on top of the per-account throttle stored in the database.
  rateLimit: { windowLimit: 60, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
