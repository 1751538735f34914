// Checking an admin's password, with failed attempts throttled per username and address.
import bcrypt from 'bcryptjs';
import { findAdminUserByUsername } from '../../db/queries/admin-users';
import { clearHits } from '../../db/queries/rate-limits';
import { AppError } from './errors';
import { assertNotThrottled, FAILED_LOGINS, recordHit } from './throttle';

// Compared against when the username is unknown, so both failures take the same time.
const UNKNOWN_USER_HASH = '$2b$12$elbkM5XNDDXxisjgLQvVN.kJVmwK7bWHBpNE48zM16vJxVUitOus.';

/** What the API may tell about an admin: never the password hash. */
export interface PublicUser {
  id: number;
  username: string;
  role: string;
}

/** The user whose password this is; 401 otherwise, 429 after too many failures. */
export async function verifyCredentials(username: string, password: string, address: string): Promise<PublicUser> {
  const bucket = `login:${username.toLowerCase()}:${address}`;
  await assertNotThrottled(bucket, FAILED_LOGINS);
  const user = await findAdminUserByUsername(username);
  const passwordMatches = await bcrypt.compare(password, user?.passwordHash ?? UNKNOWN_USER_HASH);
  if (!user || !passwordMatches) {
    await recordHit(bucket);
    throw new AppError('unauthorized', 'Invalid username or password');
  }
  await clearHits(bucket);
  return { id: user.id, username: user.username, role: user.role };
}
