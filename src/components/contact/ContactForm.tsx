// The inquiry form (docs/PRODUCT.md §2 Contact, §5 rules, §8 messages), validated with the same schema as
// the API. Hidden spam traps: a honeypot field and a server-signed token of when the form was shown.
import type { TourDay } from '~/src/lib/tour-slots';
import type { OfficeHours } from '~/src/lib/schemas/office-hours';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState, useTransition, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { apiSend, errorMessage } from '~/src/lib/api/client';
import { readFirstTouch } from '~/src/lib/first-touch';
import { useRefreshed, type PublicSchema } from '~/src/lib/use-refreshed';
import type { BuildingJson, UnitJson } from '~/src/lib/api/types';
import { RESPONSE_PROMISE_HOURS } from '~/src/lib/lead-response';
import { listingLabel, offeredUnits, type OfferedUnit } from '~/src/lib/listing';
import { fromIslandJson, type IslandJson } from '~/src/lib/island-json';
import { findListedUnit } from '~/src/lib/listing-match';
import { formatTourSlot } from '~/src/lib/tour-slots';
import type { InquiryData, InquiryInput } from '~/src/lib/schemas/inquiry';
import { FormField } from '../ui/FormField';
import { HoneypotField } from '../ui/HoneypotField';
import { LeadSourceFields } from '../ui/LeadSourceFields';
import { lazyResolver } from '../ui/lazy-resolver';
import { showServerFieldErrors } from '../ui/form-errors';
import { LazyToaster, toast } from '../ui/LazyToaster';
import { useSubmitFlag, useSubmitFlagOwner, type SubmitFlag } from '../ui/submit-flag';
import { afterNextPaint } from '~/src/lib/after-next-paint';
import { TourSlotPicker } from './TourSlotPicker';
import { formTokenOfPage, renewFormToken, takeConfirmToken } from './form-token';

const TOKEN_WAIT_MS = 5000;

const validation = lazyResolver(() => import('./inquiry-resolver').then((m) => m.inquiryResolver));

/** The promise's value, or undefined if it takes longer than `ms`. */
const settledWithin = <T,>(promise: Promise<T | undefined>, ms: number) =>
  Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(resolve, ms))]);

const UNITS: PublicSchema<UnitJson[] | null> = (s) => s.UnitListJsonSchema;
const BUILDINGS: PublicSchema<BuildingJson[] | null> = (s) => s.BuildingListJsonSchema;

const EMPTY: InquiryInput = { firstName: '', lastName: '', email: '', company: '', listing: '', unitId: '', message: '', website: '' };

export interface ContactFormData {
  /** The units offered when the page was built (offeredUnits). */
  offered: OfferedUnit[];
  /** The tour days bookable when the page was built (tourDays): what the prerendered form offers. */
  days: TourDay[];
  /** The office hours published when the page was built: the tour label and the form's own check. */
  hours: OfficeHours;
}

interface ContactFormProps {
  /** What the page was built with (one JSON text, island-json.ts). */
  built: IslandJson<ContactFormData>;
}

function Form({ built }: ContactFormProps) {
  const { offered: builtOffered, days: builtDays, hours: builtHours } = useMemo(() => fromIslandJson(built), [built]);
  const offered = useOfferedUnits(builtOffered);
  const options = useMemo(() => offered.map((u) => ({ id: u.id, label: listingLabel(u) })), [offered]);
  // The office hours the tour picker follows go to the resolver as its context: the tour slots are checked against them.
  const [hours, setHours] = useState(builtHours);
  // No default values: each field starts as what the page's form holds, so whatever a visitor typed
  // before the island hydrated is what the island sends (react-hook-form reads an uncontrolled
  // field's value as it registers it, where a default would overwrite it).
  const form = useForm<InquiryInput, OfficeHours, InquiryData>({ resolver: validation.resolver, context: hours });
  const { register, handleSubmit, reset, setValue, control, formState } = form;
  // After a send, a panel that recaps it (and its tour times) stays in place of the form.
  const [sent, setSent] = useState<{ tourSlots: string[] } | null>(null);
  const setTourSlots = useCallback(
    (slots: string[], requested: boolean) => {
      setValue('tourSlots', slots);
      setValue('tour', requested);
    },
    [setValue],
  );

  // The time trap: the server signs when the form was shown (src/server/form-token.ts; asked for
  // by the page as it is shown, ./form-token.ts). A submit waits for that token (a few seconds at
  // most: a slow first request must not flag a person); without one the inquiry is still stored,
  // flagged for the leasing team to review.
  const formToken = useRef<Promise<string | undefined>>(Promise.resolve(undefined));
  useEffect(() => {
    formToken.current = formTokenOfPage();
  }, []);

  // ?listing=Unit 210 preselects that unit; a text that names no available unit is kept and sent
  // as it is, in place of "Any space".
  useEffect(() => {
    const wanted = new URLSearchParams(window.location.search).get('listing')?.trim();
    if (!wanted) return;
    const unit = findListedUnit(offered, wanted);
    if (unit) setValue('unitId', String(unit.id));
    else setValue('listing', wanted);
  }, [offered, setValue]);

  // An async transition: "Sending..." shows until the answer is in.
  const [isSending, startSending] = useTransition();
  const send = (inquiry: InquiryData, settle: () => void) =>
    startSending(async () => {
      try {
        // The unit goes by its id; its label goes along as the listing text the API keeps.
        await apiSend('POST', '/api/contact-submissions', {
          ...inquiry,
          listing: options.find((o) => o.id === inquiry.unitId)?.label ?? inquiry.listing,
          formToken: await settledWithin(formToken.current, TOKEN_WAIT_MS),
          ...readFirstTouch(),
        });
        toast.success('Message sent successfully!', { description: `We'll get back to you within ${RESPONSE_PROMISE_HOURS} hours.` });
        reset(EMPTY);
        setSent({ tourSlots: inquiry.tourSlots ?? [] });
        formToken.current = renewFormToken();
      } catch (error) {
        // No valid token (the page was open past a day): the answer's confirm token goes with the next press.
        if (takeConfirmToken(error)) formToken.current = formTokenOfPage();
        toast.error('Failed to send message', { description: errorMessage(error) ?? 'Please try again later.' });
        showServerFieldErrors(error, form);
      } finally {
        settle();
      }
    });
  // The click's own frame shows "Sending..." on the button alone (the flag re-renders nothing
  // else); validation (its schema loads on demand), the send and the form's re-renders for it start
  // after that frame is painted, as a transition (INP on a slow phone, docs/decisions/039 and 064).
  // Until that send is settled, another click or Enter sends nothing more.
  const submitting = useSubmitFlagOwner();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting.get()) return;
    submitting.set(true);
    const settle = () => submitting.set(false);
    afterNextPaint(() => startTransition(() => void handleSubmit((data) => send(data, settle), settle)().catch(settle)));
  };
  const { errors } = formState;
  const linkedText = String(useWatch({ control, name: 'listing' }) ?? '');

  if (sent) return <SentPanel tourSlots={sent.tourSlots} onAnother={() => setSent(null)} />;

  // method and action: posted by the browser itself before (or without) script, never as a GET
  // that would put the visitor's details in the address (decision 024).
  return (
    <form
      method="post"
      action="/api/contact-submissions"
      noValidate
      onSubmit={onSubmit}
      onFocusCapture={validation.preload}
      className="card space-y-5 p-6"
      aria-label="Send an inquiry"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="firstName"
          label="First name"
          required
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...register('firstName')}
        />
        <FormField
          id="lastName"
          label="Last name"
          required
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <FormField
        id="email"
        label="E-mail"
        required
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <FormField id="company" label="Company" autoComplete="organization" error={errors.company?.message} {...register('company')} />
      <FormField id="listing" label="Interested in" error={errors.unitId?.message ?? errors.listing?.message}>
        {(control) => (
          <select {...control} {...register('unitId')}>
            <option value="">{linkedText || 'Any space / general inquiry'}</option>
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="message" label="Message" required error={errors.message?.message}>
        {(control) => <textarea rows={6} {...control} {...register('message')} />}
      </FormField>
      <TourSlotPicker
        error={errors.tourSlots?.message}
        onChange={setTourSlots}
        builtDays={builtDays}
        builtHours={builtHours}
        onHours={setHours}
      />
      <HoneypotField id="website" field={register('website')} />
      <LeadSourceFields />
      <SendButton submitting={submitting} isSending={isSending} />
      <p className="text-sm text-slate-600">
        We use your details only to answer you and arrange tours.{' '}
        <a href="/privacy" className="underline">
          How we handle your data
        </a>
      </p>
    </form>
  );
}

/**
 * The units offered: those the page was built with until the API's lists arrive. The page carries
 * only what the form reads (decision 076), so the lists are read whole and the offer is derived from
 * them; an unchanged offer keeps its identity, so a unit picked meanwhile (or by `?listing=`) stays.
 */
function useOfferedUnits(builtOffered: OfferedUnit[]): OfferedUnit[] {
  const units = useRefreshed('/api/properties', UNITS, null);
  const buildings = useRefreshed('/api/buildings', BUILDINGS, null);
  return useMemo(() => {
    if (!units || !buildings) return builtOffered;
    const offered = offeredUnits(units, buildings);
    return JSON.stringify(offered) === JSON.stringify(builtOffered) ? builtOffered : offered;
  }, [units, buildings, builtOffered]);
}

/** "Sending..." from the click on it until the answer is in. */
function SendButton({ submitting, isSending }: { submitting: SubmitFlag; isSending: boolean }) {
  const isBusy = useSubmitFlag(submitting) || isSending;
  return (
    <button type="submit" className="btn-primary w-full py-3" disabled={isBusy}>
      {isBusy ? 'Sending...' : 'Send Message'}
    </button>
  );
}

/** What was sent, in place of the form until the visitor asks for a new one. */
function SentPanel({ tourSlots, onAnother }: { tourSlots: string[]; onAnother: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <div ref={panel} tabIndex={-1} role="status" className="card space-y-4 p-6" aria-labelledby="sent-heading">
      <h2 id="sent-heading" className="text-xl font-semibold">
        Thank you: your message is with the leasing team
      </h2>
      <p className="text-slate-700">{`The team answers within ${RESPONSE_PROMISE_HOURS} hours.`}</p>
      {tourSlots.length > 0 && (
        <div>
          <p className="font-medium">Your preferred tour times (we will confirm one by e-mail):</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {tourSlots.map((slot) => (
              <li key={slot}>{formatTourSlot(new Date(slot))}</li>
            ))}
          </ul>
        </div>
      )}
      <button type="button" className="btn-secondary" onClick={onAnother}>
        Send another message
      </button>
    </div>
  );
}

export default function ContactForm(props: ContactFormProps) {
  return (
    <>
      <Form {...props} />
      <LazyToaster />
    </>
  );
}
