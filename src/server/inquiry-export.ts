// The admin's CSV export of the inquiries is made in the browser from the list it shows; before
// saving the file, the browser asks for this audited line (an 'export', as the activity log's own
// export), so no lead leaves the admin unrecorded. The line says what in words: the view, the
// filters and how many rows, never a visitor's name or e-mail (nor the search text, which may be one).
import { LEAD_SOURCE_LABELS } from '~/src/lib/lead-source';
import type { InquiryExport } from '~/src/lib/schemas/inquiry-export';
import { LEAD_STAGE_LABELS } from '~/src/lib/schemas/lead-stages';
import type { Actor } from './actor';
import { recordEvent } from './audit';

const SHOW_WORDS = { all: null, new: 'new', read: 'read' } as const;
const OWNER_WORDS = { all: null, mine: 'assigned to them', unassigned: 'unassigned' } as const;

/** 'Inquiries: Inbox, 12 rows'; 'Inquiries: Inbox (new, stage Contacted, searched), 3 rows'. Spam has no filters but the search. */
export function describeInquiryExport(exported: InquiryExport): string {
  const { box, show, owner, stage, source, overdueOnly, searched, rows } = exported;
  const filters =
    box === 'inbox'
      ? [
          SHOW_WORDS[show],
          OWNER_WORDS[owner],
          stage === 'all' ? null : `stage ${LEAD_STAGE_LABELS[stage]}`,
          source === 'all' ? null : `source ${LEAD_SOURCE_LABELS[source]}`,
          overdueOnly ? 'overdue only' : null,
        ]
      : [];
  const words = [...filters, searched ? 'searched' : null].filter((word) => word !== null);
  const view = `${box === 'inbox' ? 'Inbox' : 'Spam'}${words.length > 0 ? ` (${words.join(', ')})` : ''}`;
  return `Inquiries: ${view}, ${rows.toLocaleString('en-US')} ${rows === 1 ? 'row' : 'rows'}`;
}

/** Writes the export's audited line naming `actor`; nothing else changes, so it stands alone. */
export async function recordInquiryExport(actor: Actor, exported: InquiryExport): Promise<void> {
  await recordEvent(actor, { event: 'export', record: { kind: 'inquiry', id: null }, detail: describeInquiryExport(exported) });
}
