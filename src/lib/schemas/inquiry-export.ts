// POST /api/contact-submissions/export: what the admin's "Export CSV" of the inquiries says it is
// about to save, so the audit log records who exported which leads before the browser writes the
// file. Only the view, the filters and the row count: never the search text (it may be a visitor's
// name or e-mail) nor anything of the rows themselves.
import { z } from 'zod';
import { LEAD_SOURCES } from '../lead-source';
import { LEAD_STAGES } from './lead-stages';

/** More rows than any inbox holds: the count is what the browser shows, recorded as it says. */
export const MAX_EXPORT_ROWS = 1_000_000;
const ROWS_MESSAGE = `rows must be a whole number from 1 to ${MAX_EXPORT_ROWS.toLocaleString('en-US')}`;

export const InquiryExportSchema = z.object({
  box: z.enum(['inbox', 'spam'], { error: 'box must be inbox or spam' }),
  show: z.enum(['all', 'new', 'read'], { error: 'show must be all, new or read' }).default('all'),
  stage: z.enum([...LEAD_STAGES, 'all'], { error: `stage must be all or one of: ${LEAD_STAGES.join(', ')}` }).default('all'),
  overdueOnly: z.boolean({ error: 'overdueOnly must be true or false' }).default(false),
  owner: z.enum(['all', 'mine', 'unassigned'], { error: 'owner must be all, mine or unassigned' }).default('all'),
  source: z.enum([...LEAD_SOURCES, 'all'], { error: `source must be all or one of: ${LEAD_SOURCES.join(', ')}` }).default('all'),
  /** Whether a search narrowed the list; its words are not sent. */
  searched: z.boolean({ error: 'searched must be true or false' }).default(false),
  rows: z.number({ error: ROWS_MESSAGE }).int(ROWS_MESSAGE).min(1, ROWS_MESSAGE).max(MAX_EXPORT_ROWS, ROWS_MESSAGE),
});
export type InquiryExportInput = z.input<typeof InquiryExportSchema>;
export type InquiryExport = z.output<typeof InquiryExportSchema>;
