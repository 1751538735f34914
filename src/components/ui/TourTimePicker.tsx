// One tour time, picked as a day, then a time of that day: two native selects (keyboard and
// screen-reader friendly as they are). Without script (the prerendered HTML) the time list is every
// start any of the days offers and the server checks the pair; once hydrated, the times
// are the chosen day's bookable ones. The selects are uncontrolled, so a choice made before
// hydration is kept (and reported once hydrated). Used by the contact form and the admin's tour panel.
import { useEffect, useId, useRef, useState } from 'react';
import { formatClockTime, tourSlotsFromForm, type TourDay } from '~/src/lib/tour-slots';

interface TourTimePickerProps {
  label: string;
  /** The bookable days on offer, with their starts (tourDays in src/lib/tour-slots.ts). */
  days: TourDay[];
  /** Called with the chosen start (ISO), '' for none, or the incomplete pair as text (which the schema refuses). */
  onChange: (value: string) => void;
  /** Starts chosen elsewhere, offered disabled. */
  taken?: string[];
  /** The day select's blank option. */
  emptyLabel?: string;
  /** The form fields' names for a post without script. */
  names?: { day: string; time: string };
  errorId?: string | undefined;
}

export function TourTimePicker({ label, days, onChange, taken = [], emptyLabel = 'No preference', names, errorId }: TourTimePickerProps) {
  const id = useId();
  const daySelect = useRef<HTMLSelectElement>(null);
  const timeSelect = useRef<HTMLSelectElement>(null);
  const [day, setDay] = useState('');
  const startsOf = (chosen: string) => days.find((d) => d.day === chosen)?.starts ?? [];
  const times = day
    ? startsOf(day).map((start) => start.time)
    : [...new Set(days.flatMap((d) => d.starts.map((start) => start.time)))].toSorted();
  const isTaken = (time: string) => startsOf(day).some((start) => start.time === time && taken.includes(start.at));
  const report = () => {
    const [chosenDay, chosenTime] = [daySelect.current?.value ?? '', timeSelect.current?.value ?? ''];
    setDay(chosenDay);
    // An offered pair is its start; anything else goes as the form would post it (the schema refuses it).
    const offered = startsOf(chosenDay).find((start) => start.time === chosenTime);
    onChange(offered?.at ?? tourSlotsFromForm([chosenDay], [chosenTime])[0] ?? '');
  };
  // A choice made before hydration.
  useEffect(() => {
    if (daySelect.current?.value || timeSelect.current?.value) report();
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const invalid = errorId ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};

  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{label}</legend>
      {/* One above the other: side by side, a day like "Wed, Dec 9" did not fit a third of the form. */}
      <div className="mt-1 grid gap-2">
        <label className="sr-only" htmlFor={`${id}-day`}>{`${label}: day`}</label>
        <select
          ref={daySelect}
          id={`${id}-day`}
          name={names?.day}
          className="input"
          defaultValue=""
          onChange={(event) => {
            const time = timeSelect.current;
            const isOffered = startsOf(event.target.value).some((start) => start.time === time?.value);
            if (time && !isOffered) time.value = '';
            report();
          }}
          {...invalid}
        >
          <option value="">{emptyLabel}</option>
          {days.map((d) => (
            <option key={d.day} value={d.day}>
              {d.label}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor={`${id}-time`}>{`${label}: time`}</label>
        <select ref={timeSelect} id={`${id}-time`} name={names?.time} className="input" defaultValue="" onChange={report} {...invalid}>
          <option value="">Time</option>
          {times.map((t) => (
            <option key={t} value={t} disabled={isTaken(t)}>
              {formatClockTime(t)}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
