// "Tell me when matching space opens up": an e-mail and criteria (docs/PRODUCT.md §4). The server
// e-mails a confirmation link; nothing else is sent until the visitor follows it.
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { apiSend, errorMessage } from '~/src/lib/api/client';
import type { AlertData, AlertInput } from '~/src/lib/schemas/alert';
import { criteriaFromFilters, describeCriteria } from '~/src/lib/alert-criteria';
import { filtersFromSearch } from '~/src/lib/availability';
import { FILTER_TYPE_OPTIONS, isSpaceType } from '~/src/lib/space-type-groups';
import { useLocationSearch } from '~/src/lib/use-location';
import { FormField } from '../ui/FormField';
import { HoneypotField } from '../ui/HoneypotField';
import { showServerFieldErrors } from '../ui/form-errors';
import { BuildingOptions } from '../ui/BuildingOptions';
import { lazyResolver } from '../ui/lazy-resolver';

const EMPTY: AlertInput = { email: '', spaceType: '', minSquareFootage: '', maxSquareFootage: '', buildingId: '', website: '' };
const validation = lazyResolver(() => import('./alert-resolver').then((m) => m.alertResolver));
const CRITERIA_FIELDS = ['spaceType', 'minSquareFootage', 'maxSquareFootage', 'buildingId'] as const;

/** The page's current filters as the form's criteria fields ('' for none). */
function criteriaFields(search: string): Pick<AlertInput, (typeof CRITERIA_FIELDS)[number]> {
  const criteria = criteriaFromFilters(filtersFromSearch(search));
  return {
    spaceType: criteria.spaceType ?? '',
    minSquareFootage: criteria.minSquareFootage?.toString() ?? '',
    maxSquareFootage: criteria.maxSquareFootage?.toString() ?? '',
    buildingId: criteria.buildingId?.toString() ?? '',
  };
}

/** A typed whole number of square feet, or null (none, or not a number yet). */
const squareFeetOrNull = (value: unknown) => {
  const n = Number(value);
  return value !== '' && Number.isInteger(n) && n > 0 ? n : null;
};

export default function AlertSignup({ buildings }: { buildings: { id: number; name: string }[] }) {
  const form = useForm<AlertInput, unknown, AlertData>({ resolver: validation.resolver, defaultValues: EMPTY });
  const { register, handleSubmit, formState, reset, setError, setValue, control } = form;
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The alert starts from the filters chosen above (the address holds them) and follows them.
  const search = useLocationSearch();
  useEffect(() => {
    const fields = criteriaFields(search);
    for (const name of CRITERIA_FIELDS) setValue(name, fields[name]);
  }, [search, setValue]);
  const [spaceType, min, max, buildingId] = useWatch({ control, name: CRITERIA_FIELDS });
  const type = String(spaceType ?? '');
  const matches = describeCriteria({
    spaceType: isSpaceType(type) ? type : null,
    minSquareFootage: squareFeetOrNull(min),
    maxSquareFootage: squareFeetOrNull(max),
    buildingName: buildings.find((b) => String(b.id) === String(buildingId))?.name ?? null,
  });
  const submit = async (alert: AlertData) => {
    try {
      await apiSend('POST', '/api/alerts', alert);
      setSentTo(alert.email);
      reset({ ...EMPTY, ...criteriaFields(search) });
    } catch (error) {
      showServerFieldErrors(error, form);
      setError('root', { message: errorMessage(error) ?? 'The alert could not be saved. Please try again.' });
    }
  };
  const { errors } = formState;

  return (
    // Posted by the browser itself before (or without) script, never as a GET (decision 024).
    <form
      method="post"
      action="/api/alerts"
      noValidate
      onSubmit={handleSubmit(submit)}
      onFocusCapture={validation.preload}
      className="mx-auto mt-6 max-w-3xl space-y-4 text-left"
      aria-label="Availability alert"
    >
      <p className="text-slate-700">Or let us tell you: we e-mail you when a matching space becomes available.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="alert-email"
          label="Your e-mail"
          required
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <FormField id="alert-type" label="Type of space" error={errors.spaceType?.message}>
          {(control) => (
            <select {...control} {...register('spaceType')}>
              <option value="">Any type</option>
              {FILTER_TYPE_OPTIONS.filter((o) => o.value !== 'all').map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id="alert-min"
          label="At least (sq ft)"
          inputMode="numeric"
          error={errors.minSquareFootage?.message}
          {...register('minSquareFootage')}
        />
        <FormField
          id="alert-max"
          label="At most (sq ft)"
          inputMode="numeric"
          error={errors.maxSquareFootage?.message}
          {...register('maxSquareFootage')}
        />
        <FormField id="alert-building" label="In building" error={errors.buildingId?.message}>
          {(control) => (
            <select {...control} {...register('buildingId')}>
              <BuildingOptions buildings={buildings} emptyLabel="Any building" />
            </select>
          )}
        </FormField>
      </div>
      <p className="text-sm text-slate-700" data-testid="alert-criteria">
        This alert will match {matches}.
      </p>
      <HoneypotField id="alert-website" field={register('website')} />
      <button type="submit" className="btn-secondary" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Saving...' : 'Alert me'}
      </button>
      <div role="status" className="text-sm">
        {sentTo && <p className="text-green-800">Almost done: follow the link we sent to {sentTo} to switch the alert on.</p>}
        {errors.root?.message && <p className="text-red-700">{errors.root.message}</p>}
      </div>
    </form>
  );
}
