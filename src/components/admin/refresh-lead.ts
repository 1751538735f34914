// What every write to a lead refreshes: the lists (stage, overdue) and the inquiry's history and
// replies (its timeline). Its own module: the timeline's parts and the panels that write both use it.
import { inquiriesQuery, inquiryHistoryQuery, inquiryRepliesQuery } from '~/src/lib/api/queries';
import { queryClient } from '~/src/lib/query-client';

export const refreshLead = (id: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: inquiriesQuery().queryKey }),
    queryClient.invalidateQueries({ queryKey: inquiryHistoryQuery(id).queryKey }),
    queryClient.invalidateQueries({ queryKey: inquiryRepliesQuery(id).queryKey }),
  ]);
