// Which inquiries the list shows: the inbox or the Spam view; in the inbox, by new/read, stage,
// overdue and whose lead it is; in both, by the search text.
import type { InquiryJson } from '~/src/lib/api/types';
import { isOverdue } from '~/src/lib/lead-response';
import type { LeadSource } from '~/src/lib/lead-source';
import type { LeadStage } from '~/src/lib/schemas/lead';
import { matchesSearch } from '~/src/components/ui/SearchBox';
import { fullName } from './full-name';

export interface InquiryFilters {
  box: 'inbox' | 'spam';
  show: 'all' | 'new' | 'read';
  stage: LeadStage | 'all';
  overdueOnly: boolean;
  /** Everyone's, the signed-in person's (`meId`), or no one's yet. */
  owner: 'all' | 'mine' | 'unassigned';
  /** One channel's leads: the list is then the server's answer for it (inquiriesFromSourceQuery). */
  source: LeadSource | 'all';
}

const isOwnedBy = (owner: InquiryFilters['owner'], assignedUserId: number | null, meId: number | null) =>
  owner === 'all' || assignedUserId === (owner === 'mine' ? meId : null);

export function filterInquiries(
  inquiries: InquiryJson[],
  { box, show, stage, overdueOnly, owner }: InquiryFilters,
  search: string,
  now: number,
  meId: number | null = null,
) {
  return (
    box === 'spam'
      ? inquiries
      : inquiries.filter(
          (i) =>
            (show === 'all' || i.status === show) &&
            (stage === 'all' || i.stage === stage) &&
            (!overdueOnly || isOverdue(i, now)) &&
            isOwnedBy(owner, i.assignedUserId, meId),
        )
  ).filter((i) => matchesSearch(search, [fullName(i), i.email, i.company, i.listing, i.message]));
}
