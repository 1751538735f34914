// An inquiry's tour, inside its dialog: the slots the visitor asked for (each confirmable), the
// confirmed time with Move and Cancel, and "Send again" when an invitation did not go out.
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { apiSend, errorMessage } from '~/src/lib/api/client';
import { InquiryJsonSchema } from '~/src/lib/api/responses';
import type { InquiryJson } from '~/src/lib/api/types';
import { bookableSlots, formatTourSlot } from '~/src/lib/tour-slots';
import { refreshLead } from './LeadPipeline';

type TourAction = { kind: 'schedule'; start: string } | { kind: 'cancel' } | { kind: 'invite' };

const ACTIONS = {
  schedule: (id: number, start: string) => apiSend('PUT', `/api/contact-submissions/${id}/tour`, { start }, InquiryJsonSchema),
  cancel: (id: number) => apiSend('DELETE', `/api/contact-submissions/${id}/tour`, undefined, InquiryJsonSchema),
  invite: (id: number) => apiSend('POST', `/api/contact-submissions/${id}/tour/invite`, undefined, InquiryJsonSchema),
};

export function TourPanel({ inquiry, now }: { inquiry: InquiryJson; now: number }) {
  const [other, setOther] = useState('');
  const otherSlots = useMemo(() => bookableSlots(new Date(now)), [now]);
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
              <button
                type="button"
                className="btn-secondary"
                disabled={act.isPending}
                onClick={() => act.mutate({ kind: 'schedule', start: slot })}
              >
                {confirmed ? 'Move here' : 'Confirm'}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm">
          {confirmed ? 'Move to another time' : 'Another time'}{' '}
          <select className="input" value={other} onChange={(event) => setOther(event.target.value)}>
            <option value="">Choose a time</option>
            {otherSlots.map((slot) => (
              <option key={slot.toISOString()} value={slot.toISOString()}>
                {formatTourSlot(slot)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="btn-secondary"
          disabled={!other || act.isPending}
          onClick={() => act.mutate({ kind: 'schedule', start: other })}
        >
          {confirmed ? 'Move tour' : 'Schedule tour'}
        </button>
        {confirmed && (
          <button
            type="button"
            className="btn-secondary text-red-700"
            disabled={act.isPending}
            onClick={() => act.mutate({ kind: 'cancel' })}
          >
            Cancel tour
          </button>
        )}
      </div>
    </section>
  );
}
