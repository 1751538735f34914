// The signed-in admin's own account: a new password (which signs out every other session) and
// signing out everywhere (e.g. after a lost laptop).
import bcrypt from 'bcryptjs';
import { findAdminUserById, updateAdminPassword } from '~/db/queries/admin-users';
import { clearBucket } from '~/db/queries/rate-limits';
import { revokeUserSessions } from '~/db/queries/sessions';
import type { ChangePasswordData } from '~/src/lib/schemas/login';
import { AppError } from './errors';
import { bucketOf, FAILED_PASSWORD_CHANGES, takeAttempt } from './throttle';

interface Signed {
  sessionId: string;
  user: { id: number; username: string };
}

/**
 * Checks the current password (throttled per account, whatever the address: decision 009), stores
 * the new one, ends every other session.
 */
export async function changePassword({ sessionId, user }: Signed, change: ChangePasswordData): Promise<void> {
  const bucket = user.username.toLowerCase();
  // Counted before the password is looked at: a burst gets no extra checks.
  await takeAttempt(FAILED_PASSWORD_CHANGES, bucket);
  const account = await findAdminUserById(user.id);
  if (!account || !(await bcrypt.compare(change.currentPassword, account.passwordHash))) {
    throw new AppError('invalid', 'Current password is incorrect', { fieldErrors: { currentPassword: ['Current password is incorrect'] } });
  }
  await clearBucket(bucketOf(FAILED_PASSWORD_CHANGES, bucket));
  await updateAdminPassword(user.id, change.newPassword);
  await revokeUserSessions(user.id, sessionId);
}

/** Ends every session of the admin, this one included. */
export async function signOutEverywhere({ user }: Signed): Promise<number> {
  return revokeUserSessions(user.id);
}
