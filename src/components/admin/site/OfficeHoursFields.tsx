// The office hours in the Site tab (decision 048): for each day of the week a "Closed" box or its
// opening and closing times (Boston, on the hour or half hour), then the closed days beyond the
// federal holidays (e.g. the day after Thanksgiving). The published hours decide the tour slots.
import { useFieldArray, useWatch, type FieldError, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { officeHoursText } from '~/src/lib/office-hours';
import { OfficeHoursDataSchema, WEEKDAYS } from '~/src/lib/schemas/office-hours';
import type { SiteContent } from '~/src/lib/schemas/site-content';
import { FormField } from '~/src/components/ui/FormField';
import type { SiteFormValues } from './site-form-values';

type Form = UseFormReturn<SiteFormValues, unknown, SiteContent>;

/** The message of a field's error, wherever react-hook-form put it (an array's own issue sits at `root`). */
const messageOf = (error: unknown) => {
  const e = error as (FieldError & { root?: FieldError }) | undefined;
  return e?.message ?? e?.root?.message;
};

/** Half an hour, the tours' length: the time inputs step by it. */
const HALF_HOUR_SECONDS = 1800;

export function OfficeHoursFields({ form }: { form: Form }) {
  const { register, control, formState } = form;
  // By name: the hours' input type also admits the text stored before (decision 048), which hides their errors' shape.
  const errorAt = (name: FieldPath<SiteFormValues>) => messageOf(form.getFieldState(name, formState).error);
  const days = useWatch({ control, name: 'contact.hours.days' });
  const closedDates = useFieldArray({ control, name: 'contact.hours.closedDates' });
  // The text the site will show for these hours, once they are valid.
  const parsed = OfficeHoursDataSchema.safeParse(useWatch({ control, name: 'contact.hours' }));

  return (
    <fieldset className="space-y-3 sm:col-span-2" aria-describedby="site-hours-help">
      <legend className="text-sm font-medium text-slate-800">Office hours (Boston time)</legend>
      <p id="site-hours-help" className="text-sm text-slate-600">
        Tours can be booked in these hours, 30 minutes each, never on a federal holiday or a closed day below.
      </p>
      {errorAt('contact.hours.days') && <p className="text-sm text-red-700">{errorAt('contact.hours.days')}</p>}
      <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
        {WEEKDAYS.map((weekday, i) => (
          <li key={weekday} className="flex flex-wrap items-end gap-x-4 gap-y-2 p-3">
            <span className="w-28 self-center font-medium">{weekday}</span>
            <label className="flex items-center gap-2 self-center text-sm font-medium">
              <input type="checkbox" {...register(`contact.hours.days.${i}.closed`)} /> Closed
              <span className="sr-only">{` on ${weekday}`}</span>
            </label>
            {days?.[i]?.closed ? (
              <span className="self-center text-sm text-slate-600">Closed all day</span>
            ) : (
              <>
                <FormField
                  id={`site-hours-${i}-opens`}
                  label={`${weekday} opens`}
                  type="time"
                  step={HALF_HOUR_SECONDS}
                  error={errorAt(`contact.hours.days.${i}.opens`)}
                  {...register(`contact.hours.days.${i}.opens`)}
                />
                <FormField
                  id={`site-hours-${i}-closes`}
                  label={`${weekday} closes`}
                  type="time"
                  step={HALF_HOUR_SECONDS}
                  error={errorAt(`contact.hours.days.${i}.closes`)}
                  {...register(`contact.hours.days.${i}.closes`)}
                />
              </>
            )}
          </li>
        ))}
      </ul>
      {parsed.success && (
        <p className="text-sm text-slate-600" role="status">
          The site will show: <span className="font-medium text-slate-800">{officeHoursText(parsed.data)}</span>
        </p>
      )}
      <div>
        <p className="text-sm font-medium text-slate-800">Closed days beyond the federal holidays</p>
        {errorAt('contact.hours.closedDates') && <p className="text-sm text-red-700">{errorAt('contact.hours.closedDates')}</p>}
        {closedDates.fields.length === 0 && <p className="text-sm text-slate-600">None.</p>}
        <ol className="mt-2 space-y-3">
          {closedDates.fields.map((field, i) => (
            <li key={field.id} className="flex flex-wrap items-end gap-3">
              <FormField
                id={`site-closed-${i}`}
                label={`Closed day ${i + 1}`}
                type="date"
                error={errorAt(`contact.hours.closedDates.${i}.date`)}
                {...register(`contact.hours.closedDates.${i}.date`)}
              />
              <button type="button" className="btn-secondary" onClick={() => closedDates.remove(i)}>
                {`Remove closed day ${i + 1}`}
              </button>
            </li>
          ))}
        </ol>
        <button type="button" className="btn-secondary mt-3" onClick={() => closedDates.append({ date: '' })}>
          Add closed day
        </button>
      </div>
    </fieldset>
  );
}
