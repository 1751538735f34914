// "Request a tour": up to three preferred 30-minute slots, each a day then a time
// (src/components/ui/TourTimePicker.tsx). The prerendered page offers the days bookable when it
// was built (`builtDays`, as data, so hydrating asks Intl nothing) and works without script: the
// checkbox shows the selects through CSS and the server checks every pair. Once the box is ticked
// in a hydrated form, the days are worked out again from the visitor's clock and the office hours
// published now (decision 048: a publish since the build shows at once, so the picker never offers
// what the server refuses); the checkbox and selects are uncontrolled, so what was chosen before
// hydration stays.
import { useEffect, useMemo, useRef, useState } from 'react';
import { fetchPublishedOfficeHours } from '~/src/lib/api/published-office-hours';
import { tourHoursText } from '~/src/lib/office-hours';
import type { OfficeHours } from '~/src/lib/schemas/office-hours';
import { useLocationSearch } from '~/src/lib/use-location';
import { bookableSlots, MAX_TOUR_SLOTS, tourDays, type TourDay } from '~/src/lib/tour-slots';
import { TourTimePicker } from '../ui/TourTimePicker';

const CHOICES = ['First choice', 'Second choice', 'Third choice'].slice(0, MAX_TOUR_SLOTS);

interface TourSlotPickerProps {
  error: string | undefined;
  /** The chosen slots while the box is ticked ([] otherwise), and whether it is ticked. */
  onChange: (slots: string[], requested: boolean) => void;
  /** The days bookable when the page was built (tourDays): the prerendered lists. */
  builtDays: TourDay[];
  /** The office hours published when the page was built (decision 048): until those of now are known. */
  builtHours: OfficeHours;
  /** Called with the hours the picker follows, for the form's own check. */
  onHours: (hours: OfficeHours) => void;
}

export function TourSlotPicker({ error, onChange, builtDays, builtHours, onHours }: TourSlotPickerProps) {
  // The listing page's and the home page's links add ?tour=1: the box starts ticked then.
  const askedInAddress = new URLSearchParams(useLocationSearch()).has('tour');
  const box = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (box.current && askedInAddress) box.current.checked = true;
    setOpen(box.current?.checked ?? false);
  }, [askedInAddress]);
  // The build's days while the box is not ticked (hydrating them asks Intl nothing); today's, from
  // the visitor's clock and the hours published now (the build's until they are known), while it is.
  // Asked once, when the box is first ticked (the contact form has no query cache: decision 052).
  const [published, setPublished] = useState<OfficeHours>();
  useEffect(() => {
    if (!open || published) return;
    let isCurrent = true;
    fetchPublishedOfficeHours().then(
      (answer) => isCurrent && setPublished(answer),
      (error: unknown) => console.error('Could not read the published office hours', error),
    );
    return () => {
      isCurrent = false;
    };
  }, [open, published]);
  const hours = (open && published) || builtHours;
  useEffect(() => onHours(hours), [hours, onHours]);
  const days = useMemo(() => (open ? tourDays(bookableSlots(new Date(), hours)) : builtDays), [open, builtDays, hours]);
  const [chosen, setChosen] = useState<string[]>(() => CHOICES.map(() => ''));
  useEffect(() => onChange(open ? chosen.filter(Boolean) : [], open), [open, chosen, onChange]);

  return (
    <fieldset className="group rounded-md border border-slate-200 p-4">
      <legend className="px-1 text-sm font-medium text-slate-800">Tour</legend>
      <label className="flex items-center gap-2 text-sm">
        <input ref={box} id="tour-requested" type="checkbox" name="tour" value="1" onChange={(event) => setOpen(event.target.checked)} />{' '}
        {`Request a tour (${tourHoursText(hours)} Boston time)`}
      </label>
      {/* Shown by CSS, so that the checkbox opens it before (or without) script too. */}
      <div className="mt-3 hidden gap-3 group-has-[#tour-requested:checked]:grid sm:grid-cols-3">
        {CHOICES.map((label, index) => (
          <TourTimePicker
            key={label}
            label={label}
            days={days}
            names={{ day: 'tourDay', time: 'tourTime' }}
            taken={chosen.filter((_, i) => i !== index)}
            onChange={(value) => setChosen((current) => current.map((slot, i) => (i === index ? value : slot)))}
            errorId={error ? 'tour-slots-error' : undefined}
          />
        ))}
      </div>
      {error && (
        <p id="tour-slots-error" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
