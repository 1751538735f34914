// The signed-in admin's own account: a new password (which signs out every other session) and
// signing out everywhere (e.g. after a lost laptop).
import bcrypt from 'bcryptjs';
import { findAdminUserById, updateAdminPassword } from '../../db/queries/admin-users';
import { revokeUserSessions } from '../../db/queries/sessions';
import type { ChangePasswordData } from '../lib/schemas/login';
import { AppError } from './errors';
import { FAILED_LOGINS, takeAttempt } from './throttle';

interface Signed {
  sessionId: string;
  user: { id: number; username: string };
}

/** Checks the current password (throttled like a sign-in), stores the new one, ends every other session. */
export async function changePassword({ sessionId, user }: Signed, change: ChangePasswordData, address: string): Promise<void> {
  await takeAttempt(FAILED_LOGINS, `${user.username.toLowerCase()}:${address}`);
  const account = await findAdminUserById(user.id);
  if (!account || !(await bcrypt.compare(change.currentPassword, account.passwordHash))) {
    throw new AppError('invalid', 'Current password is incorrect', { fieldErrors: { currentPassword: ['Current password is incorrect'] } });
  }
  await updateAdminPassword(user.id, change.newPassword);
  await revokeUserSessions(user.id, sessionId);
}

/** Ends every session of the admin, this one included. */
export async function signOutEverywhere({ user }: Signed): Promise<number> {
  return revokeUserSessions(user.id);
}
