// Inquiries: newest first, a new/read filter, a view dialog that marks the inquiry read, reply by
// e-mail, delete (no confirmation, docs/PRODUCT.md §8), and a CSV export of what is in view
// (recorded in the activity log before the file is saved);
// admins edit the reply templates here.
// Beside the first release (docs/PRODUCT.md §4): each lead's pipeline stage and age, overdue marks, and filters for both.
// At volume: the view, filters and open inquiry are in the address (use-admin-url.ts);
// rows can be selected for bulk mark read / delete / "Not spam"; Spam loads 50 at a time.
// The parts live in ./inquiries/: rows, filters, the bulk bar, the dialog, the export and the actions.
import { useQuery } from '@tanstack/react-query';
import { startTransition, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '~/src/lib/api/client';
import { inquiriesFromSourceQuery, inquiriesQuery } from '~/src/lib/api/queries';
import type { InquiryJson } from '~/src/lib/api/types';
import { isOverdue } from '~/src/lib/lead-response';
import { useNow } from '~/src/lib/use-now';
import { SearchBox } from '../ui/SearchBox';
import { VirtualList } from '../ui/VirtualList';
import { BulkBar } from './inquiries/BulkBar';
import { exportInquiriesCsv } from './inquiries/export-csv';
import { filterInquiries, type InquiryFilters } from './inquiries/filters';
import { InquiryDialog } from './inquiries/InquiryDialog';
import { InquiryFilterBar } from './inquiries/InquiryFilterBar';
import { InquiryRow } from './inquiries/InquiryRow';
import { useInquiryActions } from './inquiries/use-inquiry-actions';
import { useSpamPages } from './inquiries/use-spam-pages';
import { TeamSettingSwitch } from './TeamSettingSwitch';
import { ReplyTemplatesDialog } from './inquiries/ReplyTemplatesDialog';
import { UpcomingTours } from './UpcomingTours';
import { useIsAdmin, useSignedInUser } from './auth';
import { useAdminUrl } from './use-admin-url';
import { useShownUnits } from './use-shown-units';

export function InquiriesTab() {
  const inbox = useQuery(inquiriesQuery());
  const spam = useSpamPages();
  const units = useShownUnits();
  const [location, navigate] = useAdminUrl();
  // Built from the filter fields alone: opening an inquiry changes the address too, and must not
  // re-filter and re-draw the list (INP of "open an inquiry", docs/BENCHMARKS.md).
  const { view, show, stage, overdue, owner, source } = location;
  const filters = useMemo<InquiryFilters>(
    () => ({ box: view, show, stage, overdueOnly: overdue, owner, source }),
    [view, show, stage, overdue, owner, source],
  );
  // One channel's leads are asked of the server (GET /api/contact-submissions?source=…); with
  // every source shown that query sleeps (its key then names any one channel: it is never read).
  const fromSource = useQuery({ ...inquiriesFromSourceQuery(source === 'all' ? 'direct' : source), enabled: source !== 'all' });
  const me = useSignedInUser();
  const isAdmin = useIsAdmin();
  const [isEditingTemplates, setIsEditingTemplates] = useState(false);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const now = useNow();
  const actions = useInquiryActions();
  const { box } = filters;
  const inboxList = source === 'all' ? inbox : fromSource;
  const inquiries = useMemo(() => (box === 'inbox' ? (inboxList.data ?? []) : spam.inquiries), [box, inboxList.data, spam.inquiries]);
  const isPending = box === 'inbox' ? inboxList.isPending : spam.isPending;

  const query = useDeferredValue(search);
  const shown = useMemo(() => filterInquiries(inquiries, filters, query, now, me.id), [inquiries, filters, query, now, me.id]);
  const shownIds = useMemo(() => shown.map((i) => i.id), [shown]);
  const selectedIds = shownIds.filter((id) => selected.has(id));
  const [isExporting, setIsExporting] = useState(false);
  // Recorded in the activity log first; no file without its line.
  const exportCsv = () => {
    setIsExporting(true);
    exportInquiriesCsv(shown, units, filters, query)
      .then((filename) => toast.success(`Inquiries exported: ${filename}`))
      .catch((error: unknown) => toast.error('Inquiries not exported', { description: errorMessage(error) ?? 'Please try again.' }))
      .finally(() => setIsExporting(false));
  };
  const overdueCount = useMemo(() => (inbox.data ?? []).filter((i) => isOverdue(i, now)).length, [inbox.data, now]);
  // The open dialog follows the lists, so a stage change or note shows at once; it may be in either.
  // It opens in a transition after the click (`open`).
  const openId = location.inquiry;
  const viewing = openId === null ? undefined : [...(inbox.data ?? []), ...spam.inquiries].find((i) => i.id === openId);
  const isViewingMissing = openId !== null && !viewing && !inbox.isPending && !spam.isPending;

  // Opening marks it read, from the list or from a link alike (once per inquiry).
  const markedRead = useRef(new Set<number>());
  const { markRead } = actions;
  useEffect(() => {
    if (!viewing || viewing.status !== 'new' || markedRead.current.has(viewing.id)) return;
    markedRead.current.add(viewing.id);
    markRead.mutate(viewing.id);
  }, [viewing, markRead]);

  // A transition: the address change re-renders the whole tab (INP, decision 039).
  const open = (inquiry: InquiryJson) => startTransition(() => navigate({ inquiry: inquiry.id }));
  const changeFilters = (change: Partial<InquiryFilters>) => {
    // Inbox/Spam is a place (a history entry); the filters within it rewrite the current entry.
    if (change.box !== undefined) setSelected(new Set());
    navigate(
      {
        view: change.box,
        stage: change.stage,
        show: change.show,
        overdue: change.overdueOnly,
        owner: change.owner,
        source: change.source,
        inquiry: null,
      },
      { replace: change.box === undefined },
    );
  };
  const toggle = (id: number, isSelected: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (isSelected) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <section aria-labelledby="inquiries-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="inquiries-heading" className="text-xl font-semibold">
          Inquiries
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <InquiryFilterBar filters={filters} onChange={changeFilters} spamCount={spam.total} overdueCount={overdueCount} />
          <SearchBox label="Search inquiries" placeholder="Name, e-mail, company..." value={search} onChange={setSearch} />
          <button type="button" className="btn-secondary" onClick={exportCsv} disabled={shown.length === 0 || isExporting}>
            {isExporting ? 'Exporting...' : 'Export CSV'}
          </button>
          {isAdmin && (
            <button type="button" className="btn-secondary" onClick={() => setIsEditingTemplates(true)}>
              Reply templates
            </button>
          )}
        </div>
      </div>
      {box === 'inbox' && (
        <TeamSettingSwitch setting="autoAssign" className="mt-3">
          Assign new leads automatically (round-robin among agents)
        </TeamSettingSwitch>
      )}
      {box === 'inbox' && <UpcomingTours inquiries={inbox.data ?? []} units={units} now={now} onOpen={open} />}
      <BulkBar
        box={box}
        shownIds={shownIds}
        selectedIds={selectedIds}
        onSelectAll={(isSelected) => setSelected(new Set(isSelected ? shownIds : []))}
        onDone={() => setSelected(new Set())}
        spamTotal={spam.total}
        actions={actions}
      />
      {isViewingMissing && (
        <p className="mt-4 text-slate-700" role="status">
          Inquiry #{openId} is not in the inbox or Spam: it may have been deleted (see the Trash).
        </p>
      )}
      {isPending ? (
        <p className="mt-4 text-slate-600">Loading</p>
      ) : shown.length === 0 ? (
        <p className="mt-4 text-slate-600">{box === 'spam' ? 'Nothing was flagged as spam.' : 'No inquiries.'}</p>
      ) : (
        <VirtualList
          label="Inquiries"
          items={shown}
          getKey={(inquiry) => inquiry.id}
          estimateSize={150}
          renderItem={(inquiry) => (
            <InquiryRow
              inquiry={inquiry}
              now={now}
              actions={actions}
              onOpen={open}
              isSelected={selected.has(inquiry.id)}
              onSelect={(isSelected) => toggle(inquiry.id, isSelected)}
            />
          )}
        />
      )}
      {box === 'spam' && spam.hasMore && (
        <p className="mt-4 text-center">
          <button type="button" className="btn-secondary" disabled={spam.isLoadingMore} onClick={spam.loadMore}>
            Load more ({spam.inquiries.length} of {spam.total} shown)
          </button>
        </p>
      )}
      {isEditingTemplates && <ReplyTemplatesDialog onClose={() => setIsEditingTemplates(false)} />}
      {viewing && <InquiryDialog inquiry={viewing} units={units} now={now} onClose={() => navigate({ inquiry: null })} actions={actions} />}
    </section>
  );
}
