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
  // The log's own CSV export: who took a copy of it.
  'activity',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/**
 * The audited changes (docs/PRODUCT.md, Activity): each writes exactly one line, in the
 * transaction of the change itself where the change is a database write, naming who did it. A new
 * kind is added here with its label; src/server/audit.ts recordEvent writes it.
 */
export const AUDIT_EVENTS = [
  'publish',
  'schedule',
  'unschedule',
  'restore-version',
  'restore-from-trash',
  'role-change',
  'deactivate',
  'reactivate',
  'invitation-sent',
  'invitation-accepted',
  'invitation-revoked',
  'password-reset',
  'template-edit',
  'reply-sent',
  'backup',
  'backup-restore',
  'export',
  'sign-in',
  'sign-in-failed',
] as const;
export type AuditEvent = (typeof AUDIT_EVENTS)[number];

/** How the Activity tab and its CSV name each audited change: plain words. */
export const AUDIT_EVENT_LABELS: Record<AuditEvent, string> = {
  publish: 'Published',
  schedule: 'Scheduled to publish',
  unschedule: 'Schedule removed',
  'restore-version': 'Earlier version restored',
  'restore-from-trash': 'Restored from the Trash',
  'role-change': 'Role changed',
  deactivate: 'Account deactivated',
  reactivate: 'Account reactivated',
  'invitation-sent': 'Invitation sent',
  'invitation-accepted': 'Invitation accepted',
  'invitation-revoked': 'Invitation withdrawn',
  'password-reset': 'Password reset',
  'template-edit': 'Reply template changed',
  'reply-sent': 'Reply sent',
  backup: 'Backup downloaded',
  'backup-restore': 'Backup restored',
  export: 'Exported as CSV',
  'sign-in': 'Signed in',
  'sign-in-failed': 'Sign-in failed',
};

/** A page holds this many lines; "Load more" asks for the next page below the last id. */
export const ACTIVITY_PAGE_SIZE = 50;

const whole = z.coerce.number({ error: 'Use a whole number' }).int('Use a whole number').min(1, 'Use a whole number');
const instant = z
  .string()
  .refine((text) => !Number.isNaN(Date.parse(text)), 'Use a date, e.g. 2026-11-25')
  .transform((text) => new Date(text));

/**
 * GET /api/activity?user=&kind=&event=&from=&to=&before=: all optional; `from` counts, `to` does
 * not (a day's range is from its start to the next). `event` keeps the audited changes of one kind,
 * `event=any` every audited change.
 */
export const ActivityQuerySchema = z.object({
  user: whole.optional(),
  kind: z.enum(ACTIVITY_KINDS, { error: 'Unknown kind' }).optional(),
  event: z.enum([...AUDIT_EVENTS, 'any'], { error: 'Unknown kind of change' }).optional(),
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
  event: z.enum(AUDIT_EVENTS).nullable(),
  detail: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;

/** One page, newest first; `nextBefore` asks for the next (null: no more); `people` fills the person filter. */
export const ActivityPageSchema = z.object({
  entries: z.array(ActivityEntrySchema),
  nextBefore: z.number().int().nullable(),
  people: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ActivityPage = z.infer<typeof ActivityPageSchema>;
