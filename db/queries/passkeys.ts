// Staff passkeys and their single-use challenges (decision 080). Taking a challenge is ONE
// `DELETE … RETURNING` (decision 011): a replay, or two uses at the same moment, finds it gone.
import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import { getDb, type Database } from '../client';
import { adminUsers, passkeys, webauthnChallenges } from '../schema';

export type ChallengeKind = 'register' | 'recover' | 'sign-in';

export interface NewChallenge {
  challenge: string;
  kind: ChallengeKind;
  userId: number | null;
  origin: string;
  expiresAt: Date;
}

/** Stores a challenge; challenges past their expiry go in the same call (they can never be taken). */
export async function storeChallenge(challenge: NewChallenge, db: Database = getDb()): Promise<void> {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, sql`now()`));
  await db.insert(webauthnChallenges).values(challenge);
}

/**
 * Takes the challenge if it is still unused and unexpired, of this kind and issued for this origin:
 * the row is gone afterwards, whatever the answer is then checked to be. Null otherwise.
 */
export async function takeChallenge(
  challenge: string,
  kind: ChallengeKind,
  origin: string,
  db: Database = getDb(),
): Promise<{ userId: number | null } | null> {
  const [row] = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.kind, kind),
        eq(webauthnChallenges.origin, origin),
        sql`${webauthnChallenges.expiresAt} > now()`,
      ),
    )
    .returning({ userId: webauthnChallenges.userId });
  return row ?? null;
}

export interface PasskeyRow {
  id: number;
  userId: number;
  credentialId: string;
  publicKey: string;
  signCount: number;
  transports: string[];
  name: string;
  lastUsedAt: Date | null;
  createdAt: Date;
}

export async function insertPasskey(
  passkey: { userId: number; credentialId: string; publicKey: string; signCount: number; transports: string[]; name: string },
  db: Database = getDb(),
): Promise<PasskeyRow> {
  const [row] = await db.insert(passkeys).values(passkey).returning();
  return row!;
}

/** A person's passkeys, newest first. */
export function listUserPasskeys(userId: number, db: Database = getDb()): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(desc(passkeys.createdAt), desc(passkeys.id));
}

/** The credential ids a person already has (so their device does not register one twice). */
export async function listUserCredentials(userId: number, db: Database = getDb()) {
  return db
    .select({ credentialId: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.id));
}

export async function countUserPasskeys(userId: number, db: Database = getDb()): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
  return row?.count ?? 0;
}

/** The passkey with this credential id and its account, active or not. */
export async function findPasskeyByCredential(credentialId: string, db: Database = getDb()) {
  const [row] = await db
    .select({
      passkey: passkeys,
      user: {
        id: adminUsers.id,
        username: adminUsers.username,
        role: adminUsers.role,
        name: adminUsers.name,
        email: adminUsers.email,
        active: adminUsers.active,
      },
    })
    .from(passkeys)
    .innerJoin(adminUsers, eq(adminUsers.id, passkeys.userId))
    .where(eq(passkeys.credentialId, credentialId));
  return row ?? null;
}

/**
 * Records a use: the authenticator's new counter and the time. Only while the passkey still
 * exists with the counter it was checked against, so a removal or a concurrent use in between
 * makes this answer false.
 */
export async function markPasskeyUsed(id: number, checkedCount: number, newCount: number, db: Database = getDb()): Promise<boolean> {
  const updated = await db
    .update(passkeys)
    .set({ signCount: newCount, lastUsedAt: new Date() })
    .where(and(eq(passkeys.id, id), eq(passkeys.signCount, checkedCount)))
    .returning({ id: passkeys.id });
  return updated.length > 0;
}

/** Removes one of the person's passkeys; its name, or null when they have none by that id. */
export async function deletePasskey(userId: number, id: number, db: Database = getDb()): Promise<string | null> {
  const [row] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ name: passkeys.name });
  return row?.name ?? null;
}
