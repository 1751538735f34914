// A lead's stages (docs/PRODUCT.md §4), apart from the pipeline's schemas (./lead.ts) so that
// browser code that only reads them loads no schema library (docs/decisions/037).

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
