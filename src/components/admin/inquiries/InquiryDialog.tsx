// One inquiry in full: who, what about (its unit by id, linked to its listing and to its form in
// the admin), the message, reply by e-mail (which records the first response), the Reply composer
// (a reply sent from the admin), and its tour and pipeline, and who works it; a flagged
// one offers "Not spam" instead of a reply, a tour or a pipeline.
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { apiSend, errorMessage } from '~/src/lib/api/client';
import type { InquiryJson, UnitJson } from '~/src/lib/api/types';
import { formatDateTime } from '~/src/lib/format';
import { leadSourceDetails, leadSourceLabel } from '~/src/lib/lead-source';
import { describeInquiryUnit } from '~/src/lib/listing';
import { LEAD_STAGE_LABELS } from '~/src/lib/schemas/lead';
import { Dialog, DialogActions } from '~/src/components/ui/Dialog';
import { LeadPipeline } from '../LeadPipeline';
import { refreshLead } from '../refresh-lead';
import { TourPanel } from '../TourPanel';
import { adminUnitHref } from '../admin-url';
import { useAdminUrl } from '../use-admin-url';
import { AssigneeSelect } from './AssigneeSelect';
import { fullName } from './full-name';
import { ReplyComposer } from './ReplyComposer';
import type { InquiryActions } from './use-inquiry-actions';

interface InquiryDialogProps {
  inquiry: InquiryJson;
  units: UnitJson[];
  now: number;
  onClose: () => void;
  actions: InquiryActions;
}

/** The unit asked about, linked to its public listing and to its form in the admin; or the text the visitor gave. */
function InterestedIn({ inquiry, units }: { inquiry: InquiryJson; units: UnitJson[] }) {
  const [, navigate] = useAdminUrl();
  const unit = inquiry.unitId === null ? undefined : units.find((u) => u.id === inquiry.unitId);
  if (!unit) return <>{describeInquiryUnit(inquiry, units)}</>;
  return (
    <span className="flex flex-wrap gap-x-3">
      <a className="text-brand-700 underline" href={`/listing/${unit.id}`} target="_blank" rel="noopener">
        {describeInquiryUnit(inquiry, units)}
      </a>
      <a
        className="text-brand-700 underline"
        href={adminUnitHref(unit.id)}
        onClick={(event) => {
          event.preventDefault();
          navigate({ tab: 'units', unit: unit.id });
        }}
      >
        Edit in Available Space
      </a>
    </span>
  );
}

export function InquiryDialog({ inquiry, units, now, onClose, actions: { notSpam } }: InquiryDialogProps) {
  const [isComposing, setIsComposing] = useState(false);
  // The mail client opens as the link's default; this records the first response beside it.
  const replied = useMutation({
    mutationFn: () => apiSend('PUT', `/api/contact-submissions/${inquiry.id}/replied`),
    onSuccess: () => refreshLead(inquiry.id),
    onError: (error) => toast.error('Reply not recorded', { description: errorMessage(error) ?? 'Please try again.' }),
  });
  const subject = encodeURIComponent(`Re: your inquiry${inquiry.listing ? ` about ${inquiry.listing}` : ''}`);
  const rows: [string, ReactNode][] = [
    ['Name', fullName(inquiry)],
    ['E-mail', inquiry.email],
    ['Company', inquiry.company || 'Not provided'],
    ['Status', inquiry.status],
    ['Stage', LEAD_STAGE_LABELS[inquiry.stage] + (inquiry.lostReason ? ` (${inquiry.lostReason})` : '')],
    ['Interested in', <InterestedIn key="unit" inquiry={inquiry} units={units} />],
    ...(inquiry.isSpam ? [] : ([['Assigned to', <AssigneeSelect key="assignee" inquiry={inquiry} />]] as [string, ReactNode][])),
    ['Submitted', formatDateTime(inquiry.createdAt)],
    ['Source', [leadSourceLabel(inquiry.leadSource), leadSourceDetails(inquiry)].filter(Boolean).join(': ')],
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
      <DialogActions>
        <button type="button" className="btn-secondary" onClick={onClose}>
          Close
        </button>
        {inquiry.isSpam && (
          <button type="button" className="btn-secondary" disabled={notSpam.isPending} onClick={() => notSpam.mutate(inquiry.id)}>
            Not spam
          </button>
        )}
        {!inquiry.isSpam && (
          <button type="button" className="btn-secondary" onClick={() => setIsComposing(true)}>
            Reply
          </button>
        )}
        <a className="btn-primary" href={`mailto:${encodeURIComponent(inquiry.email)}?subject=${subject}`} onClick={() => replied.mutate()}>
          Reply via Email
        </a>
      </DialogActions>
      {!inquiry.isSpam && (
        <>
          <TourPanel inquiry={inquiry} now={now} />
          <LeadPipeline inquiry={inquiry} now={now} />
        </>
      )}
      {isComposing && <ReplyComposer inquiry={inquiry} onClose={() => setIsComposing(false)} />}
    </Dialog>
  );
}
