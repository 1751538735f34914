// The leasing team's pipeline for an inquiry (docs/PRODUCT.md §4): a stage beside the first release's
// new/read status, internal notes, and the history of both.
import { z } from 'zod';
import { cleanText } from './fields';

/** New (or Tour requested, from the form) → Contacted → Tour scheduled → Proposal → Signed, or Lost (with a reason). */
export const LEAD_STAGES = ['new', 'tour-requested', 'contacted', 'tour-scheduled', 'proposal', 'signed', 'lost'] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

export const LEAD_STAGE_LABELS: Record<LeadStage, string> = {
  new: 'New',
  'tour-requested': 'Tour requested',
  contacted: 'Contacted',
  'tour-scheduled': 'Tour scheduled',
  proposal: 'Proposal',
  signed: 'Signed',
  lost: 'Lost',
};

/** Stages that count as the team having answered the lead (its first response time is set on entry). */
export const RESPONDED_STAGES: readonly LeadStage[] = ['contacted', 'tour-scheduled', 'proposal', 'signed'];
/** Stages where nothing more is owed to the lead: never overdue. */
export const CLOSED_STAGES: readonly LeadStage[] = ['signed', 'lost'];

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

/** One line of an inquiry's history: a stage change, an internal note, the first reply by e-mail, or a tour confirmed, moved or cancelled. */
export const LEAD_EVENT_KINDS = ['stage', 'note', 'reply', 'tour'] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];
