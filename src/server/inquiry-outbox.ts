// Inquiries received while the database could not be reached wait in Netlify Blobs, one blob per
// inquiry, until the every-minute scheduled function moves them in (src/server/inquiries.ts,
// decision 017). A blob's key is the inquiry's intake key: `<received ms>-<uuid>`, so keys sort by
// arrival and the database's unique intake_key stores each one once, however often it is drained.
import { randomUUID } from 'node:crypto';
import { getStore } from '@netlify/blobs';
import { z } from 'zod';
import { MAX_TOUR_SLOTS } from '~/src/lib/tour-slots';
import { InquiryFieldsSchema, SPAM_REASONS } from '~/src/lib/schemas/inquiry';

const ParkedInquirySchema = z.object({
  receivedAt: z.coerce.date(),
  /** The sender's address as the burst limit counts it (src/server/throttle.ts tagAddress). */
  addressTag: z.string().min(1),
  /** What the form's traps said when it arrived (they need the submit time, not the drain's). */
  spamReason: z.enum(SPAM_REASONS).nullable(),
  // Everything the inquiry stores, checked again on the way back in; tour slots were bookable when
  // sent and are kept as sent (they may have passed by the time the database is back).
  inquiry: InquiryFieldsSchema.omit({ website: true, formToken: true, tour: true, tourSlots: true }).extend({
    tourSlots: z
      .array(z.iso.datetime({ offset: true }))
      .max(MAX_TOUR_SLOTS)
      .optional(),
  }),
});

export type ParkedInquiry = z.output<typeof ParkedInquirySchema>;

// Strong consistency: a drain reads what was parked a moment ago. A deleted blob listed again by a
// lagging list is harmless: its intake key is stored already, so it is deleted again.
const outbox = () => getStore({ name: 'inquiry-outbox', consistency: 'strong' });

/** A new intake key: the arrival time first (13 digits in ms until the year 2286), then a random part. */
export const newIntakeKey = (receivedAt: Date) => `${receivedAt.getTime()}-${randomUUID()}`;

/** Keeps an inquiry under its intake key. Throws when Blobs cannot take it. */
export async function parkInquiry(key: string, parked: ParkedInquiry): Promise<void> {
  await outbox().setJSON(key, parked);
}

/** The keys of the parked inquiries, oldest first. */
export async function listParkedKeys(): Promise<string[]> {
  return (await outbox().list()).blobs.map((blob) => blob.key).sort();
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The parked inquiry, or null when it is gone (drained meanwhile) or unreadable (left in place, logged). */
export async function readParkedInquiry(key: string): Promise<ParkedInquiry | null> {
  const text = await outbox().get(key, { type: 'text' });
  if (text === null) return null;
  const parsed = ParkedInquirySchema.safeParse(parseJson(text));
  if (parsed.success) return parsed.data;
  console.error(`Parked inquiry ${key} is unreadable and stays in the inquiry-outbox store:`, parsed.error.message);
  return null;
}

export async function deleteParkedInquiry(key: string): Promise<void> {
  await outbox().delete(key);
}
