// One inquiry in the list: a box to select it, name, unread mark, its one stage badge, tour
// (requested or confirmed), overdue mark, who it is assigned to, where it came from, a failed e-mail or the reason it was flagged, and its
// buttons. On a small screen the buttons go below the text, so they never cover a badge.
import type { InquiryJson } from '~/src/lib/api/types';
import { formatDateTime } from '~/src/lib/format';
import { leadSourceLabel } from '~/src/lib/lead-source';
import { formatAge, isOverdue } from '~/src/lib/lead-response';
import { SPAM_REASON_TEXT } from '~/src/lib/schemas/inquiry';
import { LEAD_STAGE_LABELS } from '~/src/lib/schemas/lead';
import { formatTourSlot } from '~/src/lib/tour-slots';
import { fullName } from './full-name';
import type { InquiryActions } from './use-inquiry-actions';

interface InquiryRowProps {
  inquiry: InquiryJson;
  now: number;
  actions: InquiryActions;
  onOpen: (inquiry: InquiryJson) => void;
  isSelected: boolean;
  onSelect: (isSelected: boolean) => void;
}

export function InquiryRow({ inquiry, now, actions: { remove, sendAgain, notSpam }, onOpen, isSelected, onSelect }: InquiryRowProps) {
  // The stage badge says "Tour requested" while that is the stage; past it, a requested tour keeps its own badge.
  const isTourRequested = inquiry.tourStatus === 'requested' && (inquiry.isSpam || inquiry.stage !== 'tour-requested');
  return (
    <div className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between" data-testid="inquiry-row">
      <input
        type="checkbox"
        className="mt-1 size-5 shrink-0"
        checked={isSelected}
        onChange={(e) => onSelect(e.target.checked)}
        aria-label={`Select inquiry from ${fullName(inquiry)}`}
      />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {fullName(inquiry)}
          {inquiry.status === 'new' && (
            <span className="inline-flex items-center gap-1 text-xs font-medium text-blue-800">
              <span aria-hidden="true" className="size-2 rounded-full bg-blue-700" />
              Unread
            </span>
          )}
          {!inquiry.isSpam && (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{LEAD_STAGE_LABELS[inquiry.stage]}</span>
          )}
          {isTourRequested && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">Tour requested</span>}
          {inquiry.tourStatus === 'confirmed' && inquiry.tourAt && (
            <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs text-green-800">
              Tour {formatTourSlot(new Date(inquiry.tourAt))}
            </span>
          )}
          {isOverdue(inquiry, now) && <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-800">Overdue</span>}
        </p>
        <p className="text-sm text-slate-600">
          {inquiry.email} · {inquiry.company || 'No company'}
        </p>
        <p className="mt-1 truncate text-sm">{inquiry.message.slice(0, 100)}</p>
        <p className="text-xs text-slate-500">
          {formatDateTime(inquiry.createdAt)} · {formatAge(inquiry.createdAt, now)} old
          {!inquiry.isSpam && ` · ${inquiry.assignedTo ? `Assigned to ${inquiry.assignedTo.name}` : 'Unassigned'}`}
          {` · Source: ${leadSourceLabel(inquiry.leadSource)}`}
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
      <div className="flex flex-wrap gap-2">
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
          onClick={() => onOpen(inquiry)}
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
  );
}
