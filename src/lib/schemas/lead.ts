// The leasing team's pipeline for an inquiry (docs/PRODUCT.md §4): a stage beside the first release's
// new/read status, internal notes, and the history of both.
import { z } from 'zod';
import { cleanText, MAX_INTEGER } from './fields';
import { LEAD_STAGES } from './lead-stages';

// The stages live in ./lead-stages (no zod there: the contact form's promise reads them).
export { CLOSED_STAGES, LEAD_STAGE_LABELS, LEAD_STAGES, RESPONDED_STAGES, type LeadStage } from './lead-stages';

const LOST_REASON_REQUIRED = 'Please say why the lead was lost';

export const LeadStageChangeSchema = z
  .object({
    stage: z.enum(LEAD_STAGES, { error: `Stage must be one of: ${LEAD_STAGES.join(', ')}` }),
    lostReason: z.preprocess((v) => (v === null || v === undefined ? '' : v), cleanText(300)),
  })
  .refine((change) => change.stage !== 'lost' || change.lostReason !== '', { path: ['lostReason'], message: LOST_REASON_REQUIRED });
export type LeadStageChangeInput = z.input<typeof LeadStageChangeSchema>;
export type LeadStageChange = z.output<typeof LeadStageChangeSchema>;

export const LeadNoteSchema = z.object({
  note: z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    cleanText(2000, { multiline: true, tooLong: 'Please keep a note under 2,000 characters' }).pipe(
      z.string().min(1, 'Please write a note'),
    ),
  ),
});
export type LeadNoteInput = z.input<typeof LeadNoteSchema>;
export type LeadNote = z.output<typeof LeadNoteSchema>;

/**
 * One line of an inquiry's history: a stage change, an internal note, the first reply by e-mail, a
 * tour confirmed, moved or cancelled, or the lead (un)assigned to a person.
 */
export const LEAD_EVENT_KINDS = ['stage', 'note', 'reply', 'tour', 'assign'] as const;

/** `PUT /api/contact-submissions/:id/assignee`: a staff member's id, or null to unassign (an id past the column's range is no one's: 400, not a failed query). */
export const LeadAssigneeSchema = z.object({
  userId: z.union([z.number().int().positive().max(MAX_INTEGER), z.null()], { error: 'Please choose a person, or no one' }),
});
export type LeadAssignee = z.output<typeof LeadAssigneeSchema>;

export const LEAD_RETENTION_MESSAGE = 'Keep closed leads between 1 and 120 months';

/**
 * `PUT /api/team-settings` (admins): round-robin assignment of new leads among the agents, whether
 * admins must sign in with a passkey (decision 080), and how many months a closed lead keeps the
 * person's details (src/server/people-data.ts). Any of them; one left out keeps its value.
 */
export const TeamSettingsSchema = z
  .object({
    autoAssign: z.boolean({ error: 'autoAssign must be true or false' }).optional(),
    requirePasskeysForAdmins: z.boolean({ error: 'requirePasskeysForAdmins must be true or false' }).optional(),
    leadRetentionMonths: z.coerce
      .number({ error: LEAD_RETENTION_MESSAGE })
      .int(LEAD_RETENTION_MESSAGE)
      .min(1, LEAD_RETENTION_MESSAGE)
      .max(120, LEAD_RETENTION_MESSAGE)
      .optional(),
  })
  .refine(
    (settings) =>
      settings.autoAssign !== undefined || settings.requirePasskeysForAdmins !== undefined || settings.leadRetentionMonths !== undefined,
    { message: 'Send autoAssign, requirePasskeysForAdmins, leadRetentionMonths or any of them' },
  );
export type TeamSettingsData = z.output<typeof TeamSettingsSchema>;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];
