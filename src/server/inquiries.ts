// Inquiries ("contact submissions" in the API): a visitor's message to the leasing team.
import { deleteInquiryRow, insertInquiry, listInquiries, updateInquiryStatus } from '../../db/queries/inquiries';
import type { Inquiry } from '../../db/schema';
import type { InquiryData, InquiryStatus } from '../lib/schemas/inquiry';
import { AppError } from './errors';
import { notifyLeasingTeam } from './mailer';
import { INQUIRY_BURST, takeAttempt } from './throttle';

export { listInquiries };

// A person needs more than this to fill the form; bots post at once.
const MIN_FILL_MS = 3000;

/**
 * Stores an inquiry from `address` and e-mails the leasing team. Spam traps keep the row (flagged,
 * hidden from the inbox) rather than dropping it, so nothing real is lost; the answer is the same,
 * so a bot learns nothing.
 */
export async function submitInquiry({ website, formStartedAt, ...inquiry }: InquiryData, address: string): Promise<Inquiry> {
  await takeAttempt(INQUIRY_BURST, address);
  const isSpam = Boolean(website) || (formStartedAt !== undefined && Date.now() - formStartedAt < MIN_FILL_MS);
  const stored = await insertInquiry({ ...inquiry, isSpam });
  if (!isSpam) {
    // Stored first; a failed e-mail is logged and never loses or rejects the inquiry.
    await notifyLeasingTeam(stored).catch((error: unknown) => console.error(`Inquiry #${stored.id} e-mail failed:`, error));
  }
  return stored;
}

export async function setInquiryStatus(id: number, status: InquiryStatus): Promise<Inquiry> {
  const inquiry = await updateInquiryStatus(id, status);
  if (!inquiry) throw new AppError('not-found', 'Inquiry not found');
  return inquiry;
}

export async function deleteInquiry(id: number): Promise<void> {
  if (!(await deleteInquiryRow(id))) throw new AppError('not-found', 'Inquiry not found');
}
