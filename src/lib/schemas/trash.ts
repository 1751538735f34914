import { z } from 'zod';
import { TRASH_KINDS } from './content-kinds';

// What can be in the Trash is a capability of each kind in the registry (decision 049).
export { TRASH_KINDS, type TrashKind } from './content-kinds';

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
