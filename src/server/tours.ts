// Tours (docs/PRODUCT.md §4): a visitor asks for up to three slots with an inquiry; the leasing
// team confirms one (or any other bookable time), moves or cancels it, and each change sends both
// sides a calendar invitation (src/server/tour-invites.ts). The change is stored first: an
// invitation that fails is recorded on the inquiry and can be sent again, never losing the tour.
// Each SEQUENCE is sent once, by the request that claims it (decision 015).
import { findInquiry } from '~/db/queries/inquiries';
import { cancelTour, claimTourInvite, confirmTour, recordInviteOutcome } from '~/db/queries/tours';
import { findUnit } from '~/db/queries/units';
import type { Inquiry } from '~/db/schema';
import { formatTourSlot } from '~/src/lib/tour-slots';
import type { Actor } from './actor';
import { AppError } from './errors';
import { sendTourInvites, tourInvitePreview } from './tour-invites';

async function existing(id: number): Promise<Inquiry> {
  const inquiry = await findInquiry(id);
  if (!inquiry) throw new AppError('not-found', 'Inquiry not found');
  return inquiry;
}

/**
 * Sends the invitation for the tour as it now stands, unless another request has claimed that
 * SEQUENCE (or a newer one) and sends it; `again` sends it in any case. Answers the inquiry with
 * the outcome noted.
 */
async function invite(id: number, { again = false } = {}): Promise<Inquiry> {
  const inquiry = await claimTourInvite(id, { again });
  if (inquiry) {
    try {
      await sendTourInvites(inquiry, inquiry.unitId === null ? null : await findUnit(inquiry.unitId));
      await recordInviteOutcome(id, inquiry.tourSequence, null);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`Tour invitation for inquiry #${id} failed:`, message);
      await recordInviteOutcome(id, inquiry.tourSequence, message);
    }
  }
  return existing(id);
}

export async function scheduleTour(id: number, start: Date, author: Actor): Promise<Inquiry> {
  if (!(await confirmTour(id, start, formatTourSlot(start), author))) return existing(id); // already so: nothing to send
  return invite(id);
}

export async function cancelScheduledTour(id: number, author: Actor): Promise<Inquiry> {
  if (!(await cancelTour(id, author))) {
    await existing(id);
    throw new AppError('conflict', 'This inquiry has no confirmed tour to cancel');
  }
  return invite(id);
}

/** "Send again": the invitation for the tour as it stands, same SEQUENCE. */
export async function resendTourInvite(id: number): Promise<Inquiry> {
  const inquiry = await existing(id);
  if (!inquiry.tourAt || inquiry.tourStatus === 'requested') throw new AppError('conflict', 'This inquiry has no tour to send');
  return invite(id, { again: true });
}

/** The invitation a tour at `start` would send (summary, time, location, recipients), sending nothing. */
export async function previewTourInvite(id: number, start: Date) {
  const inquiry = await existing(id);
  return tourInvitePreview(inquiry, inquiry.unitId === null ? null : await findUnit(inquiry.unitId), start);
}
