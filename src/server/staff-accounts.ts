// Staff accounts (decision 042): the team an admin manages (invitations, roles,
// deactivation), joining from an invitation, one's own profile, and password resets by e-mail.
import { createHash, randomBytes } from 'node:crypto';
import {
  findActiveAccountByEmail,
  findAdminUserById,
  hashPassword,
  listStaffUsers,
  updateProfile,
  updateStaffAccount,
} from '~/db/queries/admin-users';
import { isUniqueViolation } from '~/db/queries/errors';
import { clearBucket, takeSlot } from '~/db/queries/rate-limits';
import { revokeUserSessions } from '~/db/queries/sessions';
import {
  acceptInvitation,
  createInvitation,
  createPasswordReset,
  isUsableLink,
  listPendingInvitations,
  redeemPasswordReset,
  withdrawInvitation,
} from '~/db/queries/staff-tokens';
import {
  INVITATION_GONE,
  INVITATION_HOURS,
  PASSWORD_RESET_HOURS,
  RESET_LINK_GONE,
  type AcceptInvitationData,
  type InviteData,
  type PasswordResetConfirmData,
  type ProfileData,
  type StaffLinkCheckData,
  type UpdateUserData,
} from '~/src/lib/schemas/staff';
import { publicUser, type PublicUser } from '~/src/lib/schemas/staff-roles';
import { getDb } from '~/db/client';
import { actorOf, type Actor } from './actor';
import { recordEvent } from './audit';
import { AppError } from './errors';
import { sendMail } from './mailer';
import type { AdminSession } from './sessions';
import { invitationMessage, passwordResetMessage } from './staff-mail';
import { bucketOf, LINK_ATTEMPTS, LINK_CHECKS, PASSWORD_RESET_MAILS, PASSWORD_RESET_REQUESTS, takeAttempt } from './throttle';

/** A new link secret (what the e-mail carries) and its SHA-256 (what the database keeps). */
function newLinkSecret(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkSecret(token) };
}
const hashLinkSecret = (token: string) => createHash('sha256').update(token).digest('hex');
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);
const mailName = (kind: string, id: number) => `${new Date().toISOString().replace(/[:.]/g, '-')}-${kind}-${id}`;

/** The Users screen: every account and the invitations still pending. */
export async function listTeam() {
  const [users, invitations] = await Promise.all([listStaffUsers(), listPendingInvitations()]);
  return { users, invitations };
}

/** Invites a colleague by e-mail (a single-use link, 72 hours); replaces the address's older pending invitation. */
export async function inviteColleague(session: AdminSession, { email, role }: InviteData) {
  const { user } = session;
  const { token, tokenHash } = newLinkSecret();
  const invitation = await getDb().transaction(async (tx) => {
    const made = await createInvitation({ email, role, tokenHash, expiresAt: hoursFromNow(INVITATION_HOURS), invitedBy: user.id }, tx);
    if (made)
      await recordEvent(
        actorOf(session),
        { event: 'invitation-sent', record: { kind: 'invitation', id: made.id }, detail: `${email} as ${role}` },
        tx,
      );
    return made;
  });
  if (!invitation) {
    throw new AppError('conflict', `${email} already has an active account`, {
      fieldErrors: { email: ['This address already has an active account'] },
    });
  }
  try {
    await sendMail(invitationMessage({ email, token, invitedBy: user.name }), mailName('invite', invitation.id));
  } catch (error) {
    // An invitation nobody received is withdrawn, so the list shows only what was sent.
    console.error('Invitation e-mail failed', error);
    await withdrawAudited(invitation.id, actorOf(session), `${email}: the e-mail could not be sent`);
    throw new AppError('unavailable', 'The invitation e-mail could not be sent. Please try again in a few minutes.');
  }
  return { id: invitation.id, email, role, expiresAt: invitation.expiresAt, invitedBy: user.name };
}

/** Withdraws an invitation and records who did, together; false when it was already used or withdrawn. */
const withdrawAudited = (id: number, actor: Actor, detail: string | null) =>
  getDb().transaction(async (tx) => {
    const withdrawn = await withdrawInvitation(id, tx);
    if (withdrawn) await recordEvent(actor, { event: 'invitation-revoked', record: { kind: 'invitation', id }, detail }, tx);
    return withdrawn;
  });

/** Withdraws a pending invitation: its link stops working at once. */
export async function withdrawColleagueInvitation(session: AdminSession, id: number): Promise<void> {
  if (!(await withdrawAudited(id, actorOf(session), null)))
    throw new AppError('not-found', 'This invitation was already used or withdrawn');
}

const accountExists = () => new AppError('conflict', 'An account with this e-mail address already exists. Sign in instead.');

/**
 * Counts one use of a `kind` link from `address` before its secret is looked at (429 beyond
 * LINK_ATTEMPTS), so a burst of guesses gets no more checks than the limit; returns the bucket a
 * success clears.
 */
async function takeLinkAttempt(kind: 'invite' | 'reset', address: string): Promise<string> {
  const key = `${kind}:${address}`;
  await takeAttempt(LINK_ATTEMPTS, key);
  return bucketOf(LINK_ATTEMPTS, key);
}

/**
 * Whether a `kind` link still works (not used, withdrawn or expired), for the screen it opens:
 * looks only, never uses it, and tells nothing of whose it is. Counted per address (429 beyond
 * LINK_CHECKS) before the secret is looked at.
 */
export async function checkStaffLink(kind: 'invite' | 'reset', { token }: StaffLinkCheckData, address: string): Promise<boolean> {
  await takeAttempt(LINK_CHECKS, `${kind}:${address}`);
  return isUsableLink(hashLinkSecret(token), kind);
}

/** Joins the team from an invitation link: one statement uses the link and creates the account. */
export async function joinTeam({ token, name, password }: AcceptInvitationData, address: string): Promise<PublicUser> {
  const attempts = await takeLinkAttempt('invite', address);
  const tokenHash = hashLinkSecret(token);
  if (!(await isUsableLink(tokenHash, 'invite'))) throw new AppError('invalid', INVITATION_GONE);
  try {
    const passwordHash = await hashPassword(password);
    const user = await getDb().transaction(async (tx) => {
      const joined = await acceptInvitation({ tokenHash, name, passwordHash }, tx);
      if (joined) {
        const detail = `${joined.email ?? joined.username} as ${joined.role}`;
        await recordEvent(
          { userId: joined.id, name: joined.name ?? joined.username },
          { event: 'invitation-accepted', record: { kind: 'user', id: joined.id }, detail },
          tx,
        );
      }
      return joined;
    });
    if (user) {
      await clearBucket(attempts);
      return publicUser(user);
    }
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw accountExists();
  }
  // Still usable after all: an active account already answers to the address.
  throw (await isUsableLink(tokenHash, 'invite')) ? accountExists() : new AppError('invalid', INVITATION_GONE);
}

/**
 * An admin changes someone's role or deactivates / reactivates them. Never oneself, and never the
 * last active admin (checked in the same statement as the change). Deactivating ends their sessions.
 */
export async function changeColleagueAccount(session: AdminSession, id: number, change: UpdateUserData) {
  const { user } = session;
  if (id === user.id && (change.active === false || change.role === 'agent')) {
    throw new AppError('conflict', 'You cannot deactivate your own account or remove your own admin role');
  }
  const changed = await getDb().transaction(async (tx) => {
    const updated = await updateStaffAccount(id, change, tx);
    if (!updated) return null;
    // One line per change made: a role, and an account switched off or on.
    const record = { kind: 'user', id };
    const actor = actorOf(session);
    if (change.role !== undefined && change.role !== updated.was.role) {
      await recordEvent(actor, { event: 'role-change', record, detail: `${updated.name}: ${updated.was.role} → ${change.role}` }, tx);
    }
    if (change.active !== undefined && change.active !== updated.was.active) {
      await recordEvent(actor, { event: change.active ? 'reactivate' : 'deactivate', record, detail: updated.name }, tx);
    }
    return updated;
  });
  if (!changed) {
    if (!(await findAdminUserById(id))) throw new AppError('not-found', 'Not found');
    throw new AppError('conflict', 'The team needs at least one active admin. Make someone else an admin first.');
  }
  if (change.active === false) await revokeUserSessions(id);
  return (await listStaffUsers()).find((account) => account.id === id)!;
}

/** The signed-in person's own name and e-mail address (one account per address). */
export async function changeOwnProfile({ user }: AdminSession, profile: ProfileData): Promise<PublicUser> {
  const taken = () =>
    new AppError('conflict', 'Another account already uses this e-mail address', {
      fieldErrors: { email: ['Another account already uses this e-mail address'] },
    });
  try {
    // The session was just checked, so no row means the address is another account's username.
    const updated = await updateProfile(user.id, profile);
    if (!updated) throw taken();
    return publicUser(updated);
  } catch (error) {
    throw isUniqueViolation(error) ? taken() : error;
  }
}

/**
 * E-mails a reset link if the address belongs to an active account. The caller answers the same
 * either way; requests are throttled per client address (429) and mails per account (silently).
 */
export async function requestPasswordReset(email: string, address: string): Promise<void> {
  await takeAttempt(PASSWORD_RESET_REQUESTS, address);
  const account = await findActiveAccountByEmail(email);
  if (!account) return;
  const { isAllowed } = await takeSlot(
    bucketOf(PASSWORD_RESET_MAILS, String(account.id)),
    PASSWORD_RESET_MAILS.limit,
    PASSWORD_RESET_MAILS.windowMs,
  );
  if (!isAllowed) return;
  const { token, tokenHash } = newLinkSecret();
  const reset = await createPasswordReset({ userId: account.id, email, tokenHash, expiresAt: hoursFromNow(PASSWORD_RESET_HOURS) });
  try {
    await sendMail(passwordResetMessage({ email, token }), mailName('reset', reset.id));
  } catch (error) {
    // Answered like any other request: whether a mail went out would tell that the account exists.
    console.error('Password reset e-mail failed', error);
  }
}

/** Sets a new password from a reset link; every session of the account ends. Answers the account's id. */
export async function resetPassword({ token, password }: PasswordResetConfirmData, address: string): Promise<number> {
  const attempts = await takeLinkAttempt('reset', address);
  const tokenHash = hashLinkSecret(token);
  if (!(await isUsableLink(tokenHash, 'reset'))) throw new AppError('invalid', RESET_LINK_GONE);
  const passwordHash = await hashPassword(password);
  const userId = await getDb().transaction(async (tx) => {
    const id = await redeemPasswordReset({ tokenHash, passwordHash }, tx);
    const account = id === null ? null : await findAdminUserById(id, tx);
    // The person who used the link: the account's owner, as far as anyone can tell.
    if (account)
      await recordEvent(
        { userId: account.id, name: account.name ?? account.username },
        { event: 'password-reset', record: { kind: 'user', id: account.id }, detail: 'from an e-mailed link' },
        tx,
      );
    return id;
  });
  if (userId === null) throw new AppError('invalid', RESET_LINK_GONE);
  await clearBucket(attempts);
  return userId;
}
