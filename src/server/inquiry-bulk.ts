// The inbox at volume (docs/API.md): mark read, delete (to the Trash) and "Not spam" for many
// inquiries in one call, "Empty spam", and the list page by page. A bulk change applies to every
// id or to none: an id that names no live inquiry is a 400 that lists it, and nothing changes.
import {
  listInquiryPage,
  markInquiriesRead,
  MissingInquiriesError,
  moveInquiriesToTrash,
  moveSpamToTrash,
  releaseInquiriesFromSpam,
} from '~/db/queries/inquiry-bulk';
import type { Inquiry } from '~/db/schema';
import type { LeadSource } from '~/src/lib/lead-source';
import type { InquiryView } from '~/src/lib/schemas/inquiry';
import type { BulkInquiryAction, BulkResult } from '~/src/lib/schemas/inquiry-bulk';
import { AppError } from './errors';
import { deliverNotification } from './notifications';
import type { Background } from './publish';

const CHANGE: Record<BulkInquiryAction, (ids: number[]) => Promise<number[]>> = {
  'mark-read': markInquiriesRead,
  delete: moveInquiriesToTrash,
  'not-spam': releaseInquiriesFromSpam,
};

export async function changeInquiries(action: BulkInquiryAction, ids: number[], background: Background = {}): Promise<BulkResult> {
  let changed: number[];
  try {
    changed = await CHANGE[action](ids);
  } catch (error) {
    if (!(error instanceof MissingInquiriesError)) throw error;
    const message = `No inquiry with the id ${error.missing.join(', ')} (deleted, or never there). Nothing was changed.`;
    throw new AppError('invalid', message, { fieldErrors: { ids: [message] } });
  }
  // Released from Spam: the e-mails that were held back go out once each (as markNotSpam), after
  // the answer, so a hundred never hold the request past the function's time limit; any not sent
  // by then is due, and the scheduled retry (functions/retry-notifications.ts) sends it.
  if (action === 'not-spam' && changed.length > 0) {
    const sending = (async () => {
      for (const id of changed) await deliverNotification(id);
    })().catch((error: unknown) => console.error('Bulk "Not spam" e-mails: the scheduled retry sends the rest:', error));
    if (background.waitUntil) background.waitUntil(sending);
    else await sending;
  }
  return { ids: changed };
}

/** "Empty spam": every flagged inquiry to the Trash at once; the ids are what Undo restores. */
export async function emptySpam(): Promise<BulkResult> {
  return { ids: await moveSpamToTrash() };
}

export interface InquiryPage {
  items: Inquiry[];
  total: number;
  /** The `before` of the next page, or null on the last. */
  nextBefore: number | null;
}

export async function listInquiriesPaged(
  view: InquiryView,
  page: { limit: number; before?: number | undefined; source?: LeadSource | undefined },
): Promise<InquiryPage> {
  const { items, total } = await listInquiryPage(view, page);
  return { items, total, nextBefore: items.length === page.limit ? (items.at(-1)?.id ?? null) : null };
}
