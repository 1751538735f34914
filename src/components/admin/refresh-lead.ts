// What every write to a lead refreshes: the lists (stage, overdue) and the inquiry's history and
// replies (its timeline). Its own module: the timeline's parts and the panels that write both use it.
import { inquiriesQuery, inquiryHistoryQuery, inquiryRepliesQuery } from '~/src/lib/api/queries';
import { refetchAfterWrite } from '~/src/lib/query-client';

// The dialog's history and replies start loading as it opens, and a write may come first.
export const refreshLead = (id: number) =>
  Promise.all([inquiriesQuery(), inquiryHistoryQuery(id), inquiryRepliesQuery(id)].map((query) => refetchAfterWrite(query.queryKey)));
