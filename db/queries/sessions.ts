import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import { getDb, type Database } from '../client';
import { publicUser } from '~/src/lib/schemas/staff-roles';
import { adminUsers, sessions } from '../schema';

/** A session unused this long has ended, whatever its absolute expiry. */
export const SESSION_IDLE_MS = 8 * 3_600_000;
/** How stale `last_seen_at` may get before a request refreshes it (saves a write per request). */
const TOUCH_AFTER_MS = 60_000;

export async function createSession(userId: number, expiresAt: Date, db: Database = getDb()) {
  const [session] = await db.insert(sessions).values({ id: randomUUID(), userId, expiresAt }).returning();
  return session!;
}

/** The signed-in user of a session that exists, has not expired, was not revoked and is in use; marks it used. */
export async function findActiveSession(sessionId: string, db: Database = getDb()) {
  const now = Date.now();
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      user: { id: adminUsers.id, username: adminUsers.username, role: adminUsers.role, name: adminUsers.name, email: adminUsers.email },
    })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        // A deactivated account's sessions end at once, whatever their own state.
        eq(adminUsers.active, true),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date(now)),
        gt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS)),
      ),
    );
  if (!row) return null;
  if (row.lastSeenAt.getTime() < now - TOUCH_AFTER_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, sessionId));
  }
  return { sessionId: row.sessionId, user: publicUser(row.user) };
}

export async function revokeSession(sessionId: string, db: Database = getDb()) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every session of the user, or every one but `keepSessionId`. Answers how many ended. */
export async function revokeUserSessions(userId: number, keepSessionId?: string, db: Database = getDb()): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keepSessionId ? ne(sessions.id, keepSessionId) : undefined))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Deletes sessions that can never be used again: expired, revoked, or idle too long (housekeeping). */
export async function purgeEndedSessions(db: Database = getDb()): Promise<number> {
  const now = Date.now();
  const deleted = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, new Date(now)),
        lt(sessions.revokedAt, new Date(now)),
        lt(sessions.lastSeenAt, new Date(now - SESSION_IDLE_MS)),
      ),
    )
    .returning({ id: sessions.id });
  return deleted.length;
}
