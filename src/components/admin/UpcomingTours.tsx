// The confirmed tours of the next 14 days, soonest first, above the inquiry list; each opens its
// inquiry. A tour the published office hours no longer cover (they changed after it was booked)
// stays, marked for staff to rearrange (decision 048).
import { useMemo } from 'react';
import type { InquiryJson, UnitJson } from '~/src/lib/api/types';
import { describeInquiryUnit } from '~/src/lib/listing';
import { formatTourSlot, isWithinOfficeHours, TOUR_DAYS_AHEAD } from '~/src/lib/tour-slots';
import { OUTSIDE_HOURS_LABEL, usePublishedOfficeHours } from './use-office-hours';

interface UpcomingToursProps {
  inquiries: InquiryJson[];
  units: UnitJson[];
  now: number;
  onOpen: (inquiry: InquiryJson) => void;
}

export function UpcomingTours({ inquiries, units, now, onOpen }: UpcomingToursProps) {
  const hours = usePublishedOfficeHours();
  const tours = useMemo(() => {
    const until = now + TOUR_DAYS_AHEAD * 86_400_000;
    return inquiries
      .filter((i) => i.tourStatus === 'confirmed' && i.tourAt && Date.parse(i.tourAt) >= now && Date.parse(i.tourAt) <= until)
      .sort((a, b) => Date.parse(a.tourAt!) - Date.parse(b.tourAt!));
  }, [inquiries, now]);
  return (
    <section className="card mt-4 p-4" aria-labelledby="upcoming-tours-heading">
      <h3 id="upcoming-tours-heading" className="font-semibold">
        Upcoming tours (next {TOUR_DAYS_AHEAD} days)
      </h3>
      {tours.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">No tours scheduled.</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm">
          {tours.map((inquiry) => (
            <li key={inquiry.id}>
              <button type="button" className="text-left text-brand-700 underline" onClick={() => onOpen(inquiry)}>
                {formatTourSlot(new Date(inquiry.tourAt!))}: {inquiry.firstName} {inquiry.lastName}
                {inquiry.unitId !== null || inquiry.listing ? ` · ${describeInquiryUnit(inquiry, units)}` : ''}
              </button>
              {hours && !isWithinOfficeHours(new Date(inquiry.tourAt!), hours) && <OutsideHoursMark />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The mark beside a tour outside the published office hours. */
export function OutsideHoursMark() {
  return <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">{OUTSIDE_HOURS_LABEL}</span>;
}
