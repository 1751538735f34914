import { z } from 'zod';
import { idNumber } from './fields';
import { TRASH_KINDS } from './trash';

/** At most this many records in one bulk call (a page of the admin's list is 50). */
export const MAX_BULK_IDS = 500;
const IDS_MESSAGE = 'Choose the inquiries by their ids (whole numbers)';

/** A list of record ids for a bulk call: at least one, at most MAX_BULK_IDS, repeats dropped. */
const idList = (message: string) =>
  z
    .array(idNumber(message), { error: message })
    .min(1, 'Choose at least one')
    .max(MAX_BULK_IDS, `Choose at most ${MAX_BULK_IDS} at a time`)
    .transform((ids) => [...new Set(ids)]);

/** What the inbox can do to many inquiries at once (POST /api/contact-submissions/bulk). */
export const BULK_INQUIRY_ACTIONS = ['mark-read', 'delete', 'not-spam'] as const;
export type BulkInquiryAction = (typeof BULK_INQUIRY_ACTIONS)[number];

export const BulkInquirySchema = z.object({
  action: z.enum(BULK_INQUIRY_ACTIONS, { error: `Action must be one of ${BULK_INQUIRY_ACTIONS.join(', ')}` }),
  ids: idList(IDS_MESSAGE),
});

/** The answer of a bulk call and of "Empty spam": the ids it changed. */
export const BulkResultSchema = z.object({ ids: z.array(z.number().int()) });
export type BulkResult = z.infer<typeof BulkResultSchema>;

/** Undo of a bulk delete (POST /api/trash/restore): many records of one kind back from the Trash. */
export const TrashRestoreSchema = z.object({
  kind: z.enum(TRASH_KINDS, { error: `Kind must be one of ${TRASH_KINDS.join(', ')}` }),
  ids: idList('Choose the records by their ids (whole numbers)'),
});

/** A page of the inquiry list: `?limit=` (1-200) and, for the next page, `?before=<last id shown>`. */
export const INQUIRY_PAGE_MAX = 200;
export const InquiryPageSchema = z.object({
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${INQUIRY_PAGE_MAX}` })
    .int(`limit must be a whole number from 1 to ${INQUIRY_PAGE_MAX}`)
    .min(1, `limit must be a whole number from 1 to ${INQUIRY_PAGE_MAX}`)
    .max(INQUIRY_PAGE_MAX, `limit must be a whole number from 1 to ${INQUIRY_PAGE_MAX}`),
  before: idNumber('before must be the id of the last inquiry shown').optional(),
});
