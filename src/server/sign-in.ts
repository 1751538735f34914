// Checking an admin's password. Attempts are throttled per username and address, and per
// username from any address except addresses the account has signed in from before, so guessing
// is slow from everywhere while the real admin is never locked out from their own desk
// (docs/decisions/009-sign-in-throttling.md).
import bcrypt from 'bcryptjs';
import { DEFAULT_PASSWORD_HASH_COST, findAdminUserByUsername, passwordHashCost } from '~/db/queries/admin-users';
import { clearBucket, isBucketRecent, markBucket } from '~/db/queries/rate-limits';
import { publicUser, type PublicUser } from '~/src/lib/schemas/staff-roles';
import { PASSKEY_REQUIRED } from '~/src/lib/schemas/passkeys';
import { recordEvent } from './audit';
import { AppError } from './errors';
import { isPasskeyRequired } from './passkeys';
import { bucketOf, FAILED_LOGINS, FAILED_LOGINS_PER_ACCOUNT, takeAttempt } from './throttle';

// Compared against when the username is unknown, so both failures take the same time: a hash at
// the cost the accounts' hashes have (made once per process under a PASSWORD_HASH_COST).
const UNKNOWN_USER_HASH = '$2b$12$elbkM5XNDDXxisjgLQvVN.kJVmwK7bWHBpNE48zM16vJxVUitOus.';
const unknownUserHashes = new Map([[DEFAULT_PASSWORD_HASH_COST, UNKNOWN_USER_HASH]]);
function unknownUserHash(): string {
  const cost = passwordHashCost();
  let hash = unknownUserHashes.get(cost);
  if (!hash) unknownUserHashes.set(cost, (hash = bcrypt.hashSync('no such user', cost)));
  return hash;
}
/** An address the account signed in from stays trusted this long. */
const TRUSTED_ADDRESS_MS = 30 * 86_400_000;

export type { PublicUser };

/** The user whose password this is; 401 otherwise, 429 after too many attempts. */
export async function verifyCredentials(username: string, password: string, address: string): Promise<PublicUser> {
  const account = username.toLowerCase();
  const fromAddress = `${account}:${address}`;
  const trusted = `trusted-address:${fromAddress}`;
  // Each attempt is counted before the password is looked at: a burst cannot get more checks.
  await takeAttempt(FAILED_LOGINS, fromAddress);
  if (!(await isBucketRecent(trusted, TRUSTED_ADDRESS_MS))) await takeAttempt(FAILED_LOGINS_PER_ACCOUNT, account);

  const user = await findAdminUserByUsername(username);
  const passwordMatches = await bcrypt.compare(password, user?.passwordHash ?? unknownUserHash());
  // A deactivated account answers exactly like a wrong password: nothing tells it exists.
  if (!user || !user.active || !passwordMatches) {
    // Nobody is known to have tried: the line names the user name tried (and the request's address).
    await recordEvent(
      { userId: null, name: username },
      { event: 'sign-in-failed', record: { kind: 'account', id: null }, detail: `user name tried: ${username}`, status: 401 },
    );
    throw new AppError('unauthorized', 'Invalid username or password');
  }
  // The team requires admins to use a passkey (decision 080): the password alone is not enough,
  // and the attempt stays counted as a failed one.
  if (await isPasskeyRequired(user)) throw new AppError('forbidden', PASSKEY_REQUIRED, { body: { passkeyRequired: true } });

  await clearBucket(bucketOf(FAILED_LOGINS, fromAddress));
  await clearBucket(bucketOf(FAILED_LOGINS_PER_ACCOUNT, account));
  await markBucket(trusted);
  return publicUser(user);
}
