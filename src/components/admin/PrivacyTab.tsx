// Privacy (admin only): a person's data on request. Find what is held under an e-mail address,
// download it as one JSON file, or erase it (the address typed again to confirm); and how long
// closed leads keep the person's details. The address goes in request bodies, never in the URL.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { apiRequest, apiSend, errorMessage, fieldErrors } from '~/src/lib/api/client';
import { teamSettingsQuery } from '~/src/lib/api/queries';
import { TeamSettingsJsonSchema } from '~/src/lib/api/responses';
import { LEAD_STAGE_LABELS, type LeadStage } from '~/src/lib/schemas/lead-stages';
import type { ErasureReceipt, PersonSummary } from '~/src/lib/schemas/people-data';
import { formatDateTime } from '~/src/lib/format';
import { queryClient } from '~/src/lib/query-client';
import { FormField } from '../ui/FormField';
import { saveFile } from './save-file';

const loadSchemas = () => import('~/src/lib/schemas/people-data');

const COUNT_LABELS: [keyof PersonSummary['counts'], string, string][] = [
  ['inquiries', 'inquiry', 'inquiries'],
  ['history', 'history line', 'history lines'],
  ['notes', 'note', 'notes'],
  ['replies', 'reply', 'replies'],
  ['tours', 'tour', 'tours'],
  ['alerts', 'alert sign-up', 'alert sign-ups'],
];

const stageLabel = (stage: string) => LEAD_STAGE_LABELS[stage as LeadStage] ?? stage;

async function downloadExport(email: string): Promise<string> {
  const response = await apiRequest('/api/people-data/export', { method: 'POST', body: JSON.stringify({ email }) });
  const file = await response.blob();
  const filename = /filename="([^"/\\]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'person-data.json';
  saveFile(filename, file);
  return filename;
}

function Held({ summary, onErased }: { summary: PersonSummary; onErased: (receipt: ErasureReceipt) => void }) {
  const [confirmEmail, setConfirmEmail] = useState('');
  const [phone, setPhone] = useState('');
  const download = useMutation({
    mutationFn: () => downloadExport(summary.email),
    onSuccess: (filename) => toast.success('Export downloaded', { description: filename }),
    onError: (error) => toast.error('Export not downloaded', { description: errorMessage(error) ?? 'Please try again.' }),
  });
  const erase = useMutation({
    mutationFn: () =>
      apiSend('POST', '/api/people-data/erase', { email: summary.email, confirmEmail, phone }, () =>
        loadSchemas().then((m) => m.ErasureReceiptSchema),
      ),
    onSuccess: (receipt) => {
      void queryClient.invalidateQueries({ queryKey: ['/api/contact-submissions'] });
      onErased(receipt);
    },
  });
  const total = Object.values(summary.counts).reduce((sum, n) => sum + n, 0);
  if (total === 0) return <p className="mt-4 text-slate-600">Nothing is held about {summary.email}.</p>;
  const confirmError = fieldErrors(erase.error)['confirmEmail']?.[0];
  return (
    <div className="mt-6 space-y-6">
      <div className="card p-4">
        <h3 className="font-semibold">Held about {summary.email}</h3>
        <p className="mt-1 text-sm text-slate-700" data-testid="held-counts">
          {COUNT_LABELS.filter(([key]) => summary.counts[key] > 0)
            .map(([key, one, many]) => `${summary.counts[key]} ${summary.counts[key] === 1 ? one : many}`)
            .join(', ')}
        </p>
        {summary.inquiries.length > 0 && (
          <ul className="mt-3 space-y-1 text-sm" aria-label="Their inquiries">
            {summary.inquiries.map((inquiry) => (
              <li key={inquiry.id}>
                {`${inquiry.name} · ${formatDateTime(inquiry.createdAt)} · ${stageLabel(inquiry.stage)}`}
                {inquiry.isSpam && ' · Spam'}
                {inquiry.inTrash && ' · In the Trash'}
              </li>
            ))}
          </ul>
        )}
        <button type="button" className="btn-secondary mt-4" disabled={download.isPending} onClick={() => download.mutate()}>
          {download.isPending ? 'Downloading' : 'Download their data (JSON)'}
        </button>
      </div>

      <form
        className="card space-y-4 border-red-200 p-4"
        aria-labelledby="erase-heading"
        onSubmit={(event) => {
          event.preventDefault();
          erase.mutate();
        }}
      >
        <h3 id="erase-heading" className="font-semibold text-red-800">
          Erase this person
        </h3>
        <p className="text-sm text-slate-700">
          Their name, e-mail address, company, messages, notes and replies are removed from every inquiry (the inquiries stay, anonymized,
          so counts stay true), and their alerts are deleted. This cannot be undone. Backups taken before keep their data: after restoring
          one, erase them again (docs/OPERATIONS.md).
        </p>
        <FormField
          id="erase-confirm"
          label="Type their e-mail address again to confirm"
          required
          type="email"
          autoComplete="off"
          value={confirmEmail}
          error={confirmError}
          onChange={(event) => setConfirmEmail(event.target.value)}
        />
        <FormField
          id="erase-phone"
          label="Their phone number, if they gave one (removed wherever it was written)"
          type="tel"
          autoComplete="off"
          value={phone}
          error={fieldErrors(erase.error)['phone']?.[0]}
          onChange={(event) => setPhone(event.target.value)}
        />
        {erase.isError && !confirmError && (
          <p className="text-sm text-red-700" role="alert">
            {errorMessage(erase.error) ?? 'Nothing was erased. Please try again.'}
          </p>
        )}
        <button type="submit" className="btn-primary bg-red-700 hover:bg-red-800" disabled={erase.isPending}>
          {erase.isPending ? 'Erasing' : 'Erase everything'}
        </button>
      </form>
    </div>
  );
}

function RetentionSetting() {
  const settings = useQuery(teamSettingsQuery());
  const [months, setMonths] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (value: string) => apiSend('PUT', '/api/team-settings', { leadRetentionMonths: value }, TeamSettingsJsonSchema),
    onSuccess: (saved) => {
      queryClient.setQueryData(teamSettingsQuery().queryKey, saved);
      setMonths(null);
      toast.success('Retention saved', { description: `Closed leads keep personal details for ${saved.leadRetentionMonths} months.` });
    },
  });
  if (!settings.data) return null;
  const shown = months ?? String(settings.data.leadRetentionMonths);
  return (
    <form
      className="card mt-8 flex flex-wrap items-end gap-3 p-4"
      aria-label="Retention"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(shown);
      }}
    >
      <div className="min-w-60 flex-1">
        <FormField
          id="lead-retention"
          label="Months a closed lead (Signed or Lost) keeps the person's details"
          type="number"
          value={shown}
          error={fieldErrors(save.error)['leadRetentionMonths']?.[0] ?? (save.isError ? errorMessage(save.error) : undefined)}
          onChange={(event) => setMonths(event.target.value)}
        />
      </div>
      <button type="submit" className="btn-secondary" disabled={save.isPending}>
        Save
      </button>
      <p className="w-full text-sm text-slate-600">
        The daily housekeeping anonymizes closed leads unchanged for this long, and deletes spam older than 30 days.
      </p>
    </form>
  );
}

export function PrivacyTab() {
  const [email, setEmail] = useState('');
  const [erased, setErased] = useState<ErasureReceipt | null>(null);
  const find = useMutation({
    mutationFn: (address: string) =>
      apiSend('POST', '/api/people-data/lookup', { email: address }, () => loadSchemas().then((m) => m.PersonSummarySchema)),
  });
  return (
    <section aria-labelledby="privacy-heading">
      <h2 id="privacy-heading" className="text-xl font-semibold">
        A person&apos;s data
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        When someone asks what the site holds about them, or to be forgotten: find them by e-mail address (upper or lower case alike).
      </p>
      <form
        className="mt-4 flex flex-wrap items-end gap-3"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setErased(null);
          find.mutate(email);
        }}
      >
        <div className="min-w-72 flex-1">
          <FormField
            id="person-email"
            label="E-mail address"
            type="email"
            autoComplete="off"
            value={email}
            error={fieldErrors(find.error)['email']?.[0]}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <button type="submit" className="btn-primary" disabled={find.isPending}>
          {find.isPending ? 'Finding' : 'Find'}
        </button>
      </form>
      {find.isError && !fieldErrors(find.error)['email'] && (
        <p className="mt-4 text-red-700" role="alert">
          {errorMessage(find.error) ?? 'Could not look them up. Please try again.'}
        </p>
      )}
      {erased ? (
        <p className="card mt-6 p-4" role="status">
          {`Erased: ${erased.inquiriesAnonymized} inquiries anonymized, ${erased.notesDeleted} notes, ${erased.repliesDeleted} replies and ${erased.alertsDeleted} alert sign-ups deleted. The Activity log names this erasure ${erased.reference}.`}
        </p>
      ) : (
        find.data && <Held key={find.data.email} summary={find.data} onErased={setErased} />
      )}
      <RetentionSetting />
    </section>
  );
}
