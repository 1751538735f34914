import { z } from 'zod';
import { tourHoursRule } from '../office-hours';
import { isBookableSlot, MAX_TOUR_SLOTS, TOUR_DAYS_AHEAD } from '../tour-slots';
import { cleanText, emailAddress, flag, idNumber, optionalText, requiredText } from './fields';
import { LeadSourceFieldsSchema } from './lead-source';
import type { OfficeHours } from './office-hours';

/** 'Please choose tour times on weekdays, 9:00 to 18:00 Boston time, within the next 14 days' for the default hours (docs/PRODUCT.md §4). */
export const tourSlotsMessage = (hours: OfficeHours) =>
  `Please choose tour times ${tourHoursRule(hours)} Boston time, within the next ${TOUR_DAYS_AHEAD} days`;
/** Up to three different tour starts (ISO); with `hours`, each bookable under them when sent. */
const tourSlotsField = (hours?: OfficeHours) => {
  const message = hours ? tourSlotsMessage(hours) : 'Please choose tour times from the list';
  const slots = z
    .array(z.iso.datetime({ offset: true, error: message }), { error: message })
    .max(MAX_TOUR_SLOTS, `Please choose at most ${MAX_TOUR_SLOTS} times`)
    .refine((starts) => new Set(starts.map((s) => Date.parse(s))).size === starts.length, 'Please choose different times');
  return z.preprocess(
    (v) => (Array.isArray(v) ? v.filter((slot) => slot !== '' && slot !== null && slot !== undefined) : v),
    (hours ? slots.refine((starts) => starts.every((s) => isBookableSlot(new Date(s), new Date(), hours)), message) : slots).optional(),
  );
};

const MESSAGE_TOO_SHORT = 'Please provide a detailed message (at least 10 characters)';
export const TOUR_TIME_MISSING = 'Please choose a day and time for your tour';

/**
 * An inquiry's fields, each checked on its own; whether its tour slots are bookable depends on the
 * office's hours, which inquirySchema below adds.
 */
export const InquiryFieldsSchema = z.object({
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  email: emailAddress(),
  company: optionalText(200),
  // The unit the visitor asks about, as they saw it named (kept verbatim) and, from the site's
  // form, by its id. The server resolves the unit once, when it stores the inquiry
  // (src/server/inquiry-unit.ts): an id no live unit has is not refused, the text decides instead.
  listing: optionalText(300),
  unitId: z.preprocess((v) => (v === '' || v === null ? undefined : v), idNumber('Please choose a space from the list').optional()),
  // At least 10 characters, unless the inquiry asks for a tour (InquirySchema below).
  message: z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z
      .string({ error: MESSAGE_TOO_SHORT })
      .pipe(cleanText(5000, { multiline: true, tooLong: 'Please keep the message under 5,000 characters' })),
  ),
  // A tour request: the form's box ticked, and up to three preferred starts (ISO); blanks (an
  // unused picker) are dropped. The box is only read here: a ticked one needs a time.
  tour: flag(),
  tourSlots: tourSlotsField(),
  // Spam traps: a field people never see (bots fill it), and the signed token the form fetched
  // when it was shown (src/server/form-token.ts), which says how long the visitor took.
  website: optionalText(500),
  formToken: z.string().max(2000).optional().catch(undefined),
  // Where the visit came from: kept with the lead, never a reason to refuse it.
  ...LeadSourceFieldsSchema.shape,
});

const isFieldValid = (issues: readonly { path?: readonly PropertyKey[] | undefined }[], field: string) =>
  !issues.some((issue) => issue.path?.[0] === field);

/**
 * An inquiry: a message of 10 characters or more, or a tour request (whose message is optional) at
 * times bookable under the office's `hours`: the published ones on the server
 * (src/server/office-hours.ts), the ones the page was built with on the form. A ticked tour box
 * with no time asks for one, not for the message.
 */
export const inquirySchema = (hours: OfficeHours) =>
  InquiryFieldsSchema.extend({ tourSlots: tourSlotsField(hours) })
    .refine((inquiry) => !inquiry.tour || (inquiry.tourSlots?.length ?? 0) > 0, {
      path: ['tourSlots'],
      message: TOUR_TIME_MISSING,
      when: ({ issues }) => isFieldValid(issues, 'tourSlots'),
    })
    .refine((inquiry) => inquiry.message.length >= 10 || inquiry.tour || (inquiry.tourSlots?.length ?? 0) > 0, {
      path: ['message'],
      message: MESSAGE_TOO_SHORT,
      // Also said next to other fields' errors, as long as the message and the tour are themselves valid.
      when: ({ issues }) => isFieldValid(issues, 'message') && isFieldValid(issues, 'tourSlots'),
    });

/**
 * Why an inquiry was flagged: the honeypot was filled, the form came without its token, or too soon
 * after it; or (`burst`) it was one too many from one address while the database was unreachable
 * and the limit could only be counted afterwards (decision 017).
 */
export const SPAM_REASONS = ['honeypot', 'no form token', 'too fast', 'burst'] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];

/** A person needs at least this long to fill the form; bots post at once (src/server/inquiries.ts; INQUIRY_MIN_FILL_MS overrides it). */
export const MIN_FILL_MS = 3000;
/** Inquiries one address may send within the window (src/server/throttle.ts; INQUIRY_BURST_LIMIT overrides it). */
export const INQUIRY_BURST_LIMIT = 5;
export const INQUIRY_BURST_WINDOW_MS = 10 * 60_000;

/** Why the form's traps flagged an inquiry, in words a leasing manager can weigh (the admin's Spam view). */
export const SPAM_REASON_TEXT: Record<SpamReason, string> = {
  honeypot: 'a hidden field only bots see was filled',
  'too fast': `sent within ${MIN_FILL_MS / 1000} seconds of opening the form (autofill and paste can do this)`,
  'no form token': "sent without the site form's token (another client, or the page failed to load fully)",
  burst: `more than ${INQUIRY_BURST_LIMIT} messages from one address within ${INQUIRY_BURST_WINDOW_MS / 60_000} minutes, while the site could not check that limit`,
};

/** The leasing team's e-mail about an inquiry: held (flagged), pending, sending, sent, or failed (retried). */
export const NOTIFY_STATES = ['held', 'pending', 'sending', 'sent', 'failed'] as const;
export type NotifyState = (typeof NOTIFY_STATES)[number];

export const INQUIRY_STATUSES = ['new', 'read'] as const;
export const InquiryStatusSchema = z.object({ status: z.enum(INQUIRY_STATUSES, { error: 'Status must be new or read' }) });

export type InquiryInput = z.input<ReturnType<typeof inquirySchema>>;
export type InquiryData = z.output<ReturnType<typeof inquirySchema>>;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
/** Which inquiries a list shows: the inbox, the flagged ones, or both. */
export const INQUIRY_VIEWS = ['inbox', 'spam', 'all'] as const;
export type InquiryView = (typeof INQUIRY_VIEWS)[number];
