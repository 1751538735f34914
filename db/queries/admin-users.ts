import bcrypt from 'bcryptjs';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import { executeRows, getDb, type Database } from '../client';
import type { StaffRole } from '~/src/lib/schemas/staff-roles';
import { adminUsers } from '../schema';

/** bcrypt's cost: about a quarter of a second per hash with bcryptjs, slow enough to blunt guessing. */
export const DEFAULT_PASSWORD_HASH_COST = 12;

/**
 * The cost new hashes get: PASSWORD_HASH_COST lowers it where nobody guesses, the test suites (as
 * Rails' SecurePassword.min_cost does), so a test's fifty sign-ins are not fifty quarter-seconds.
 * Production leaves it unset. A hash keeps its own cost: one made at another cost still verifies.
 */
export function passwordHashCost(): number {
  const setting = process.env['PASSWORD_HASH_COST'];
  if (!setting) return DEFAULT_PASSWORD_HASH_COST;
  const cost = Number(setting);
  // bcrypt's own bounds.
  if (!Number.isInteger(cost) || cost < 4 || cost > 31)
    throw new Error(`PASSWORD_HASH_COST must be a whole number from 4 to 31, not "${setting}"`);
  return cost;
}

export const hashPassword = (password: string) => bcrypt.hash(password, passwordHashCost());

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

/** Every account, oldest first: what the Users screen lists (never the password hash). */
export async function listStaffUsers(db: Database = getDb()) {
  return db
    .select({
      id: adminUsers.id,
      username: adminUsers.username,
      name: adminUsers.name,
      email: adminUsers.email,
      role: adminUsers.role,
      active: adminUsers.active,
      createdAt: adminUsers.createdAt,
    })
    .from(adminUsers)
    .orderBy(asc(adminUsers.id));
}

/** The active account an address reaches (its e-mail, or a username that is that address). */
export async function findActiveAccountByEmail(email: string, db: Database = getDb()) {
  const [user] = await db
    .select({ id: adminUsers.id, email: adminUsers.email, username: adminUsers.username })
    .from(adminUsers)
    .where(and(eq(adminUsers.active, true), or(eq(adminUsers.email, email), sql`lower(${adminUsers.username}) = ${email}`)))
    .orderBy(asc(adminUsers.id))
    .limit(1);
  return user ?? null;
}

/**
 * Changes an account's role and/or active state, in one statement that never leaves the team
 * without an active admin: it locks every active admin's row first (in id order, so concurrent
 * changes queue rather than deadlock), and a change that takes an active admin away goes through
 * only if another active admin remains. Answers the account's name and its role and state before
 * (for the activity log); null: no such account, or it was the last active admin.
 */
export async function updateStaffAccount(
  id: number,
  { role, active }: { role?: StaffRole | undefined; active?: boolean | undefined },
  db: Database = getDb(),
) {
  const newRole = sql`coalesce(${role ?? null}::text, u.role)`;
  const newActive = sql`coalesce(${active ?? null}::boolean, u.active)`;
  const [row] = await executeRows<{ id: number; name: string; was_role: StaffRole; was_active: boolean }>(
    db,
    sql`with admins as materialized (select id from admin_users where role = 'admin' and active order by id for update)
        update admin_users as u set
          role = ${newRole},
          active = ${newActive},
          deactivated_at = case when ${newActive} then null else coalesce(u.deactivated_at, now()) end,
          updated_at = now()
        from admin_users as was
        where u.id = ${id} and was.id = u.id
          and (not (u.role = 'admin' and u.active)
               or (${newRole} = 'admin' and ${newActive})
               or (select count(*) from admins where admins.id <> ${id}) > 0)
        returning u.id, coalesce(u.name, u.username) as name, was.role as was_role, was.active as was_active`,
  );
  return row ? { id: row.id, name: row.name, was: { role: row.was_role, active: row.was_active } } : null;
}

/**
 * One's own name and e-mail. Null when another account signs in with that address as its username;
 * throws a unique violation when another account has it as its e-mail.
 */
export async function updateProfile(id: number, { name, email }: { name: string; email: string | null }, db: Database = getDb()) {
  const [user] = await db
    .update(adminUsers)
    .set({ name, email })
    .where(
      and(
        eq(adminUsers.id, id),
        email === null
          ? undefined
          : sql`not exists (select 1 from admin_users other where other.id <> ${id} and lower(other.username) = ${email})`,
      ),
    )
    .returning({ id: adminUsers.id, username: adminUsers.username, role: adminUsers.role, name: adminUsers.name, email: adminUsers.email });
  return user ?? null;
}
