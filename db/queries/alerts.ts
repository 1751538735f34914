// Availability alerts. Like inquiry e-mails (db/queries/notifications.ts), every change of an
// alert's sending state is one conditional UPDATE, so two senders never claim the same e-mail.
import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { classifyLeadSource } from '~/src/lib/lead-source';
import type { AlertData } from '~/src/lib/schemas/alert';
import { getDb, type Database } from '../client';
import { alertMatches, availabilityAlerts, buildings, units, type AvailabilityAlert } from '../schema';
import { isLive } from './live-rows';
import { STALE_CLAIM_MS } from './notifications';

const DAY_MS = 86_400_000;

// Also the predicate of the partial unique index availability_alerts_pending_email_idx.
const isPending = sql`${availabilityAlerts.confirmedAt} is null and ${availabilityAlerts.unsubscribedAt} is null`;

/**
 * Stores the alert unconfirmed, unless its mailbox (`email_key`) already has an unconfirmed one
 * from the last day: then it stores nothing and answers null (no second confirmation e-mail). One
 * upsert on the unique index of unconfirmed alerts per mailbox: of any number of concurrent
 * sign-ups for one mailbox, exactly one gets the row. An unconfirmed alert over a day old is
 * replaced (new criteria and token; its old link stops working).
 */
export async function insertPendingAlert(
  data: Omit<AlertData, 'website'>,
  token: string,
  db: Database = getDb(),
): Promise<AvailabilityAlert | null> {
  const values = {
    email: data.email,
    spaceType: data.spaceType ?? null,
    minSquareFootage: data.minSquareFootage ?? null,
    maxSquareFootage: data.maxSquareFootage ?? null,
    buildingId: data.buildingId ?? null,
    token,
    utmSource: data.utmSource ?? null,
    utmMedium: data.utmMedium ?? null,
    utmCampaign: data.utmCampaign ?? null,
    referrerHost: data.referrerHost ?? null,
    leadSource: classifyLeadSource(data),
  };
  const [alert] = await db
    .insert(availabilityAlerts)
    .values(values)
    .onConflictDoUpdate({
      target: availabilityAlerts.emailKey,
      targetWhere: isPending,
      set: { ...values, createdAt: sql`now()` },
      setWhere: lte(availabilityAlerts.createdAt, sql`now() - interval '1 day'`),
    })
    .returning();
  return alert ?? null;
}

/** Forgets an unconfirmed alert whose confirmation e-mail could not be sent, so a retry can send one. */
export async function deletePendingAlert(id: number, db: Database = getDb()): Promise<void> {
  await db.delete(availabilityAlerts).where(and(eq(availabilityAlerts.id, id), isPending));
}

/** Confirms the alert (once); answers it, or null for an unknown or unsubscribed token. */
export async function confirmAlert(token: string, db: Database = getDb()): Promise<AvailabilityAlert | null> {
  const [alert] = await db
    .update(availabilityAlerts)
    .set({ confirmedAt: sql`coalesce(${availabilityAlerts.confirmedAt}, now())` })
    .where(and(eq(availabilityAlerts.token, token), isNull(availabilityAlerts.unsubscribedAt)))
    .returning();
  return alert ?? null;
}

/** Ends the alert (once); answers whether the token names one. */
export async function unsubscribeAlert(token: string, db: Database = getDb()): Promise<boolean> {
  const rows = await db
    .update(availabilityAlerts)
    .set({ unsubscribedAt: sql`coalesce(${availabilityAlerts.unsubscribedAt}, now())` })
    .where(eq(availabilityAlerts.token, token))
    .returning({ id: availabilityAlerts.id });
  return rows.length > 0;
}

const isActive = and(isNotNull(availabilityAlerts.confirmedAt), isNull(availabilityAlerts.unsubscribedAt));

/** Confirmed, not unsubscribed: what the admin sees (criteria only). */
export function listActiveAlerts(db: Database = getDb()) {
  return db
    .select({
      id: availabilityAlerts.id,
      spaceType: availabilityAlerts.spaceType,
      minSquareFootage: availabilityAlerts.minSquareFootage,
      maxSquareFootage: availabilityAlerts.maxSquareFootage,
      buildingId: availabilityAlerts.buildingId,
      confirmedAt: availabilityAlerts.confirmedAt,
      lastSentAt: availabilityAlerts.lastSentAt,
    })
    .from(availabilityAlerts)
    .where(isActive)
    .orderBy(asc(availabilityAlerts.id));
}

const hasUnsentMatch = sql`exists (select 1 from ${alertMatches} where ${alertMatches.alertId} = ${availabilityAlerts.id} and ${alertMatches.sentAt} is null)`;

/** Due now: active, something to tell, no e-mail in the last day, retry time reached, nobody sending. */
function isDue(now: Date) {
  return and(
    isActive,
    hasUnsentMatch,
    or(isNull(availabilityAlerts.lastSentAt), lte(availabilityAlerts.lastSentAt, new Date(now.getTime() - DAY_MS))),
    or(isNull(availabilityAlerts.sendNextAt), lte(availabilityAlerts.sendNextAt, now)),
    or(isNull(availabilityAlerts.sendClaimedAt), lt(availabilityAlerts.sendClaimedAt, new Date(now.getTime() - STALE_CLAIM_MS))),
  );
}

export async function findDueAlerts(db: Database = getDb()): Promise<number[]> {
  const rows = await db
    .select({ id: availabilityAlerts.id })
    .from(availabilityAlerts)
    .where(isDue(new Date()))
    .orderBy(asc(availabilityAlerts.id))
    .limit(100);
  return rows.map((row) => row.id);
}

/** Claims the alert's next e-mail if it is still due; answers the alert, or null. */
export async function claimAlert(id: number, db: Database = getDb()): Promise<AvailabilityAlert | null> {
  const now = new Date();
  const [alert] = await db
    .update(availabilityAlerts)
    .set({ sendClaimedAt: now, sendAttempts: sql`${availabilityAlerts.sendAttempts} + 1` })
    .where(and(eq(availabilityAlerts.id, id), isDue(now)))
    .returning();
  return alert ?? null;
}

/** The units (with their building) waiting for the alert's e-mail that are still live and available, oldest first. */
export function unsentMatches(alertId: number, db: Database = getDb()) {
  return db
    .select({ matchId: alertMatches.id, matchedAt: alertMatches.createdAt, unit: units, building: buildings })
    .from(alertMatches)
    .innerJoin(units, eq(units.id, alertMatches.unitId))
    .innerJoin(buildings, eq(buildings.id, units.buildingId))
    .where(and(eq(alertMatches.alertId, alertId), isNull(alertMatches.sentAt), isLive(units), eq(units.status, 'available')))
    .orderBy(asc(alertMatches.id));
}

/** The e-mail went out naming `matchIds`: those are settled, and the day's e-mail is used. */
export async function markAlertSent(id: number, matchIds: number[], db: Database = getDb()): Promise<void> {
  await db
    .update(alertMatches)
    .set({ sentAt: new Date() })
    .where(and(eq(alertMatches.alertId, id), inArray(alertMatches.id, matchIds)));
  await db
    .update(availabilityAlerts)
    .set({ lastSentAt: new Date(), sendClaimedAt: null, sendAttempts: 0, sendLastError: null, sendNextAt: null })
    .where(eq(availabilityAlerts.id, id));
}

/**
 * The e-mail failed: retried at `nextAt`; with none (a week of retries is over) its matches are
 * given up, so the alert waits for the next unit instead of failing every minute.
 */
export async function markAlertFailed(id: number, error: string, nextAt: Date | null, matchIds: number[], db: Database = getDb()) {
  if (!nextAt) await db.update(alertMatches).set({ sentAt: new Date() }).where(inArray(alertMatches.id, matchIds));
  await db
    .update(availabilityAlerts)
    .set({ sendClaimedAt: null, sendLastError: error.slice(0, 500), sendNextAt: nextAt })
    .where(eq(availabilityAlerts.id, id));
}

/** Settles the alert's matches whose unit is no longer live and available: nothing left to tell. */
export async function settleStaleMatches(id: number, db: Database = getDb()): Promise<void> {
  await db.execute(sql`
    update alert_matches set sent_at = now()
    where alert_id = ${id} and sent_at is null
      and unit_id not in (select id from units where status = 'available' and deleted_at is null)`);
}

/** Gives the claim back without sending (nothing was left to tell). */
export async function releaseAlert(id: number, db: Database = getDb()): Promise<void> {
  await db.update(availabilityAlerts).set({ sendClaimedAt: null }).where(eq(availabilityAlerts.id, id));
}
