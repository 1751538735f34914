// Inquiries: newest first, a new/read filter, a view dialog that marks the inquiry read, reply by
// e-mail, delete (no confirmation, docs/PRODUCT.md §8), and a CSV export of what is in view.
// Beside the first release (docs/PRODUCT.md §4): each lead's pipeline stage and age, overdue marks, and filters for both.
// The parts live in ./inquiries/: rows, filters, the dialog, the export and the actions.
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { inquiriesQuery, spamInquiriesQuery } from '~/src/lib/api/queries';
import type { InquiryJson } from '~/src/lib/api/types';
import { isOverdue } from '~/src/lib/lead-response';
import { useNow } from '~/src/lib/use-now';
import { SearchBox } from '../ui/SearchBox';
import { VirtualList } from '../ui/VirtualList';
import { exportInquiriesCsv } from './inquiries/export-csv';
import { filterInquiries, NO_FILTERS, type InquiryFilters } from './inquiries/filters';
import { InquiryDialog } from './inquiries/InquiryDialog';
import { InquiryFilterBar } from './inquiries/InquiryFilterBar';
import { InquiryRow } from './inquiries/InquiryRow';
import { useInquiryActions } from './inquiries/use-inquiry-actions';
import { UpcomingTours } from './UpcomingTours';
import { useShownUnits } from './use-shown-units';

export function InquiriesTab() {
  const inbox = useQuery(inquiriesQuery());
  const spam = useQuery(spamInquiriesQuery());
  const units = useShownUnits();
  const [filters, setFilters] = useState<InquiryFilters>(NO_FILTERS);
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const now = useNow();
  const actions = useInquiryActions();
  const { box } = filters;
  const { data: inquiries = [], isPending } = box === 'inbox' ? inbox : spam;

  const query = useDeferredValue(search);
  const shown = useMemo(() => filterInquiries(inquiries, filters, query, now), [inquiries, filters, query, now]);
  const overdueCount = useMemo(() => (inbox.data ?? []).filter((i) => isOverdue(i, now)).length, [inbox.data, now]);
  // The open dialog follows the list, so a stage change or note shows at once.
  const viewing = viewingId === null ? undefined : inquiries.find((i) => i.id === viewingId);
  const open = (inquiry: InquiryJson) => {
    setViewingId(inquiry.id);
    if (inquiry.status === 'new') actions.markRead.mutate(inquiry.id);
  };

  return (
    <section aria-labelledby="inquiries-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="inquiries-heading" className="text-xl font-semibold">
          Inquiries
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <InquiryFilterBar
            filters={filters}
            onChange={(change) => setFilters((current) => ({ ...current, ...change }))}
            spamCount={spam.data?.length ?? 0}
            overdueCount={overdueCount}
          />
          <SearchBox label="Search inquiries" placeholder="Name, e-mail, company..." value={search} onChange={setSearch} />
          <button type="button" className="btn-secondary" onClick={() => exportInquiriesCsv(shown, units)} disabled={shown.length === 0}>
            Export CSV
          </button>
        </div>
      </div>
      {box === 'inbox' && <UpcomingTours inquiries={inbox.data ?? []} units={units} now={now} onOpen={open} />}
      {isPending ? (
        <p className="mt-4 text-slate-600">Loading</p>
      ) : shown.length === 0 ? (
        <p className="mt-4 text-slate-600">{box === 'spam' ? 'Nothing was flagged as spam.' : 'No inquiries.'}</p>
      ) : (
        <VirtualList
          label="Inquiries"
          items={shown}
          getKey={(inquiry) => inquiry.id}
          estimateSize={130}
          renderItem={(inquiry) => <InquiryRow inquiry={inquiry} now={now} actions={actions} onOpen={open} />}
        />
      )}
      {viewing && <InquiryDialog inquiry={viewing} units={units} now={now} onClose={() => setViewingId(null)} />}
    </section>
  );
}
