// The leasing team's e-mail about each inquiry is never lost and never sent twice: the state lives
// on the inquiry (db/queries/notifications.ts). A sender claims the e-mail in one statement, sends
// it, then marks it sent; a failure is recorded and retried with backoff (1, 5, 30 min, 2 h, then
// daily for a week) by the scheduled function functions/retry-notifications.ts; the admin shows
// "E-mail not delivered" and can send it again at once.
import { findAssigneeEmail } from '~/db/queries/lead-assignment';
import { claimNotification, findDueNotifications, markNotificationFailed, markNotificationSent } from '~/db/queries/notifications';
import { newMessageId, notifyLeasingTeam } from './mailer';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Wait after the nth failed attempt; after the last, daily. */
const BACKOFF_MS = [1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE];
/** Retries stop a week after the inquiry came in ("Send again" still works). */
const GIVE_UP_AFTER_MS = 7 * DAY;

/** When to try again after `attempts` failed attempts, or null once the week is over. */
export function nextAttemptAt(attempts: number, createdAt: Date, now = new Date()): Date | null {
  const next = new Date(now.getTime() + (BACKOFF_MS[attempts - 1] ?? DAY));
  return next.getTime() - createdAt.getTime() > GIVE_UP_AFTER_MS ? null : next;
}

export type DeliveryOutcome = 'sent' | 'failed' | 'not-due';

/** Sends the inquiry's e-mail if it is due (or `force`: "Send again") and no one else is sending it. */
export async function deliverNotification(id: number, { force = false } = {}): Promise<DeliveryOutcome> {
  const inquiry = await claimNotification(id, { force, messageId: newMessageId('inquiry') });
  if (!inquiry) return 'not-due';
  try {
    // One message: to the leasing address, with the lead's assignee (if any) in copy.
    const assignee = inquiry.assignedUserId === null ? null : await findAssigneeEmail(inquiry.assignedUserId);
    await notifyLeasingTeam(inquiry, assignee);
    await markNotificationSent(id);
    return 'sent';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Inquiry #${id} e-mail failed (attempt ${inquiry.notifyAttempts}):`, message);
    await markNotificationFailed(id, message, nextAttemptAt(inquiry.notifyAttempts, inquiry.createdAt));
    return 'failed';
  }
}

/** The scheduled retry: every e-mail that is due now. */
export async function retryDueNotifications(): Promise<Record<DeliveryOutcome, number>> {
  const counts: Record<DeliveryOutcome, number> = { sent: 0, failed: 0, 'not-due': 0 };
  for (const id of await findDueNotifications()) counts[await deliverNotification(id)] += 1;
  return counts;
}
