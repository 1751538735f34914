import bcrypt from 'bcryptjs';
import { asc, eq, or } from 'drizzle-orm';
import { getDb, type Database } from '../client';
import type { StaffRole } from '~/src/lib/schemas/staff-roles';
import { adminUsers } from '../schema';

// Cost 12: about a quarter of a second per hash with bcryptjs, slow enough to blunt guessing.
const BCRYPT_COST = 12;

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST);

/** A staff account; `createAdminUser` is the seeded `admin` and the scripts' accounts. */
export async function createStaffUser(
  {
    username,
    password,
    role,
    name = null,
    email = null,
  }: { username: string; password: string; role: StaffRole; name?: string | null; email?: string | null },
  db: Database = getDb(),
) {
  const [user] = await db
    .insert(adminUsers)
    .values({ username, passwordHash: await hashPassword(password), role, name, email })
    .returning({ id: adminUsers.id, username: adminUsers.username, role: adminUsers.role });
  return user!;
}

export const createAdminUser = (username: string, password: string, db: Database = getDb()) =>
  createStaffUser({ username, password, role: 'admin' }, db);

/** The account signing in: by its username, or by its e-mail address in any case (invited staff). */
export async function findAdminUserByUsername(username: string, db: Database = getDb()) {
  const [user] = await db
    .select()
    .from(adminUsers)
    .where(or(eq(adminUsers.username, username), eq(adminUsers.email, username.trim().toLowerCase())))
    .orderBy(asc(adminUsers.id))
    .limit(1);
  return user ?? null;
}

export async function findAdminUserById(id: number, db: Database = getDb()) {
  const [user] = await db.select().from(adminUsers).where(eq(adminUsers.id, id));
  return user ?? null;
}

export async function updateAdminPassword(id: number, password: string, db: Database = getDb()): Promise<void> {
  await db
    .update(adminUsers)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(adminUsers.id, id));
}
