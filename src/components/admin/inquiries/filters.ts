// Which inquiries the list shows: the inbox or the Spam view; in the inbox, by new/read, stage and
// overdue; in both, by the search text.
import type { InquiryJson } from '~/src/lib/api/types';
import { isOverdue } from '~/src/lib/lead-response';
import type { LeadStage } from '~/src/lib/schemas/lead';
import { matchesSearch } from '~/src/components/ui/SearchBox';
import { fullName } from './full-name';

export interface InquiryFilters {
  box: 'inbox' | 'spam';
  show: 'all' | 'new' | 'read';
  stage: LeadStage | 'all';
  overdueOnly: boolean;
}

export function filterInquiries(inquiries: InquiryJson[], { box, show, stage, overdueOnly }: InquiryFilters, search: string, now: number) {
  return (
    box === 'spam'
      ? inquiries
      : inquiries.filter(
          (i) => (show === 'all' || i.status === show) && (stage === 'all' || i.stage === stage) && (!overdueOnly || isOverdue(i, now)),
        )
  ).filter((i) => matchesSearch(search, [fullName(i), i.email, i.company, i.listing, i.message]));
}
