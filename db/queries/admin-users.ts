import bcrypt from 'bcryptjs';
import { eq } from 'drizzle-orm';
import { getDb, type Database } from '../client';
import { adminUsers } from '../schema';

// Cost 12: about a quarter of a second per hash with bcryptjs, slow enough to blunt guessing.
const BCRYPT_COST = 12;

export async function createAdminUser(username: string, password: string, db: Database = getDb()) {
  const passwordHash = await bcrypt.hash(password, BCRYPT_COST);
  const [user] = await db
    .insert(adminUsers)
    .values({ username, passwordHash, role: 'admin' })
    .returning({ id: adminUsers.id, username: adminUsers.username, role: adminUsers.role });
  return user;
}

export async function findAdminUserByUsername(username: string, db: Database = getDb()) {
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.username, username));
  return user ?? null;
}

export async function findAdminUserById(id: number, db: Database = getDb()) {
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.id, id));
  return user ?? null;
}

export async function updateAdminPassword(id: number, password: string, db: Database = getDb()): Promise<void> {
  await db
    .update(adminUsers)
    .set({ passwordHash: await bcrypt.hash(password, BCRYPT_COST) })
    .where(eq(adminUsers.id, id));
}
