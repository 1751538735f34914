// Inquiries ("contact submissions" in the API): a visitor's message to the leasing team.
import { findInquiry, insertInquiry, listInquiries, releaseFromSpam, updateInquiryStatus } from '../../db/queries/inquiries';
import { moveToTrash } from '../../db/queries/trash';
import type { Inquiry } from '../../db/schema';
import type { InquiryData, InquiryStatus, SpamReason } from '../lib/schemas/inquiry';
import { AppError } from './errors';
import { formTokenAgeMs } from './form-token';
import { deliverNotification } from './notifications';
import { INQUIRY_BURST, takeAttempt } from './throttle';

export { listInquiries };

// A person needs more than this to fill the form; bots post at once.
export const MIN_FILL_MS = 3000;

/** Why the traps flag this inquiry, or null. Each reason can also catch a person: see the Spam view. */
async function spamReasonOf({ website, formToken }: InquiryData): Promise<SpamReason | null> {
  if (website) return 'honeypot';
  const age = await formTokenAgeMs(formToken);
  if (age === null) return 'no form token';
  return age < MIN_FILL_MS ? 'too fast' : null;
}

/**
 * Stores an inquiry from `address` and e-mails the leasing team. Spam traps keep the row (flagged,
 * with its reason, listed in the admin's Spam view) rather than dropping it, so nothing real is
 * lost; the answer is the same, so a bot learns nothing.
 */
export async function submitInquiry(data: InquiryData, address: string): Promise<Inquiry> {
  await takeAttempt(INQUIRY_BURST, address);
  const { website: _website, formToken: _formToken, ...inquiry } = data;
  const stored = await insertInquiry({ ...inquiry, spamReason: await spamReasonOf(data) });
  // Stored first; a failed e-mail is recorded and retried, and never loses or rejects the inquiry.
  if (!stored.isSpam) await deliverNotification(stored.id);
  return stored;
}

/** "Not spam": into the inbox as new, and the e-mail that was held back goes out, once. */
export async function markNotSpam(id: number): Promise<Inquiry> {
  const released = await releaseFromSpam(id);
  if (released) {
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
