// A person's data on request (docs/PRODUCT.md §4, Privacy): what the admin sends to find, export
// and erase everything held about one e-mail address. The address travels in the request body,
// never in a URL (addresses, query strings and the activity log's paths stay free of it).
import { z } from 'zod';
import { cleanText, emailAddress } from './fields';

export const PersonLookupSchema = z.object({ email: emailAddress() });
export type PersonLookup = z.output<typeof PersonLookupSchema>;

export const CONFIRM_EMAIL_MESSAGE = 'Type the same e-mail address again to confirm the erasure';

/**
 * An erasure: the address, typed a second time as confirmation, and the person's phone number if
 * they gave one (no column holds a phone; it can only be in what they or the team wrote).
 */
export const PersonErasureSchema = z
  .object({
    email: emailAddress(),
    confirmEmail: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string({ error: CONFIRM_EMAIL_MESSAGE })),
    phone: z.preprocess((v) => (v === null || v === '' ? undefined : v), cleanText(30).optional()),
  })
  .refine((erasure) => erasure.confirmEmail.toLowerCase() === erasure.email.toLowerCase(), {
    path: ['confirmEmail'],
    message: CONFIRM_EMAIL_MESSAGE,
  });
export type PersonErasure = z.output<typeof PersonErasureSchema>;

const count = z.number().int().min(0);

/** How much is held about the address, and its inquiries (POST /api/people-data/lookup). */
export const PersonSummarySchema = z.object({
  email: z.string(),
  inquiries: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      createdAt: z.string(),
      stage: z.string(),
      isSpam: z.boolean(),
      inTrash: z.boolean(),
    }),
  ),
  counts: z.object({ inquiries: count, history: count, notes: count, replies: count, tours: count, alerts: count }),
});
export type PersonSummary = z.output<typeof PersonSummarySchema>;

/** What an erasure did: a reference the activity log names (never the address), and the counts. */
export const ErasureReceiptSchema = z.object({
  reference: z.string(),
  inquiriesAnonymized: count,
  notesDeleted: count,
  repliesDeleted: count,
  alertsDeleted: count,
  parkedInquiriesDeleted: count,
});
export type ErasureReceipt = z.output<typeof ErasureReceiptSchema>;

/** The export's kinds of record, each a list (POST /api/people-data/export). */
export const PersonExportSchema = z.looseObject({
  email: z.string(),
  exportedAt: z.string(),
  inquiries: z.array(z.looseObject({})),
  history: z.array(z.looseObject({})),
  notes: z.array(z.looseObject({})),
  replies: z.array(z.looseObject({})),
  tours: z.array(z.looseObject({})),
  alerts: z.array(z.looseObject({})),
});

/** Closed leads keep the person's details this many months by default (a team setting). */
export const DEFAULT_LEAD_RETENTION_MONTHS = 24;
/** Spam is kept this many days for review, then purged. */
export const SPAM_RETENTION_DAYS = 30;
