// Inquiries: newest first, a new/read filter, a view dialog that marks the inquiry read, reply by
// e-mail, delete (no confirmation, docs/PRODUCT.md §8), and a CSV export of what is in view.
// Beside the first release (docs/PRODUCT.md §4): each lead's pipeline stage and age, overdue marks, and filters for both.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { apiSend, errorMessage } from '../../lib/api/client';
import { inquiriesQuery, spamInquiriesQuery, unitsQuery } from '../../lib/api/queries';
import { InquiryJsonSchema } from '../../lib/api/responses';
import type { InquiryJson, UnitJson } from '../../lib/api/types';
import type { SpamReason } from '../../lib/schemas/inquiry';
import { LEAD_STAGE_LABELS, LEAD_STAGES, type LeadStage } from '../../lib/schemas/lead';
import { formatAge, isOverdue } from '../../lib/lead-response';
import { useNow } from '../../lib/use-now';
import { formatTourSlot } from '../../lib/tour-slots';
import { formatDateTime } from '../../lib/format';
import { describeListing } from '../../lib/listing';
import { queryClient } from '../../lib/query-client';
import { Dialog } from '../ui/Dialog';
import { matchesSearch, SearchBox } from '../ui/SearchBox';
import { VirtualList } from '../ui/VirtualList';
import { downloadCsv, toCsv } from './csv';
import { LeadPipeline, refreshLead } from './LeadPipeline';
import { TourPanel } from './TourPanel';
import { UpcomingTours } from './UpcomingTours';
import { toastDeleted } from './trash';

type Filter = 'all' | 'new' | 'read';
type Box = 'inbox' | 'spam';

/** Why the form's traps flagged an inquiry, in words a leasing manager can weigh. */
const SPAM_REASON_TEXT: Record<SpamReason, string> = {
  honeypot: 'a hidden field only bots see was filled',
  'too fast': 'sent within 3 seconds of opening the form (autofill and paste can do this)',
  'no form token': "sent without the site form's token (another client, or the page failed to load fully)",
  burst: 'more than 5 messages from one address within 10 minutes, while the site could not check that limit',
};

const fullName = (i: InquiryJson) => `${i.firstName} ${i.lastName}`;

function InquiryDialog({ inquiry, units, now, onClose }: { inquiry: InquiryJson; units: UnitJson[]; now: number; onClose: () => void }) {
  // The mail client opens as the link's default; this records the first response beside it.
  const replied = useMutation({
    mutationFn: () => apiSend('PUT', `/api/contact-submissions/${inquiry.id}/replied`),
    onSuccess: () => refreshLead(inquiry.id),
    onError: (error) => toast.error('Reply not recorded', { description: errorMessage(error) ?? 'Please try again.' }),
  });
  const subject = encodeURIComponent(`Re: your inquiry${inquiry.listing ? ` about ${inquiry.listing}` : ''}`);
  const rows: [string, string][] = [
    ['Name', fullName(inquiry)],
    ['E-mail', inquiry.email],
    ['Company', inquiry.company || 'Not provided'],
    ['Status', inquiry.status],
    ['Stage', LEAD_STAGE_LABELS[inquiry.stage] + (inquiry.lostReason ? ` (${inquiry.lostReason})` : '')],
    ['Interested in', describeListing(inquiry.listing, units)],
    ['Submitted', formatDateTime(inquiry.createdAt)],
  ];
  return (
    <Dialog open onClose={onClose} title={`Inquiry from ${fullName(inquiry)}`}>
      <dl className="grid gap-2 text-sm sm:grid-cols-[140px_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="capitalize-first">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 font-medium text-slate-600">Message</h3>
      <p className="mt-1 whitespace-pre-line">{inquiry.message}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className="btn-secondary" onClick={onClose}>
          Close
        </button>
        <a className="btn-primary" href={`mailto:${encodeURIComponent(inquiry.email)}?subject=${subject}`} onClick={() => replied.mutate()}>
          Reply via Email
        </a>
      </div>
      <TourPanel inquiry={inquiry} now={now} />
      <LeadPipeline inquiry={inquiry} now={now} />
    </Dialog>
  );
}

export function InquiriesTab() {
  const inbox = useQuery(inquiriesQuery());
  const spam = useQuery(spamInquiriesQuery());
  const { data: units = [] } = useQuery(unitsQuery());
  const [box, setBox] = useState<Box>('inbox');
  const [filter, setFilter] = useState<Filter>('all');
  const [stage, setStage] = useState<LeadStage | 'all'>('all');
  const [overdueOnly, setOverdueOnly] = useState(false);
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const now = useNow();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: inquiriesQuery().queryKey }),
      queryClient.invalidateQueries({ queryKey: spamInquiriesQuery().queryKey }),
    ]);
  const { data: inquiries = [], isPending } = box === 'inbox' ? inbox : spam;

  const markRead = useMutation({
    mutationFn: (id: number) => apiSend('PUT', `/api/contact-submissions/${id}/status`, { status: 'read' }),
    onSuccess: refresh,
    onError: (error) => console.error('Failed to update inquiry status', error),
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiSend('DELETE', `/api/contact-submissions/${id}`),
    onSuccess: (_, id) => {
      toastDeleted('Inquiry deleted successfully', 'inquiry', id);
      void refresh();
    },
    onError: () => toast.error('Failed to delete inquiry'),
  });
  const sendAgain = useMutation({
    mutationFn: (id: number) => apiSend('PUT', `/api/contact-submissions/${id}/notify`, undefined, InquiryJsonSchema),
    onSuccess: (inquiry) => {
      if (inquiry.notifyState === 'sent') toast.success('E-mail sent');
      else toast.error('E-mail not delivered', { description: inquiry.notifyLastError ?? 'Please try again later.' });
      void refresh();
    },
    onError: (error) => toast.error('E-mail not delivered', { description: errorMessage(error) ?? 'Please try again later.' }),
  });
  const notSpam = useMutation({
    mutationFn: (id: number) => apiSend('PUT', `/api/contact-submissions/${id}/not-spam`),
    onSuccess: () => {
      toast.success('Moved to the inbox', { description: 'The leasing team e-mail has been sent.' });
      void refresh();
    },
    onError: (error) => toast.error('Could not move the inquiry', { description: errorMessage(error) ?? 'Please try again.' }),
  });

  const query = useDeferredValue(search);
  const shown = useMemo(
    () =>
      (box === 'spam'
        ? inquiries
        : inquiries.filter(
            (i) =>
              (filter === 'all' || i.status === filter) && (stage === 'all' || i.stage === stage) && (!overdueOnly || isOverdue(i, now)),
          )
      ).filter((i) => matchesSearch(query, [fullName(i), i.email, i.company, i.listing, i.message])),
    [box, inquiries, filter, stage, overdueOnly, now, query],
  );
  const overdueCount = useMemo(() => (inbox.data ?? []).filter((i) => isOverdue(i, now)).length, [inbox.data, now]);
  // The open dialog follows the list, so a stage change or note shows at once.
  const viewing = viewingId === null ? undefined : inquiries.find((i) => i.id === viewingId);
  const open = (inquiry: InquiryJson) => {
    setViewingId(inquiry.id);
    if (inquiry.status === 'new') markRead.mutate(inquiry.id);
  };
  const exportCsv = () =>
    downloadCsv(
      `inquiries-${new Date().toISOString().slice(0, 10)}.csv`,
      toCsv(
        shown.map((i) => ({ ...i, listing: describeListing(i.listing, units) })),
        [
          { key: 'createdAt', label: 'Submitted' },
          { key: 'status', label: 'Status' },
          { key: 'stage', label: 'Stage' },
          { key: 'firstResponseAt', label: 'First response' },
          { key: 'firstName', label: 'First name' },
          { key: 'lastName', label: 'Last name' },
          { key: 'email', label: 'E-mail' },
          { key: 'company', label: 'Company' },
          { key: 'listing', label: 'Listing' },
          { key: 'message', label: 'Message' },
        ],
      ),
    );

  return (
    <section aria-labelledby="inquiries-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="inquiries-heading" className="text-xl font-semibold">
          Inquiries
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <div className="flex gap-1" role="group" aria-label="Which inquiries">
            <button
              type="button"
              className="btn-secondary aria-pressed:border-brand-700 aria-pressed:text-brand-800"
              aria-pressed={box === 'inbox'}
              onClick={() => setBox('inbox')}
            >
              Inbox
            </button>
            <button
              type="button"
              className="btn-secondary aria-pressed:border-brand-700 aria-pressed:text-brand-800"
              aria-pressed={box === 'spam'}
              onClick={() => setBox('spam')}
            >
              Spam ({spam.data?.length ?? 0})
            </button>
          </div>
          <label className={`text-sm ${box === 'spam' ? 'hidden' : ''}`}>
            Stage{' '}
            <select
              className="rounded-md border border-slate-300 px-2 py-1"
              value={stage}
              onChange={(e) => setStage(e.target.value as LeadStage | 'all')}
            >
              <option value="all">All stages</option>
              {LEAD_STAGES.map((value) => (
                <option key={value} value={value}>
                  {LEAD_STAGE_LABELS[value]}
                </option>
              ))}
            </select>
          </label>
          <label className={`flex items-center gap-1 text-sm ${box === 'spam' ? 'hidden' : ''}`}>
            <input type="checkbox" checked={overdueOnly} onChange={(e) => setOverdueOnly(e.target.checked)} /> Overdue only ({overdueCount})
          </label>
          <label className={`text-sm ${box === 'spam' ? 'hidden' : ''}`}>
            Show{' '}
            <select
              className="rounded-md border border-slate-300 px-2 py-1"
              value={filter}
              onChange={(e) => setFilter(e.target.value as Filter)}
            >
              <option value="all">All</option>
              <option value="new">New</option>
              <option value="read">Read</option>
            </select>
          </label>
          <SearchBox label="Search inquiries" placeholder="Name, e-mail, company..." value={search} onChange={setSearch} />
          <button type="button" className="btn-secondary" onClick={exportCsv} disabled={shown.length === 0}>
            Export CSV
          </button>
        </div>
      </div>
      {box === 'inbox' && <UpcomingTours inquiries={inbox.data ?? []} now={now} onOpen={open} />}
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
          renderItem={(inquiry) => (
            <div className="card flex flex-wrap items-start justify-between gap-3 p-4" data-testid="inquiry-row">
              <div className="min-w-0 flex-1">
                <p className="flex items-center gap-2 font-semibold">
                  {fullName(inquiry)}
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs ${inquiry.status === 'new' ? 'bg-blue-100 text-blue-800' : 'bg-slate-100 text-slate-700'}`}
                  >
                    {inquiry.status}
                  </span>
                  {!inquiry.isSpam && (
                    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{LEAD_STAGE_LABELS[inquiry.stage]}</span>
                  )}
                  {inquiry.tourStatus === 'confirmed' && inquiry.tourAt && (
                    <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs text-green-800">
                      Tour {formatTourSlot(new Date(inquiry.tourAt))}
                    </span>
                  )}
                  {isOverdue(inquiry, now) && (
                    <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800">Overdue</span>
                  )}
                </p>
                <p className="text-sm text-slate-600">
                  {inquiry.email} · {inquiry.company || 'No company'}
                </p>
                <p className="mt-1 truncate text-sm">{inquiry.message.slice(0, 100)}</p>
                <p className="text-xs text-slate-500">
                  {formatDateTime(inquiry.createdAt)} · {formatAge(inquiry.createdAt, now)} old
                </p>
                {inquiry.notifyState === 'failed' && (
                  <p className="mt-1 text-sm font-medium text-red-700" title={inquiry.notifyLastError ?? undefined}>
                    E-mail not delivered
                    <span className="font-normal text-slate-600">
                      {' '}
                      · {inquiry.notifyAttempts} {inquiry.notifyAttempts === 1 ? 'attempt' : 'attempts'}
                      {inquiry.notifyNextAt ? `, retrying ${formatDateTime(inquiry.notifyNextAt)}` : ', retries stopped'}
                    </span>
                  </p>
                )}
                {inquiry.spamReason && <p className="mt-1 text-sm text-amber-900">Flagged: {SPAM_REASON_TEXT[inquiry.spamReason]}</p>}
              </div>
              <div className="flex gap-2">
                {inquiry.notifyState === 'failed' && (
                  <button
                    type="button"
                    className="btn-secondary"
                    disabled={sendAgain.isPending}
                    onClick={() => sendAgain.mutate(inquiry.id)}
                    aria-label={`Send the e-mail about the inquiry from ${fullName(inquiry)} again`}
                  >
                    Send again
                  </button>
                )}
                {inquiry.isSpam && (
                  <button
                    type="button"
                    className="btn-secondary"
                    disabled={notSpam.isPending}
                    onClick={() => notSpam.mutate(inquiry.id)}
                    aria-label={`Not spam: move the inquiry from ${fullName(inquiry)} to the inbox`}
                  >
                    Not spam
                  </button>
                )}
                <button
                  type="button"
                  className="btn-secondary"
                  onClick={() => open(inquiry)}
                  aria-label={`View inquiry from ${fullName(inquiry)}`}
                >
                  View
                </button>
                <button
                  type="button"
                  className="btn-secondary text-red-700"
                  onClick={() => remove.mutate(inquiry.id)}
                  aria-label={`Delete inquiry from ${fullName(inquiry)}`}
                >
                  Delete
                </button>
              </div>
            </div>
          )}
        />
      )}
      {viewing && <InquiryDialog inquiry={viewing} units={units} now={now} onClose={() => setViewingId(null)} />}
    </section>
  );
}
