// Inquiries ("contact submissions" in the API): a visitor's message to the leasing team.
import { isDatabaseUnreachable } from '~/db/queries/errors';
import { findInquiry, insertInquiry, insertInquiryOnce, listInquiries, releaseFromSpam, updateInquiryStatus } from '~/db/queries/inquiries';
import { moveToTrash } from '~/db/queries/trash';
import type { Inquiry } from '~/db/schema';
import type { InquiryData, InquiryStatus, SpamReason } from '~/src/lib/schemas/inquiry';
import { serverEnv } from './env';
import { AppError } from './errors';
import { CONFIRM_SEND, issueFormToken, readFormToken, type FormTokenClaim } from './form-token';
import { resolveInquiryUnit } from './inquiry-unit';
import { deleteParkedInquiry, listParkedKeys, newIntakeKey, parkInquiry, readParkedInquiry } from './inquiry-outbox';
import { autoAssignLead } from './lead-assignment';
import { deliverNotification } from './notifications';
import { INQUIRY_BURST, isWithinArrivalBurst, tagAddress, takeAttempt } from './throttle';

export { listInquiries };

/**
 * Why the traps flag this inquiry, or null: only near-certain spam (the hidden field filled, or sent
 * within the minimum fill time of the form appearing). A confirm token skips the time check: the
 * person filled the form in once already. Each reason can also catch a person: see the Spam view.
 */
function spamReasonOf({ website }: InquiryData, claim: FormTokenClaim): SpamReason | null {
  if (website) return 'honeypot';
  return claim.kind === 'form' && claim.ageMs < serverEnv().INQUIRY_MIN_FILL_MS ? 'too fast' : null;
}

/**
 * An inquiry with no valid form token (no script, a page left open past the token's day, an old
 * cached page) is not taken yet: the answer asks for one more press and carries a fresh confirm
 * token, which that press brings back (decision 024). 409, so the island and a plain post alike
 * show the form again with every value kept.
 */
export async function confirmSendError(): Promise<AppError> {
  return new AppError('conflict', CONFIRM_SEND.message, { body: { formToken: await issueFormToken(new Date(), 'confirm') } });
}

export const UNAVAILABLE_MESSAGE = 'We could not take your message right now. Please try again in a few minutes, or e-mail us directly.';

/**
 * Stores an inquiry from `address` and e-mails the leasing team; answers it, or null when the
 * database could not be reached and it was parked in Blobs instead (moved in by
 * drainParkedInquiries within a minute of the database's return; decision 017), or its confirm
 * token was taken already. Without a valid form token it throws confirmSendError's 409. Spam traps keep
 * the row (flagged, with its reason, listed in the admin's Spam view) rather than dropping it, so
 * nothing real is lost; the answer is the same, so a bot learns nothing.
 */
export async function submitInquiry(data: InquiryData, address: string): Promise<Inquiry | null> {
  const receivedAt = new Date();
  const { website: _website, formToken, tour: _tour, ...inquiry } = data;
  // The traps need the time of arrival (the form token's age), so they are read now, database or not.
  const claim = await readFormToken(formToken, receivedAt);
  // No valid token and no filled honeypot: one more press, nothing stored yet. A filled honeypot is
  // kept flagged whatever its token.
  if (!claim && !data.website) throw await confirmSendError();
  const spamReason = claim ? spamReasonOf(data, claim) : 'honeypot';
  // The same key in both paths: an insert that committed just as the connection died, then parked
  // too, is still stored once. A confirm token's inquiry goes under the token's own id, so the token
  // is taken once: sent again (a second click, a replay), it stores nothing more.
  const intakeKey = claim?.id ? `${receivedAt.getTime() - claim.ageMs}-${claim.id}` : newIntakeKey(receivedAt);
  try {
    await takeAttempt(INQUIRY_BURST, address);
    const values = { ...inquiry, unitId: await resolveInquiryUnit(inquiry), spamReason, intakeKey };
    const stored = claim?.id ? await insertInquiryOnce(values) : await insertInquiry(values);
    // The confirm token was taken already: a double click on that page (its inquiry is in) or a
    // replay. Answered as sent, nothing stored or e-mailed again.
    if (!stored) return null;
    // Stored first; the round-robin (if on) and a failed e-mail never lose or reject the inquiry.
    if (!stored.isSpam) {
      await autoAssignLead(stored.id);
      await deliverNotification(stored.id);
    }
    return stored;
  } catch (error) {
    if (!isDatabaseUnreachable(error)) throw error;
    console.error(
      `Database unreachable; inquiry ${intakeKey} parked in Blobs:`,
      error instanceof Error ? (error.cause ?? error.message) : error,
    );
    try {
      await parkInquiry(intakeKey, { receivedAt, addressTag: tagAddress(address), spamReason, inquiry });
    } catch (blobError) {
      console.error('Blobs unreachable too; the inquiry was not taken:', blobError);
      throw new AppError('unavailable', UNAVAILABLE_MESSAGE);
    }
    return null;
  }
}

/**
 * The scheduled function's first step: moves every parked inquiry into the database, oldest first,
 * with its time of arrival, then deletes its blob. Stored once under its intake key however many
 * drains run at once or run again after a crash; its e-mail is left pending for the retry that
 * follows (src/server/notifications.ts), so it goes out once. The per-address limit, which could
 * not be counted on arrival, is counted now by arrival window: an inquiry beyond it is flagged
 * `burst` (inserted flagged, released to the inbox once counted within the limit, so a crash in
 * between leaves it flagged for review, never unflagged).
 */
export async function drainParkedInquiries(): Promise<{ stored: number; flagged: number }> {
  const counts = { stored: 0, flagged: 0 };
  for (const key of await listParkedKeys()) {
    try {
      const outcome = await moveParkedInquiryIn(key);
      if (outcome !== 'nothing') counts.stored += 1;
      if (outcome === 'flagged') counts.flagged += 1;
    } catch (error) {
      // The database gone again stops this run; any other failure leaves that one blob for a person.
      if (isDatabaseUnreachable(error)) throw error;
      console.error(`Parked inquiry ${key} could not be moved in and stays in Blobs:`, error);
    }
  }
  return counts;
}

/** Moves one parked inquiry in: to the inbox, flagged, or nothing (gone, unreadable, or stored already). */
async function moveParkedInquiryIn(key: string): Promise<'inbox' | 'flagged' | 'nothing'> {
  const parked = await readParkedInquiry(key);
  if (!parked) return 'nothing';
  const { receivedAt, addressTag, spamReason, inquiry } = parked;
  const unitId = await resolveInquiryUnit(inquiry);
  const stored = await insertInquiryOnce({ ...inquiry, unitId, intakeKey: key, createdAt: receivedAt, spamReason: spamReason ?? 'burst' });
  let outcome: 'inbox' | 'flagged' | 'nothing' = 'nothing'; // stored by another drain, or before a crash
  if (stored) {
    const isWithinLimit = await isWithinArrivalBurst(addressTag, receivedAt);
    outcome = spamReason === null && isWithinLimit && (await releaseFromSpam(stored.id)) ? 'inbox' : 'flagged';
    // Before the retry that follows sends its e-mail, so the assignee gets it too.
    if (outcome === 'inbox') await autoAssignLead(stored.id);
  }
  await deleteParkedInquiry(key);
  return outcome;
}

/** "Not spam": into the inbox as new, and the e-mail that was held back goes out, once. */
export async function markNotSpam(id: number): Promise<Inquiry> {
  const released = await releaseFromSpam(id);
  if (released) {
    await autoAssignLead(released.id);
    await deliverNotification(released.id);
    return (await findInquiry(id)) ?? released;
  }
  const inquiry = await findInquiry(id);
  if (!inquiry) throw new AppError('not-found', 'Inquiry not found');
  return inquiry; // already in the inbox: nothing to send again
}

/** "Send again": the e-mail of an inquiry whose e-mail failed, at once. A sent one is not sent twice. */
export async function resendNotification(id: number): Promise<Inquiry> {
  if (!(await findInquiry(id))) throw new AppError('not-found', 'Inquiry not found');
  await deliverNotification(id, { force: true });
  const inquiry = await findInquiry(id);
  if (!inquiry) throw new AppError('not-found', 'Inquiry not found');
  return inquiry;
}

export async function setInquiryStatus(id: number, status: InquiryStatus): Promise<Inquiry> {
  const inquiry = await updateInquiryStatus(id, status);
  if (!inquiry) throw new AppError('not-found', 'Inquiry not found');
  return inquiry;
}

/** Moves the inquiry to the Trash (its e-mail, if still due, is sent all the same: the lead is real). */
export async function deleteInquiry(id: number): Promise<void> {
  if (!(await moveToTrash('inquiry', id))) throw new AppError('not-found', 'Inquiry not found');
}
