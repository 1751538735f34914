// The HTTP side of admin sessions: the token travels as a bearer header or in an HttpOnly cookie,
// and cookie-authenticated writes must come from this site's own pages. What makes a session
// valid lives in src/server/sessions.ts.
import { isAdminRole, type PublicUser } from '~/src/lib/schemas/staff-roles';
import { AppError } from '~/src/server/errors';
import { closeSessionByToken, findSessionByToken, openSession, type AdminSession } from '~/src/server/sessions';

export type { AdminSession };

/**
 * The session cookie. On https it carries the `__Host-` prefix: browsers then accept it only if
 * Secure, for the whole site and without a Domain, so no subdomain can set or shadow it.
 */
export const SESSION_COOKIE = 'session';
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

const isSecure = (req: Request) => new URL(req.url).protocol === 'https:';

function cookie(req: Request, value: string, maxAgeSeconds: number): string {
  return [
    `${isSecure(req) ? SECURE_SESSION_COOKIE : SESSION_COOKIE}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAgeSeconds}`,
    ...(isSecure(req) ? ['Secure'] : []),
  ].join('; ');
}

/** Signs the user in; the request then counts as theirs (the activity log records the sign-in). */
export async function startSession(req: Request, user: PublicUser, how?: string): Promise<{ token: string; setCookie: string }> {
  const { token, maxAgeSeconds, sessionId } = await openSession(user, how);
  signedIn.set(req, { sessionId, user });
  return { token, setCookie: cookie(req, token, maxAgeSeconds) };
}

export const clearedSessionCookie = (req: Request) => cookie(req, '', 0);

function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

function presentedToken(req: Request): { token: string; via: 'bearer' | 'cookie' } | null {
  const authorization = req.headers.get('authorization') ?? '';
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
  if (bearer) return { token: bearer, via: 'bearer' };
  const fromCookie = readCookie(req, isSecure(req) ? SECURE_SESSION_COOKIE : SESSION_COOKIE);
  return fromCookie ? { token: fromCookie, via: 'cookie' } : null;
}

/** The admin session the request carries, or null (signed out, garbage, expired or revoked). */
export async function authenticate(req: Request): Promise<(AdminSession & { via: 'bearer' | 'cookie' }) | null> {
  const presented = presentedToken(req);
  if (!presented) return null;
  const session = await findSessionByToken(presented.token);
  return session ? { ...session, via: presented.via } : null;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A cookie-carrying write from another site's page (browsers always send Origin on those). */
function isCrossSiteWrite(req: Request): boolean {
  if (SAFE_METHODS.has(req.method)) return false;
  const origin = req.headers.get('origin');
  return origin ? origin !== new URL(req.url).origin : req.headers.get('sec-fetch-site') === 'cross-site';
}

/** Every write and admin read: a valid staff session (any role), and no cross-site use of the cookie. */
export async function requireStaff(req: Request): Promise<AdminSession> {
  const session = await authenticate(req);
  if (!session) throw new AppError('unauthorized', 'Please sign in to continue');
  if (session.via === 'cookie' && isCrossSiteWrite(req)) throw new AppError('forbidden', 'This request must come from the admin panel');
  signedIn.set(req, session);
  return session;
}

/** What only the admin role may do (users, backups, site content, Trash purge, Activity): 403 for an agent. */
export async function requireAdmin(req: Request, what: string): Promise<AdminSession> {
  return ensureAdmin(await requireStaff(req), what);
}

/** The same refusal for a session already checked, when the record decides (a site-content draft). */
export function ensureAdmin(session: AdminSession, what: string): AdminSession {
  if (!isAdminRole(session.user.role)) throw new AppError('forbidden', `Only an admin can ${what}`);
  return session;
}

// The session each request was checked with, for the activity log written after the handler.
const signedIn = new WeakMap<Request, AdminSession>();

/** The staff session a handler checked on this request, if it checked one. */
export const checkedSession = (req: Request): AdminSession | undefined => signedIn.get(req);

/** A sign-in sent by another site's page (it could make its visitors' browsers guess passwords). */
export function requireSameSiteSignIn(req: Request): void {
  if (isCrossSiteWrite(req)) throw new AppError('forbidden', "Sign in from this site's own admin page");
}

/** Revokes the session the request carries, if any. */
export async function endSession(req: Request): Promise<void> {
  const presented = presentedToken(req);
  if (presented?.via === 'cookie' && isCrossSiteWrite(req)) throw new AppError('forbidden', 'This request must come from the admin panel');
  if (!presented) return;
  // Whose session ends, for the activity log's sign-out line.
  const session = await findSessionByToken(presented.token);
  if (session) signedIn.set(req, session);
  await closeSessionByToken(presented.token);
}
