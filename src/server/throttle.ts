// Limits stored in the database, so they hold across function instances; each decision is one
// atomic step (db/queries/rate-limits.ts takeSlot), so a burst cannot slip past a limit.
import { createHmac } from 'node:crypto';
import { takeSlot } from '~/db/queries/rate-limits';
import { INQUIRY_BURST_WINDOW_MS } from '~/src/lib/schemas/inquiry';
import { serverEnv, serverSecret } from './env';
import { AppError } from './errors';

export interface Throttle {
  /** Names the bucket; what is counted together (one address, one username, ...). */
  name: string;
  limit: number;
  windowMs: number;
  message: string;
}

const SIGN_IN_MESSAGE = 'Too many failed sign-in attempts. Please wait a few minutes and try again.';
const PASSWORD_WINDOW_MS = 15 * 60_000;

/** Wrong passwords for one username from one address. */
export const FAILED_LOGINS: Throttle = { name: 'login', limit: 5, windowMs: PASSWORD_WINDOW_MS, message: SIGN_IN_MESSAGE };
/** Wrong passwords for one username from any address, except addresses the account signed in from. */
export const FAILED_LOGINS_PER_ACCOUNT: Throttle = {
  name: 'login-account',
  limit: 20,
  windowMs: PASSWORD_WINDOW_MS,
  message: SIGN_IN_MESSAGE,
};
/**
 * Current-password checks when changing the password, for one username from any address: the
 * sign-in's five per 15 minutes, per account (someone holding a stolen session cannot guess the
 * password from many addresses). The admin has a session here, so no address is exempt.
 */
export const FAILED_PASSWORD_CHANGES: Throttle = {
  name: 'password-account',
  limit: FAILED_LOGINS.limit,
  windowMs: PASSWORD_WINDOW_MS,
  message: 'Too many wrong current passwords. Please wait a few minutes and try again.',
};
/** Inquiries from one address. */
export const INQUIRY_BURST: Throttle = {
  name: 'inquiry',
  // Read on each use: the browser tests send more than five from one machine within minutes (playwright.config.ts).
  get limit() {
    return serverEnv().INQUIRY_BURST_LIMIT;
  },
  windowMs: INQUIRY_BURST_WINDOW_MS,
  message: 'You have sent several messages in a short time. Please wait a few minutes, or e-mail us directly.',
};

/** Availability alert sign-ups from one address (each sends a confirmation e-mail). */
export const ALERT_SIGNUPS: Throttle = {
  name: 'alert',
  limit: 5,
  windowMs: 60 * 60_000,
  message: 'You have asked for several alerts in a short time. Please wait a while and try again.',
};

/** Password reset requests from one address, whatever the address typed (a 429 tells nothing of accounts). */
export const PASSWORD_RESET_REQUESTS: Throttle = {
  name: 'reset',
  limit: 10,
  windowMs: 60 * 60_000,
  message: 'You have asked for several password resets in a short time. Please wait a while and try again.',
};
/**
 * Single-use link secrets (an invitation, a password reset) tried from one address: sign-in's five
 * per 15 minutes, per address and kind of link. The secrets are 256 bits, so this only keeps one
 * address from guessing without end, as sign-in does (decision 009).
 */
export const LINK_ATTEMPTS: Throttle = {
  name: 'link',
  limit: FAILED_LOGINS.limit,
  windowMs: PASSWORD_WINDOW_MS,
  message: 'Too many attempts with a link that does not work. Please wait a few minutes and try again.',
};
/**
 * Link secrets looked at without being used (an invitation or reset link opened, before its form
 * is shown), per address and kind of link: counted apart from LINK_ATTEMPTS, so opening a link a
 * few times never uses up the tries its form has, and never cleared, so a link that works cannot
 * reset the count for guesses.
 */
export const LINK_CHECKS: Throttle = {
  name: 'link-check',
  limit: 30,
  windowMs: PASSWORD_WINDOW_MS,
  message: 'Too many links checked from here. Please wait a few minutes and try again.',
};
/** Reset e-mails to one account: beyond this the answer stays the same and nothing more is sent. */
export const PASSWORD_RESET_MAILS: Throttle = { name: 'reset-account', limit: 3, windowMs: 60 * 60_000, message: '' };

export const bucketOf = (throttle: Throttle, key: string) => `${throttle.name}:${key}`;

/** Counts one attempt against `key`, or refuses with 429 and Retry-After once the limit is reached. */
export async function takeAttempt(throttle: Throttle, key: string): Promise<void> {
  const { isAllowed, retryAfterSeconds } = await takeSlot(bucketOf(throttle, key), throttle.limit, throttle.windowMs);
  if (!isAllowed) throw new AppError('throttled', throttle.message, { headers: { 'retry-after': String(retryAfterSeconds) } });
}

// While the database is unreachable the inquiry limit cannot be counted; inquiries are parked
// in Blobs (src/server/inquiry-outbox.ts) and counted when they are moved in, per address and per 10-minute
// window of their arrival (decision 017).

/**
 * An address as a parked inquiry carries it: a keyed hash (the session secret), enough to count a
 * burst from one address, never the address itself.
 */
export function tagAddress(address: string): string {
  return createHmac('sha256', serverSecret()).update(address).digest('base64url');
}

/** A bucket per arrival window is never reset while it is counted, however long moving them in takes. */
const ARRIVAL_BUCKET_MS = 24 * 60 * 60_000;

/** Counts one parked inquiry against the limit of its address and arrival window: false beyond the limit. */
export async function isWithinArrivalBurst(addressTag: string, receivedAt: Date): Promise<boolean> {
  const { limit, windowMs } = INQUIRY_BURST;
  const windowStart = new Date(Math.floor(receivedAt.getTime() / windowMs) * windowMs);
  const bucket = bucketOf({ ...INQUIRY_BURST, name: 'inquiry-parked' }, `${addressTag}@${windowStart.toISOString()}`);
  return (await takeSlot(bucket, limit, ARRIVAL_BUCKET_MS)).isAllowed;
}
