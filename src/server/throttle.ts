// Throttling stored in the database, so it holds across function instances.
import { countRecentHits, recordHit, secondsUntilSlotFrees } from '../../db/queries/rate-limits';
import { AppError } from './errors';

export interface Throttle {
  limit: number;
  windowMs: number;
  message: string;
}

export const FAILED_LOGINS: Throttle = {
  limit: 5,
  windowMs: 15 * 60_000,
  message: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
};
export const INQUIRY_BURST: Throttle = {
  limit: 5,
  windowMs: 10 * 60_000,
  message: 'You have sent several messages in a short time. Please wait a few minutes, or e-mail us directly.',
};

/** Refuses with 429 and Retry-After once `bucket` has reached its limit in the window. */
export async function assertNotThrottled(bucket: string, { limit, windowMs, message }: Throttle): Promise<void> {
  if ((await countRecentHits(bucket, windowMs)) < limit) return;
  const retryAfter = await secondsUntilSlotFrees(bucket, windowMs);
  throw new AppError('throttled', message, { headers: { 'retry-after': String(retryAfter) } });
}

export { recordHit };
