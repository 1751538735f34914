// Activity (admin only, decision 042): who did what, newest first, from the audit log.
// Filters by person, kind, change and dates (office days); "Load more" asks for the page below the
// last line shown; "Export CSV" downloads every line the filters keep (itself recorded).
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { apiGet, apiRequest, errorMessage } from '~/src/lib/api/client';
import { AUDIT_EVENT_LABELS, type ActivityEntry, type ActivityKind } from '~/src/lib/schemas/activity';
import { formatDateTime, officeDayStart } from '~/src/lib/format';
import { FormField } from '../ui/FormField';
import { adminSearch, adminUnitHref, HOME } from './admin-url';
import { attachmentName } from './backup-download';
import { saveFile } from './save-file';

const KIND_LABELS: Record<ActivityKind, string> = {
  unit: 'Available Space',
  building: 'Buildings',
  inquiry: 'Inquiries',
  'gallery-image': 'Gallery',
  draft: 'Drafts',
  site: 'Site content',
  upload: 'Uploads',
  publish: 'Publishing',
  trash: 'Trash',
  backup: 'Backups',
  account: 'Sign-ins and accounts',
  user: 'Users',
  'team-settings': 'Team settings',
  'reply-template': 'Reply templates',
  passkey: 'Passkeys',
  person: "A person's data",
  activity: 'Activity log',
};

interface Filters {
  user: string;
  kind: string;
  /** An audited change ('publish', 'sign-in-failed', …), 'any' for all of them. */
  event: string;
  /** Days as the date inputs give them (YYYY-MM-DD), office days (Boston time, whatever the browser's zone). */
  from: string;
  to: string;
}

const NO_FILTERS: Filters = { user: '', kind: '', event: '', from: '', to: '' };

/** The start of an office day as an instant; `daysLater` 1 gives the end of it. */
function dayStart(day: string, daysLater = 0): string {
  const later = new Date(Date.parse(`${day}T12:00:00Z`) + daysLater * 86_400_000).toISOString().slice(0, 10);
  return officeDayStart(later).toISOString();
}

function activityPath(filters: Filters, before: number | null, path = '/api/activity'): string {
  const params = new URLSearchParams();
  if (filters.user) params.set('user', filters.user);
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.event) params.set('event', filters.event);
  if (filters.from) params.set('from', dayStart(filters.from));
  if (filters.to) params.set('to', dayStart(filters.to, 1));
  if (before !== null) params.set('before', String(before));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** A plain line's words from its action: 'unit.update' → 'Available Space: update'. */
function plainAction(entry: ActivityEntry): string {
  const [kind = '', ...verb] = entry.action.split('.');
  const label = kind in KIND_LABELS ? KIND_LABELS[kind as ActivityKind] : kind;
  return `${label}: ${verb.join(' ').replaceAll('-', ' ')}`;
}

/** Downloads the lines the filters keep as CSV; answers the file name. */
async function exportActivity(filters: Filters): Promise<string> {
  const response = await apiRequest(activityPath(filters, null, '/api/activity/export'));
  const csv = await response.blob();
  const filename = attachmentName(response.headers.get('content-disposition'));
  saveFile(filename, csv);
  return filename;
}

const loadSchema = () => import('~/src/lib/schemas/activity').then((m) => m.ActivityPageSchema);

/** A unit and an inquiry open where the admin works on them (deep links, admin-url.ts). */
const RECORD_HREFS: Partial<Record<string, (id: number) => string>> = {
  unit: adminUnitHref,
  inquiry: (id) => `/admin${adminSearch({ ...HOME, tab: 'inquiries', inquiry: id })}`,
};

function RecordCell({ entry }: { entry: ActivityEntry }) {
  if (!entry.recordKind) return <span className="text-slate-500">—</span>;
  const label = `${entry.recordKind} #${entry.recordId ?? ''}`.replace(/ #$/, '');
  const id = Number(entry.recordId);
  const href = id ? RECORD_HREFS[entry.recordKind]?.(id) : undefined;
  return href ? (
    <a className="text-brand-700 underline" href={href}>
      {label}
    </a>
  ) : (
    <span>{label}</span>
  );
}

export function ActivityTab() {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const activity = useInfiniteQuery({
    queryKey: ['/api/activity', filters],
    initialPageParam: null as number | null,
    queryFn: ({ pageParam }) => apiGet(activityPath(filters, pageParam), loadSchema),
    getNextPageParam: (page) => page.nextBefore,
    // The person list and the lines shown stay while a new filter loads.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const entries = activity.data?.pages.flatMap((page) => page.entries) ?? [];
  const people = activity.data?.pages[0]?.people ?? [];
  const isFiltered = Object.values(filters).some((value) => value !== '');
  const [isExporting, setIsExporting] = useState(false);
  const exportCsv = () => {
    setIsExporting(true);
    exportActivity(filters)
      .then((filename) => toast.success(`Activity exported: ${filename}`))
      .catch((error: unknown) => toast.error('Activity not exported', { description: errorMessage(error) ?? 'Please try again.' }))
      .finally(() => setIsExporting(false));
  };
  const setFilter = (name: keyof Filters) => (event: { target: { value: string } }) =>
    setFilters({ ...filters, [name]: event.target.value });

  return (
    <section aria-labelledby="activity-heading">
      <h2 id="activity-heading" className="text-xl font-semibold">
        Activity
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Every change the team makes, with sign-ins and backup downloads. Lines are kept for 13 months and cannot be edited.
      </p>
      <form
        className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5"
        role="search"
        onSubmit={(event) => event.preventDefault()}
      >
        <FormField id="activity-user" label="Person">
          {(control) => (
            <select {...control} value={filters.user} onChange={setFilter('user')}>
              <option value="">Everyone</option>
              {people.map((person) => (
                <option key={person.id} value={String(person.id)}>
                  {person.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="activity-kind" label="Kind">
          {(control) => (
            <select {...control} value={filters.kind} onChange={setFilter('kind')}>
              <option value="">Everything</option>
              {Object.entries(KIND_LABELS).map(([kind, label]) => (
                <option key={kind} value={kind}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="activity-event" label="Change">
          {(control) => (
            <select {...control} value={filters.event} onChange={setFilter('event')}>
              <option value="">Every line</option>
              <option value="any">Every audited change</option>
              {Object.entries(AUDIT_EVENT_LABELS).map(([event, label]) => (
                <option key={event} value={event}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="activity-from" label="From" type="date" value={filters.from} onChange={setFilter('from')} />
        <FormField id="activity-to" label="To" type="date" value={filters.to} onChange={setFilter('to')} />
      </form>
      <p className="mt-2 text-sm text-slate-600">Times and dates are Boston time.</p>
      <button type="button" className="btn-secondary mt-3" onClick={exportCsv} disabled={isExporting}>
        {isExporting ? 'Exporting...' : 'Export CSV'}
      </button>

      {activity.isError ? (
        <p className="mt-4 text-red-700" role="alert">
          {errorMessage(activity.error) ?? 'Could not load the activity. Please try again.'}
        </p>
      ) : activity.isPending ? (
        <p className="mt-4 text-slate-600">Loading</p>
      ) : entries.length === 0 ? (
        <p className="mt-4 text-slate-600">Nothing recorded{isFiltered ? ' for these filters' : ' yet'}.</p>
      ) : (
        <>
          <div
            className="mt-4 hidden grid-cols-[11rem_10rem_1fr_9rem_9rem] gap-3 px-4 text-xs font-semibold uppercase text-slate-500 md:grid"
            aria-hidden="true"
          >
            <span>When</span>
            <span>Who</span>
            <span>What</span>
            <span>Record</span>
            <span>Address</span>
          </div>
          <ul className="mt-2 space-y-2" aria-label="Activity">
            {entries.map((entry) => (
              <li
                key={entry.id}
                className="card grid grid-cols-1 gap-1 p-3 text-sm md:grid-cols-[11rem_10rem_1fr_9rem_9rem] md:gap-3"
                data-testid="activity-line"
              >
                <span className="text-slate-600">
                  <span className="md:sr-only">When: </span>
                  {formatDateTime(entry.at)}
                </span>
                <span className="font-semibold">
                  <span className="font-normal md:sr-only">Who: </span>
                  {entry.userName}
                </span>
                <span className="break-words">
                  <span className="md:sr-only">What: </span>
                  {entry.event ? <strong>{AUDIT_EVENT_LABELS[entry.event]}</strong> : plainAction(entry)}
                  {entry.detail && <span className="text-slate-600"> · {entry.detail}</span>}
                  {!entry.event && entry.status >= 400 && <span className="ml-2 text-red-700">refused ({entry.status})</span>}
                </span>
                <span>
                  <span className="md:sr-only">Record: </span>
                  <RecordCell entry={entry} />
                </span>
                <span className="text-slate-600">
                  <span className="md:sr-only">Address: </span>
                  {entry.addressPrefix ?? '—'}
                </span>
              </li>
            ))}
          </ul>
          {activity.hasNextPage && (
            <button
              type="button"
              className="btn-secondary mt-4"
              disabled={activity.isFetchingNextPage}
              onClick={() => void activity.fetchNextPage()}
            >
              {activity.isFetchingNextPage ? 'Loading' : 'Load more'}
            </button>
          )}
        </>
      )}
    </section>
  );
}
