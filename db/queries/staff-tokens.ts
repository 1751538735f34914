// Single-use links e-mailed to staff (decision 042): invitations and password resets. Only the
// SHA-256 of a link's secret is stored. Every check-then-write here is ONE statement (decision 011):
// using a link sets `used_at` where it is null and does its work from the same row, so fifty clicks
// at once use it once.
import { and, asc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { executeRows, getDb, type Database } from '../client';
import type { StaffRole } from '~/src/lib/schemas/staff-roles';
import { adminUsers, staffTokens } from '../schema';

/** A link that can still be used: not used, not withdrawn, not expired. */
const usable = sql`used_at is null and revoked_at is null and expires_at > now()`;

/** An active account that already answers to this address (as its e-mail or its username). */
const activeAccountFor = (email: string | SQL) =>
  sql`exists (select 1 from admin_users where active and (email = ${email} or lower(username) = ${email}))`;

/**
 * Stores an invitation for `email`, withdrawing the address's older pending ones; null (nothing
 * written) when an active account already answers to the address.
 */
export async function createInvitation(
  {
    email,
    role,
    tokenHash,
    expiresAt,
    invitedBy,
  }: { email: string; role: StaffRole; tokenHash: string; expiresAt: Date; invitedBy: number },
  db: Database = getDb(),
) {
  const [row] = await executeRows<{ id: number; expires_at: string }>(
    db,
    sql`with withdrawn as (
          update staff_tokens set revoked_at = now()
          where kind = 'invite' and email = ${email} and used_at is null and revoked_at is null and not ${activeAccountFor(email)}
        )
        insert into staff_tokens (kind, token_hash, email, role, created_by_user_id, expires_at)
        select 'invite', ${tokenHash}, ${email}, ${role}, ${invitedBy}, ${expiresAt.toISOString()}::timestamptz
        where not ${activeAccountFor(email)}
        returning id, expires_at`,
  );
  return row ? { id: row.id, expiresAt: new Date(row.expires_at) } : null;
}

/** Withdraws a pending invitation; false when there is none by that id. */
export async function withdrawInvitation(id: number, db: Database = getDb()): Promise<boolean> {
  const withdrawn = await db
    .update(staffTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffTokens.id, id), eq(staffTokens.kind, 'invite'), isNull(staffTokens.usedAt), isNull(staffTokens.revokedAt)))
    .returning({ id: staffTokens.id });
  return withdrawn.length > 0;
}

/** Invitations not yet used, withdrawn or expired, oldest first, with who sent them. */
export async function listPendingInvitations(db: Database = getDb()) {
  const inviter = alias(adminUsers, 'inviter');
  const rows = await db
    .select({
      id: staffTokens.id,
      email: staffTokens.email,
      role: staffTokens.role,
      expiresAt: staffTokens.expiresAt,
      inviterName: inviter.name,
      inviterUsername: inviter.username,
    })
    .from(staffTokens)
    .leftJoin(inviter, eq(inviter.id, staffTokens.createdByUserId))
    .where(
      and(eq(staffTokens.kind, 'invite'), isNull(staffTokens.usedAt), isNull(staffTokens.revokedAt), gt(staffTokens.expiresAt, new Date())),
    )
    .orderBy(asc(staffTokens.id));
  return rows.map(({ inviterName, inviterUsername, role, ...invitation }) => ({
    ...invitation,
    role: role ?? 'agent',
    invitedBy: inviterName ?? inviterUsername ?? null,
  }));
}

export interface StaffUserRow {
  id: number;
  username: string;
  role: StaffRole;
  name: string | null;
  email: string | null;
}

/**
 * Uses an invitation and creates its account (username = e-mail, the invitation's role) in one
 * statement. A deactivated account with that address is brought back instead, with the new name,
 * password and role. No row: the link was unknown, used, withdrawn or expired, or an active
 * account already answers to the address (the link then stays unused). Throws a unique violation
 * when a deactivated account has the address as its username.
 */
export async function acceptInvitation(
  { tokenHash, name, passwordHash }: { tokenHash: string; name: string; passwordHash: string },
  db: Database = getDb(),
): Promise<StaffUserRow | null> {
  const [row] = await executeRows<StaffUserRow>(
    db,
    sql`with used as (
          update staff_tokens set used_at = now()
          where token_hash = ${tokenHash} and kind = 'invite' and ${usable} and not ${activeAccountFor(sql`staff_tokens.email`)}
          returning email, role
        )
        insert into admin_users as u (username, email, name, role, password_hash)
        select email, email, ${name}, role, ${passwordHash} from used
        on conflict (email) do update set
          name = excluded.name, role = excluded.role, password_hash = excluded.password_hash,
          active = true, deactivated_at = null, updated_at = now()
          where not u.active
        returning u.id, u.username, u.role, u.name, u.email`,
  );
  return row ?? null;
}

/** Stores a reset link for an account. */
export async function createPasswordReset(
  { userId, email, tokenHash, expiresAt }: { userId: number; email: string; tokenHash: string; expiresAt: Date },
  db: Database = getDb(),
) {
  const [row] = await db
    .insert(staffTokens)
    .values({ kind: 'reset', tokenHash, email, userId, expiresAt })
    .returning({ id: staffTokens.id });
  return row!;
}

/**
 * Uses a reset link: sets the account's new password and ends every one of its sessions, in one
 * statement. Answers the account's id, or null when the link cannot be used (or the account is
 * deactivated).
 */
export async function redeemPasswordReset(
  { tokenHash, passwordHash }: { tokenHash: string; passwordHash: string },
  db: Database = getDb(),
) {
  const [row] = await executeRows<{ id: number }>(
    db,
    sql`with used as (
          update staff_tokens set used_at = now()
          where token_hash = ${tokenHash} and kind = 'reset' and ${usable}
          returning user_id
        ),
        changed as (
          update admin_users set password_hash = ${passwordHash}, updated_at = now()
          from used where admin_users.id = used.user_id and admin_users.active
          returning admin_users.id
        ),
        ended as (
          update sessions set revoked_at = now() from changed where sessions.user_id = changed.id and sessions.revoked_at is null
        )
        select id from changed`,
  );
  return row?.id ?? null;
}

/** Whether a link could still be used: spares hashing a password for a dead link (using it re-checks). */
export async function isUsableLink(tokenHash: string, kind: 'invite' | 'reset', db: Database = getDb()): Promise<boolean> {
  const [row] = await executeRows<{ id: number }>(
    db,
    sql`select id from staff_tokens where token_hash = ${tokenHash} and kind = ${kind} and ${usable}`,
  );
  return row !== undefined;
}

/** Deletes links that ended more than a day ago (used, withdrawn or expired): the housekeeping's. */
export async function purgeDeadLinks(db: Database = getDb()): Promise<number> {
  const ended = sql`now() - interval '1 day'`;
  const deleted = await db
    .delete(staffTokens)
    .where(sql`${staffTokens.usedAt} < ${ended} or ${staffTokens.revokedAt} < ${ended} or ${staffTokens.expiresAt} < ${ended}`)
    .returning({ id: staffTokens.id });
  return deleted.length;
}
