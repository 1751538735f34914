// The audit log as the admin's Activity view reads it (decision 042): the filters of
// GET /api/activity and one line of its answer.
import { z } from 'zod';

/** The kinds of record a logged request names (functions/_shared/activity.ts): the Activity view's "Kind" filter. */
export const ACTIVITY_KINDS = [
  'unit',
  'building',
  'inquiry',
  'gallery-image',
  'draft',
  'site',
  'upload',
  'publish',
  'trash',
  'backup',
  'account',
  'user',
  'team-settings',
  'reply-template',
  'passkey',
  'person',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** A page holds this many lines; "Load more" asks for the next page below the last id. */
export const ACTIVITY_PAGE_SIZE = 50;

const whole = z.coerce.number({ error: 'Use a whole number' }).int('Use a whole number').min(1, 'Use a whole number');
const instant = z
  .string()
  .refine((text) => !Number.isNaN(Date.parse(text)), 'Use a date, e.g. 2026-11-25')
  .transform((text) => new Date(text));

/** GET /api/activity?user=&kind=&from=&to=&before=: all optional; `from` counts, `to` does not (a day's range is from its start to the next). */
export const ActivityQuerySchema = z.object({
  user: whole.optional(),
  kind: z.enum(ACTIVITY_KINDS, { error: 'Unknown kind' }).optional(),
  from: instant.optional(),
  to: instant.optional(),
  before: whole.optional(),
});
export type ActivityQuery = z.output<typeof ActivityQuerySchema>;

export const ActivityEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  userId: z.number().int().nullable(),
  userName: z.string(),
  action: z.string(),
  recordKind: z.string().nullable(),
  recordId: z.string().nullable(),
  method: z.string(),
  path: z.string(),
  status: z.number().int(),
  addressPrefix: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;

/** One page, newest first; `nextBefore` asks for the next (null: no more); `people` fills the person filter. */
export const ActivityPageSchema = z.object({
  entries: z.array(ActivityEntrySchema),
  nextBefore: z.number().int().nullable(),
  people: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ActivityPage = z.infer<typeof ActivityPageSchema>;
