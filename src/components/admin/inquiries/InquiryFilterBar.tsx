// The inbox/Spam switch and the inbox's filters (whose leads, stage, overdue only, new/read); the
// Spam view hides the filters, which do not apply to it.
import { LEAD_SOURCE_LABELS, LEAD_SOURCES } from '~/src/lib/lead-source';
import { LEAD_STAGE_LABELS, LEAD_STAGES } from '~/src/lib/schemas/lead';
import type { InquiryFilters } from './filters';

interface InquiryFilterBarProps {
  filters: InquiryFilters;
  onChange: (change: Partial<InquiryFilters>) => void;
  spamCount: number;
  overdueCount: number;
}

const OWNERS: [InquiryFilters['owner'], string][] = [
  ['all', 'Everyone'],
  ['mine', 'Mine'],
  ['unassigned', 'Unassigned'],
];

export function InquiryFilterBar({ filters, onChange, spamCount, overdueCount }: InquiryFilterBarProps) {
  const { box, show, stage, overdueOnly, owner, source } = filters;
  const inboxOnly = box === 'spam' ? 'hidden' : '';
  return (
    <>
      <div className="flex gap-1" role="group" aria-label="Which inquiries">
        <button
          type="button"
          className="btn-secondary aria-pressed:border-brand-700 aria-pressed:text-brand-800"
          aria-pressed={box === 'inbox'}
          onClick={() => onChange({ box: 'inbox' })}
        >
          Inbox
        </button>
        <button
          type="button"
          className="btn-secondary aria-pressed:border-brand-700 aria-pressed:text-brand-800"
          aria-pressed={box === 'spam'}
          onClick={() => onChange({ box: 'spam' })}
        >
          Spam ({spamCount})
        </button>
      </div>
      <div className={`flex gap-1 ${inboxOnly}`} role="group" aria-label="Whose leads">
        {OWNERS.map(([value, label]) => (
          <button
            key={value}
            type="button"
            className="btn-secondary aria-pressed:border-brand-700 aria-pressed:text-brand-800"
            aria-pressed={owner === value}
            onClick={() => onChange({ owner: value })}
          >
            {label}
          </button>
        ))}
      </div>
      <ChoiceFilter
        className={`text-sm ${inboxOnly}`}
        label="Stage"
        value={stage}
        allLabel="All stages"
        labels={LEAD_STAGE_LABELS}
        choices={LEAD_STAGES}
        onChoose={(value) => onChange({ stage: value })}
      />
      <ChoiceFilter
        className={`text-sm ${inboxOnly}`}
        label="Source"
        value={source}
        allLabel="All sources"
        labels={LEAD_SOURCE_LABELS}
        choices={LEAD_SOURCES}
        onChoose={(value) => onChange({ source: value })}
      />
      <label className={`flex items-center gap-1 text-sm ${inboxOnly}`}>
        <input type="checkbox" checked={overdueOnly} onChange={(e) => onChange({ overdueOnly: e.target.checked })} /> Overdue only (
        {overdueCount})
      </label>
      <label className={`text-sm ${inboxOnly}`}>
        Show{' '}
        <select
          className="rounded-md border border-slate-300 px-2 py-1"
          value={show}
          onChange={(e) => onChange({ show: e.target.value as InquiryFilters['show'] })}
        >
          <option value="all">All</option>
          <option value="new">New</option>
          <option value="read">Read</option>
        </select>
      </label>
    </>
  );
}

interface ChoiceFilterProps<T extends string> {
  className: string;
  label: string;
  value: T | 'all';
  allLabel: string;
  labels: Record<T, string>;
  choices: readonly T[];
  onChoose: (value: T | 'all') => void;
}

/** A select of one field's values, with "All …" first: the inbox's Stage and Source filters. */
function ChoiceFilter<T extends string>({ className, label, value, allLabel, labels, choices, onChoose }: ChoiceFilterProps<T>) {
  return (
    <label className={className}>
      {label}{' '}
      <select
        className="rounded-md border border-slate-300 px-2 py-1"
        value={value}
        onChange={(e) => onChoose(e.target.value as T | 'all')}
      >
        <option value="all">{allLabel}</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {labels[choice]}
          </option>
        ))}
      </select>
    </label>
  );
}
