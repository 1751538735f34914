// Availability alerts (docs/PRODUCT.md §4). A visitor leaves an e-mail and criteria; nothing is
// sent until they follow the confirmation link (double opt-in). When a unit becomes available the
// units_status_changed trigger queues it for each matching alert; the alert's e-mail (a digest when
// several match, at most one a day) is sent and retried like inquiry e-mails: claimed in one
// statement, marked after sending, retried with backoff by the scheduled function.
import { randomBytes } from 'node:crypto';
import {
  claimAlert,
  confirmAlert,
  deletePendingAlert,
  findDueAlerts,
  insertPendingAlert,
  listActiveAlerts,
  markAlertFailed,
  markAlertSent,
  releaseAlert,
  settleStaleMatches,
  unsentMatches,
  unsubscribeAlert,
} from '~/db/queries/alerts';
import { findBuilding } from '~/db/queries/buildings';
import type { AvailabilityAlert } from '~/db/schema';
import type { AlertData } from '~/src/lib/schemas/alert';
import { describeCriteria } from '~/src/lib/alert-criteria';
import { resolveUnit } from '~/src/lib/unit-facts';
import { alertMessage, confirmationMessage } from './alert-mail';
import { AppError } from './errors';
import { sendMail } from './mailer';
import { nextAttemptAt, type DeliveryOutcome } from './notifications';
import type { Background } from './publish';
import { ALERT_SIGNUPS, takeAttempt } from './throttle';
import { getSiteContent } from './site-content';

async function criteriaOf(alert: AvailabilityAlert): Promise<string> {
  const building = alert.buildingId ? await findBuilding(alert.buildingId) : null;
  return describeCriteria({ ...alert, buildingName: building?.name ?? null });
}

/**
 * Stores the alert, unconfirmed, and e-mails the confirmation link. The answer is the same whether
 * or not anything is stored, so it tells nobody whether an address has signed up: a filled
 * honeypot stores nothing, and so does a second sign-up for one mailbox within a day (at most one
 * confirmation e-mail a day reaches an address, however many networks ask; decision 014).
 */
export async function subscribe({ website, ...data }: AlertData, address: string): Promise<void> {
  await takeAttempt(ALERT_SIGNUPS, address);
  if (website) return; // a bot: the same answer, nothing kept (no person is ever lost to this trap)
  if (data.buildingId && !(await findBuilding(data.buildingId))) {
    throw new AppError('invalid', 'Choose a building', { fieldErrors: { buildingId: ['Choose a building'] } });
  }
  const alert = await insertPendingAlert(data, randomBytes(24).toString('base64url'));
  if (!alert) return;
  try {
    await sendMail(confirmationMessage(alert, await criteriaOf(alert)), `alert-${alert.id}-confirm-${alert.createdAt.getTime()}`);
  } catch (error) {
    console.error(`Alert #${alert.id} confirmation e-mail failed:`, error instanceof Error ? error.message : error);
    await deletePendingAlert(alert.id); // so trying again in a few minutes sends one
    throw new AppError('unavailable', 'We could not send the confirmation e-mail. Please try again in a few minutes.');
  }
}

export async function confirm(token: string): Promise<void> {
  if (!(await confirmAlert(token))) throw new AppError('not-found', 'This alert link is not valid (the alert may have been stopped).');
}

export async function unsubscribe(token: string): Promise<void> {
  if (!(await unsubscribeAlert(token))) throw new AppError('not-found', 'This alert link is not valid.');
}

/** Sends the alert's e-mail if it is due and no one else is sending it. */
export async function deliverAlert(id: number): Promise<DeliveryOutcome> {
  const alert = await claimAlert(id);
  if (!alert) return 'not-due';
  await settleStaleMatches(id);
  const matches = await unsentMatches(id);
  if (matches.length === 0) {
    await releaseAlert(id);
    return 'not-due';
  }
  try {
    await sendMail(
      alertMessage(
        alert,
        matches.map((m) => resolveUnit(m.unit, m.building)),
        await criteriaOf(alert),
        (await getSiteContent()).contact.phone,
      ),
      `${new Date().toISOString().replace(/[:.]/g, '-')}-alert-${id}`,
    );
    await markAlertSent(
      id,
      matches.map((m) => m.matchId),
    );
    return 'sent';
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`Alert #${id} e-mail failed (attempt ${alert.sendAttempts}):`, message);
    await markAlertFailed(
      id,
      message,
      nextAttemptAt(alert.sendAttempts, matches[0]!.matchedAt),
      matches.map((m) => m.matchId),
    );
    return 'failed';
  }
}

/** Every alert e-mail that is due now (after a unit write, and every minute by the scheduled function). */
export async function deliverDueAlerts(): Promise<Record<DeliveryOutcome, number>> {
  const counts: Record<DeliveryOutcome, number> = { sent: 0, failed: 0, 'not-due': 0 };
  for (const id of await findDueAlerts()) counts[await deliverAlert(id)] += 1;
  return counts;
}

export const listAlerts = listActiveAlerts;

/** After a unit write that may have made it available: the due alert e-mails, after the answer. */
export function sendAlertsSoon(background: Background): void {
  const work = deliverDueAlerts().catch((error: unknown) => console.error('Availability alerts failed:', error));
  background.waitUntil?.(work);
}
