import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { getDb, type Database } from '../client';
import { adminUsers, sessions } from '../schema';

export async function createSession(userId: number, expiresAt: Date, db: Database = getDb()) {
  const [session] = await db.insert(sessions).values({ id: randomUUID(), userId, expiresAt }).returning();
  return session!;
}

/** The signed-in user of a session that exists, has not expired and was not revoked. */
export async function findActiveSession(sessionId: string, db: Database = getDb()) {
  const [row] = await db
    .select({ sessionId: sessions.id, user: { id: adminUsers.id, username: adminUsers.username, role: adminUsers.role } })
    .from(sessions)
    .innerJoin(adminUsers, eq(adminUsers.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
  return row ?? null;
}

export async function revokeSession(sessionId: string, db: Database = getDb()) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
