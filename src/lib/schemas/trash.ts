import { z } from 'zod';

/** What can be in the Trash (docs/PRODUCT.md §4): the `:kind` in /api/trash/:kind/:id. */
export const TRASH_KINDS = ['unit', 'building', 'gallery-image', 'inquiry'] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];

/** Trashed records are kept this long, then purged (with their photos) by the daily housekeeping. */
export const TRASH_RETENTION_DAYS = 30;

/** One row of the admin's Trash view: enough to recognise the record, not the record itself. */
export const TrashItemSchema = z.object({
  kind: z.enum(TRASH_KINDS),
  id: z.number().int(),
  label: z.string(),
  detail: z.string().nullable(),
  photo: z.string().nullable(),
  deletedAt: z.string(),
  purgeAt: z.string(),
});
export type TrashItem = z.infer<typeof TrashItemSchema>;
