// The inquiry form (SPEC §2 Contact, §5 rules, §8 messages), validated with the same schema as
// the API. Hidden spam traps: a honeypot field and the time the form was shown.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast, Toaster } from 'sonner';
import { apiSend, errorMessage, fieldErrors } from '../../lib/api/client';
import { unitsQuery } from '../../lib/api/queries';
import type { UnitJson } from '../../lib/api/types';
import { formatSqFt, spaceTypeLabel } from '../../lib/format';
import { fromPage } from '../../lib/query-client';
import { InquirySchema, type InquiryData, type InquiryInput } from '../../lib/schemas/inquiry';
import { QueryProvider } from '../ui/QueryProvider';

const listingLabel = (u: UnitJson) =>
  `${u.address ?? ''} - Unit ${u.unitNumber} - ${spaceTypeLabel(u.type)} (${formatSqFt(u.squareFootage)})`.replace(/^ - /, '');
const EMPTY: InquiryInput = { firstName: '', lastName: '', email: '', company: '', listing: '', message: '', website: '' };

function Field({
  id,
  label,
  required,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function Form({ initialUnits }: { initialUnits?: UnitJson[] }) {
  const { data: units = [] } = useQuery({ ...unitsQuery(), ...fromPage(initialUnits) });
  const options = useMemo(
    () => units.filter((u) => u.status === 'available').map((u) => ({ unitNumber: u.unitNumber, label: listingLabel(u) })),
    [units],
  );
  const { register, handleSubmit, reset, setValue, setError, control, formState } = useForm<InquiryInput, unknown, InquiryData>({
    resolver: zodResolver(InquirySchema),
    defaultValues: EMPTY,
  });

  // ?listing=Unit 210 preselects that unit; the time the form appeared feeds the spam check.
  useEffect(() => {
    setValue('formStartedAt', Date.now());
    const wanted = new URLSearchParams(window.location.search).get('listing');
    if (!wanted) return;
    const match = options.find((o) => `Unit ${o.unitNumber}` === wanted.trim());
    setValue('listing', match ? match.label : wanted);
  }, [options, setValue]);

  const send = useMutation({
    mutationFn: (inquiry: InquiryData) => apiSend('POST', '/api/contact-submissions', inquiry),
    onSuccess: () => {
      toast.success('Message sent successfully!', { description: "We'll get back to you within 24 hours." });
      reset(EMPTY);
      setValue('formStartedAt', Date.now());
    },
    onError: (error) => {
      toast.error('Failed to send message', { description: errorMessage(error) ?? 'Please try again later.' });
      for (const [name, messages] of Object.entries(fieldErrors(error)))
        if (name in EMPTY) setError(name as keyof InquiryInput, { message: messages[0] ?? '' });
    },
  });
  const { errors } = formState;
  const input = 'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 aria-[invalid=true]:border-red-600';
  const aria = (name: keyof InquiryInput) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${name}-error` : undefined,
  });
  const listingValue = String(useWatch({ control, name: 'listing' }) ?? '');

  return (
    <form noValidate onSubmit={handleSubmit((data) => send.mutate(data))} className="card space-y-5 p-6" aria-label="Send an inquiry">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="firstName" label="First name" required error={errors.firstName?.message}>
          <input id="firstName" autoComplete="given-name" className={input} {...register('firstName')} {...aria('firstName')} />
        </Field>
        <Field id="lastName" label="Last name" required error={errors.lastName?.message}>
          <input id="lastName" autoComplete="family-name" className={input} {...register('lastName')} {...aria('lastName')} />
        </Field>
      </div>
      <Field id="email" label="E-mail" required error={errors.email?.message}>
        <input id="email" type="email" autoComplete="email" className={input} {...register('email')} {...aria('email')} />
      </Field>
      <Field id="company" label="Company">
        <input id="company" autoComplete="organization" className={input} {...register('company')} />
      </Field>
      <Field id="listing" label="Interested in">
        <select id="listing" className={input} {...register('listing')}>
          <option value="">Any space / general inquiry</option>
          {listingValue && !options.some((o) => o.label === listingValue) && <option value={listingValue}>{listingValue}</option>}
          {options.map((o) => (
            <option key={o.unitNumber + o.label} value={o.label}>
              {o.label}
            </option>
          ))}
        </select>
      </Field>
      <Field id="message" label="Message" required error={errors.message?.message}>
        <textarea id="message" rows={6} className={input} {...register('message')} {...aria('message')} />
      </Field>
      {/* Spam trap: people never see or fill this field. */}
      <div className="hidden" aria-hidden="true">
        <label htmlFor="website">Website</label>
        <input id="website" tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>
      <button type="submit" className="btn-primary w-full py-3" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}

export default function ContactForm(props: { initialUnits?: UnitJson[] }) {
  return (
    <QueryProvider>
      <Form {...props} />
      <Toaster
        position="bottom-right"
        visibleToasts={1}
        duration={5000}
        swipeDirections={['right']}
        richColors
        closeButton
        toastOptions={{ style: { maxWidth: 420 } }}
      />
    </QueryProvider>
  );
}
