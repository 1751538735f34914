// "Request a tour": up to three preferred 30-minute slots, each a native select grouped by day
// (keyboard and screen-reader friendly as it is). The slots are worked out when the picker opens,
// in the visitor's browser, from the office's hours in Boston (src/lib/tour-slots.ts).
import { useMemo, useState } from 'react';
import { officeHours } from '~/src/lib/office-hours';
import { useLocationSearch } from '~/src/lib/use-location';
import { bookableSlots, formatTourDay, formatTourTime, MAX_TOUR_SLOTS } from '~/src/lib/tour-slots';

const CHOICES = ['First choice', 'Second choice', 'Third choice'].slice(0, MAX_TOUR_SLOTS);

interface TourSlotPickerProps {
  error: string | undefined;
  onChange: (slots: string[]) => void;
}

export function TourSlotPicker({ error, onChange }: TourSlotPickerProps) {
  // The listing page's "Request a tour" link adds ?tour=1: open then, until the visitor says otherwise.
  const askedInAddress = new URLSearchParams(useLocationSearch()).has('tour');
  const [toggled, setToggled] = useState<boolean | null>(null);
  const open = toggled ?? askedInAddress;
  const [chosen, setChosen] = useState<string[]>(() => CHOICES.map(() => ''));
  const days = useMemo(() => (open ? Map.groupBy(bookableSlots(new Date()), formatTourDay) : new Map<string, Date[]>()), [open]);
  const choose = (index: number, value: string) => {
    const next = chosen.map((slot, i) => (i === index ? value : slot));
    setChosen(next);
    onChange(next.filter(Boolean));
  };
  const toggle = () => {
    if (open) onChange([]);
    setToggled(!open);
  };

  return (
    <fieldset className="rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-800">Tour</legend>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={open} onChange={toggle} />{' '}
        {`Request a tour (Monday to Friday, ${officeHours.opens12} to ${officeHours.closes12} Boston time)`}
      </label>
      {open && (
        <div className="mt-3 grid gap-3 sm:grid-cols-3">
          {CHOICES.map((label, index) => (
            <div key={label}>
              <label htmlFor={`tour-slot-${index}`} className="block text-sm font-medium text-slate-800">
                {label}
              </label>
              <select
                id={`tour-slot-${index}`}
                className="input"
                value={chosen[index]}
                onChange={(event) => choose(index, event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'tour-slots-error' : undefined}
              >
                <option value="">No preference</option>
                {[...days].map(([day, slots]) => (
                  <optgroup key={day} label={day}>
                    {slots.map((slot) => (
                      <option
                        key={slot.toISOString()}
                        value={slot.toISOString()}
                        disabled={chosen.includes(slot.toISOString()) && chosen[index] !== slot.toISOString()}
                      >
                        {day}, {formatTourTime(slot)}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </div>
          ))}
        </div>
      )}
      {error && (
        <p id="tour-slots-error" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
