// "Tell me when matching space opens up": an e-mail and criteria (docs/PRODUCT.md §4). The server
// e-mails a confirmation link; nothing else is sent until the visitor follows it.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiSend, errorMessage } from '~/src/lib/api/client';
import { AlertSchema, type AlertData, type AlertInput } from '~/src/lib/schemas/alert';
import { SPACE_TYPE_OPTIONS } from '~/src/lib/schemas/unit';
import { FormField } from '../ui/FormField';
import { HoneypotField } from '../ui/HoneypotField';
import { showServerFieldErrors } from '../ui/form-errors';
import { BuildingOptions } from '../ui/BuildingOptions';

const EMPTY: AlertInput = { email: '', spaceType: '', minSquareFootage: '', maxSquareFootage: '', buildingId: '', website: '' };

export default function AlertSignup({ buildings }: { buildings: { id: number; name: string }[] }) {
  const form = useForm<AlertInput, unknown, AlertData>({ resolver: zodResolver(AlertSchema), defaultValues: EMPTY });
  const { register, handleSubmit, formState, reset, setError } = form;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const submit = async (alert: AlertData) => {
    try {
      await apiSend('POST', '/api/alerts', alert);
      setSentTo(alert.email);
      reset(EMPTY);
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
              {SPACE_TYPE_OPTIONS.filter((o) => o.value !== 'all').map((o) => (
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
