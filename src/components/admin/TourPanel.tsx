// An inquiry's tour, inside its dialog: the slots the visitor asked for (each confirmable), another
// time picked as a day then a time, the confirmed time with Move and Cancel, and "Send again" when
// an invitation did not go out. A confirmation or move first shows the invitation it will send; a
// cancellation asks first.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { apiGet, apiSend, errorMessage } from '~/src/lib/api/client';
import { InquiryJsonSchema, TourInvitePreviewJsonSchema } from '~/src/lib/api/responses';
import type { InquiryJson } from '~/src/lib/api/types';
import { bookableSlots, formatTourSlot, isBookableSlot, isWithinOfficeHours, tourDays } from '~/src/lib/tour-slots';
import { TourTimePicker } from '../ui/TourTimePicker';
import { refreshLead } from './refresh-lead';
import { OutsideHoursMark } from './UpcomingTours';
import { usePublishedOfficeHours } from './use-office-hours';

type TourAction = { kind: 'schedule'; start: string } | { kind: 'cancel' } | { kind: 'invite' };

const ACTIONS = {
  schedule: (id: number, start: string) => apiSend('PUT', `/api/contact-submissions/${id}/tour`, { start }, InquiryJsonSchema),
  cancel: (id: number) => apiSend('DELETE', `/api/contact-submissions/${id}/tour`, undefined, InquiryJsonSchema),
  invite: (id: number) => apiSend('POST', `/api/contact-submissions/${id}/tour/invite`, undefined, InquiryJsonSchema),
};

const cancelQuestion = (tourAt: string) =>
  `Cancel the tour on ${formatTourSlot(new Date(tourAt))}? The visitor and the leasing team are sent the cancellation now.`;

/** The invitation a confirmation at `start` will send, with Send and Back. */
function InvitePreview({
  inquiryId,
  start,
  isSending,
  onSend,
  onBack,
}: {
  inquiryId: number;
  start: string;
  isSending: boolean;
  onSend: () => void;
  onBack: () => void;
}) {
  const preview = useQuery({
    queryKey: ['tour-preview', inquiryId, start],
    queryFn: () =>
      apiGet(`/api/contact-submissions/${inquiryId}/tour/preview?start=${encodeURIComponent(start)}`, TourInvitePreviewJsonSchema),
  });
  return (
    <div className="space-y-3 rounded-md border border-slate-300 bg-slate-50 p-4" role="group" aria-labelledby="invite-preview-heading">
      <h4 id="invite-preview-heading" className="font-semibold">
        Invitation to send
      </h4>
      {preview.data ? (
        <dl className="grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
          <dt className="font-medium">Summary</dt>
          <dd>{preview.data.summary}</dd>
          <dt className="font-medium">Time</dt>
          <dd>{preview.data.when}</dd>
          <dt className="font-medium">Location</dt>
          <dd>{preview.data.location}</dd>
          <dt className="font-medium">Recipients</dt>
          <dd>{preview.data.recipients.join(', ')}</dd>
        </dl>
      ) : (
        <p className="text-sm text-slate-600" role="status">
          {preview.isError ? (errorMessage(preview.error) ?? 'The invitation could not be prepared.') : 'Preparing the invitation...'}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-primary" disabled={!preview.data || isSending} onClick={onSend}>
          {isSending ? 'Sending...' : 'Send invitation'}
        </button>
        <button type="button" className="btn-secondary" disabled={isSending} onClick={onBack}>
          Back
        </button>
      </div>
    </div>
  );
}

export function TourPanel({ inquiry, now }: { inquiry: InquiryJson; now: number }) {
  const [other, setOther] = useState('');
  // A new picker after each change, so its choice empties.
  const [pickerKey, setPickerKey] = useState(0);
  // The time about to be confirmed: its invitation is shown first.
  const [previewed, setPreviewed] = useState<string | null>(null);
  // Staff book within the published hours, as the server checks; a tour booked before they
  // changed, or a requested time they no longer cover, is marked (and cannot be confirmed).
  const hours = usePublishedOfficeHours();
  const otherDays = useMemo(() => (hours ? tourDays(bookableSlots(new Date(now), hours)) : []), [now, hours]);
  const isOtherBookable = other !== '' && !!hours && isBookableSlot(new Date(other), new Date(now), hours);
  const isOutside = (slot: string) => !!hours && !isWithinOfficeHours(new Date(slot), hours);
  const act = useMutation({
    mutationFn: (action: TourAction) =>
      action.kind === 'schedule' ? ACTIONS.schedule(inquiry.id, action.start) : ACTIONS[action.kind](inquiry.id),
    onSuccess: (updated) => {
      if (updated.tourInviteError) toast.error('Invitation not delivered', { description: updated.tourInviteError });
      else if (updated.tourStatus === 'cancelled')
        toast.success('Tour cancelled', { description: 'The cancellation was sent to both calendars.' });
      else
        toast.success(`Tour confirmed: ${formatTourSlot(new Date(updated.tourAt!))}`, {
          description: 'The invitation was sent to both calendars.',
        });
      setOther('');
      setPickerKey((key) => key + 1);
      setPreviewed(null);
      void refreshLead(inquiry.id);
    },
    onError: (error) => toast.error('Tour not changed', { description: errorMessage(error) ?? 'Please try again.' }),
  });
  const confirmed = inquiry.tourStatus === 'confirmed' && inquiry.tourAt;
  const requested = inquiry.tourSlots.filter((slot) => new Date(slot).getTime() > now && slot !== inquiry.tourAt);

  return (
    <section className="mt-6 space-y-3 border-t border-slate-200 pt-4" aria-labelledby="tour-heading">
      <h3 id="tour-heading" className="font-semibold">
        Tour
      </h3>
      {confirmed ? (
        <p className="text-sm">
          Confirmed: <strong>{formatTourSlot(new Date(inquiry.tourAt!))}</strong>
          {isOutside(inquiry.tourAt!) && <OutsideHoursMark />}
        </p>
      ) : inquiry.tourStatus === 'cancelled' && inquiry.tourAt ? (
        <p className="text-sm text-slate-600">Cancelled: {formatTourSlot(new Date(inquiry.tourAt))}</p>
      ) : (
        inquiry.tourSlots.length === 0 && <p className="text-sm text-slate-600">No tour requested.</p>
      )}
      {inquiry.tourInviteError && (
        <p className="text-sm font-medium text-red-700">
          Invitation not delivered <span className="font-normal text-slate-600">· {inquiry.tourInviteError}</span>{' '}
          <button type="button" className="btn-secondary ml-2" disabled={act.isPending} onClick={() => act.mutate({ kind: 'invite' })}>
            Send again
          </button>
        </p>
      )}
      {requested.length > 0 && (
        <ul className="space-y-2" aria-label="Requested times">
          {requested.map((slot) => (
            <li key={slot} className="flex flex-wrap items-center gap-3 text-sm">
              {formatTourSlot(new Date(slot))}
              {isOutside(slot) && <OutsideHoursMark />}
              <button
                type="button"
                className="btn-secondary"
                disabled={act.isPending || isOutside(slot)}
                onClick={() => setPreviewed(slot)}
              >
                {confirmed ? 'Move here' : 'Confirm'}
              </button>
            </li>
          ))}
        </ul>
      )}
      {previewed && (
        <InvitePreview
          inquiryId={inquiry.id}
          start={previewed}
          isSending={act.isPending}
          onSend={() => act.mutate({ kind: 'schedule', start: previewed })}
          onBack={() => setPreviewed(null)}
        />
      )}
      <div className="flex flex-wrap items-end gap-3">
        <TourTimePicker
          key={pickerKey}
          label={confirmed ? 'Move to another time' : 'Another time'}
          days={otherDays}
          emptyLabel="Choose a day"
          onChange={setOther}
        />
        <button type="button" className="btn-secondary" disabled={!isOtherBookable || act.isPending} onClick={() => setPreviewed(other)}>
          {confirmed ? 'Move tour' : 'Schedule tour'}
        </button>
        {confirmed && (
          <button
            type="button"
            className="btn-secondary text-red-700"
            disabled={act.isPending}
            // It e-mails the cancellation to the visitor at once: asked first, as a confirmation or a
            // move shows its invitation first.
            onClick={() => window.confirm(cancelQuestion(inquiry.tourAt!)) && act.mutate({ kind: 'cancel' })}
          >
            Cancel tour
          </button>
        )}
      </div>
    </section>
  );
}
