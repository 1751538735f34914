// Admin sessions: a JWT (jose, HS256) that names a row in `sessions`. A token is good only while
// its row exists, is unexpired and unrevoked, so a logout ends it at once. How the token travels
// (bearer header or cookie) is the HTTP edge's business: functions/_shared/auth.ts.
import { jwtVerify, SignJWT } from 'jose';
import { getDb } from '~/db/client';
import { createSession, findActiveSession, revokeSession } from '~/db/queries/sessions';
import { recordEvent } from './audit';
import { MissingSettingError, serverSecret } from './env';
import type { PublicUser } from './sign-in';

export const SESSION_DAYS = 7;

export interface AdminSession {
  sessionId: string;
  user: PublicUser;
}

/**
 * Stores a new session for the user, with its 'sign-in' line in the activity log (`how`, when not
 * the password: 'with a passkey', ...), and signs the token that names it.
 */
export async function openSession(
  user: Pick<PublicUser, 'id' | 'name'>,
  how?: string,
): Promise<{ token: string; maxAgeSeconds: number; sessionId: string }> {
  const userId = user.id;
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  const session = await getDb().transaction(async (tx) => {
    const opened = await createSession(userId, expiresAt, tx);
    await recordEvent({ userId, name: user.name }, { event: 'sign-in', record: { kind: 'account', id: userId }, detail: how ?? null }, tx);
    return opened;
  });
  const token = await new SignJWT({ sid: session.id })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(serverSecret());
  return { token, maxAgeSeconds: SESSION_DAYS * 86_400, sessionId: session.id };
}

async function readSessionId(token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, serverSecret(), { algorithms: ['HS256'] });
    return typeof payload['sid'] === 'string' ? payload['sid'] : null;
  } catch (error) {
    if (error instanceof MissingSettingError) throw error;
    return null;
  }
}

/** The live session a token names, or null (garbage, expired or revoked). */
export async function findSessionByToken(token: string): Promise<AdminSession | null> {
  const sessionId = await readSessionId(token);
  return sessionId ? findActiveSession(sessionId) : null;
}

/** Revokes the session a token names, if it names one. */
export async function closeSessionByToken(token: string): Promise<void> {
  const sessionId = await readSessionId(token);
  if (sessionId) await revokeSession(sessionId);
}
