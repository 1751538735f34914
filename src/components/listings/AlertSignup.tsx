// "Tell me when matching space opens up": an e-mail and criteria (docs/PRODUCT.md §4). The server
// e-mails a confirmation link; nothing else is sent until the visitor follows it.
// A plain form whose fields keep what is typed (uncontrolled): it posts itself before (or without)
// script, and once hydrated it checks the fields with the API's own schema (loaded on the first focus)
// and sends them. No form library: this island shares /availability's JavaScript budget with the
// list above it (docs/decisions/052).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { apiSend, errorMessage, fieldErrors } from '~/src/lib/api/client';
import { readFirstTouch } from '~/src/lib/first-touch';
import type { AlertInput, AlertSchema } from '~/src/lib/schemas/alert';
import { criteriaFromFilters, describeCriteria } from '~/src/lib/alert-criteria';
import { filtersFromSearch } from '~/src/lib/availability';
import { numberFromText } from '~/src/lib/format';
import { FILTER_TYPE_OPTIONS, isSpaceType } from '~/src/lib/space-type-groups';
import { useLocationSearch } from '~/src/lib/use-location';
import { FormField } from '../ui/FormField';
import { HoneypotField } from '../ui/HoneypotField';
import { LeadSourceFields } from '../ui/LeadSourceFields';
import { BuildingOptions } from '../ui/BuildingOptions';

const FIELDS = ['email', 'spaceType', 'minSquareFootage', 'maxSquareFootage', 'buildingId', 'website'] as const;
const CRITERIA_FIELDS = ['spaceType', 'minSquareFootage', 'maxSquareFootage', 'buildingId'] as const;
type Criteria = Pick<AlertInput, (typeof CRITERIA_FIELDS)[number]>;
type Errors = Partial<Record<(typeof FIELDS)[number] | 'root', string>>;

let schema: Promise<typeof AlertSchema> | undefined;
/** The API's schema (and zod with it), loaded when the visitor starts on the form. */
const loadSchema = () =>
  (schema ??= import('~/src/lib/schemas/alert').then(
    (m) => m.AlertSchema,
    (error: unknown) => {
      schema = undefined; // offline for a moment: the next try loads again
      throw error;
    },
  ));

/** The page's current filters as the form's criteria fields ('' for none). */
function criteriaFields(search: string): Criteria {
  const criteria = criteriaFromFilters(filtersFromSearch(search));
  return {
    spaceType: criteria.spaceType ?? '',
    minSquareFootage: criteria.minSquareFootage?.toString() ?? '',
    maxSquareFootage: criteria.maxSquareFootage?.toString() ?? '',
    buildingId: criteria.buildingId?.toString() ?? '',
  };
}

const control = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement;
const read = <Name extends string>(form: HTMLFormElement, names: readonly Name[]) =>
  Object.fromEntries(names.map((name) => [name, control(form, name).value])) as Record<Name, string>;
function write(form: HTMLFormElement, criteria: Criteria) {
  for (const name of CRITERIA_FIELDS) control(form, name).value = String(criteria[name] ?? '');
}

/** A typed whole number of square feet ('2,000' as the server reads it), or null (none, or not a number yet). */
const squareFeetOrNull = (value: unknown) => {
  const n = numberFromText(String(value ?? ''));
  return value !== '' && Number.isInteger(n) && n > 0 ? n : null;
};

export default function AlertSignup({ buildings }: { buildings: { id: number; name: string }[] }) {
  const form = useRef<HTMLFormElement>(null);
  // What the criteria fields hold, for the sentence below them.
  const [criteria, setCriteria] = useState<Criteria>(() => criteriaFields(''));
  const [errors, setErrors] = useState<Errors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  // The alert starts from the filters chosen above (the address holds them) and follows them; the
  // prerendered form is the unfiltered one, and what was typed before hydrating is kept.
  const search = useLocationSearch();
  const applied = useRef('');
  useEffect(() => {
    if (!form.current || search === applied.current) return;
    applied.current = search;
    const fields = criteriaFields(search);
    write(form.current, fields);
    // The fields were just written outside React: the sentence follows them.
    setCriteria(fields);
  }, [search]);

  const type = String(criteria.spaceType ?? '');
  const matches = describeCriteria({
    spaceType: isSpaceType(type) ? type : null,
    minSquareFootage: squareFeetOrNull(criteria.minSquareFootage),
    maxSquareFootage: squareFeetOrNull(criteria.maxSquareFootage),
    buildingName: buildings.find((b) => String(b.id) === String(criteria.buildingId))?.name ?? null,
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = event.currentTarget;
    if (isSaving) return;
    setSaving(true);
    let found: Errors = {};
    try {
      const parsed = (await loadSchema()).safeParse(read(target, FIELDS));
      if (parsed.success) {
        await apiSend('POST', '/api/alerts', { ...parsed.data, ...readFirstTouch() });
        setSentTo(parsed.data.email);
        target.reset();
        write(target, criteriaFields(search));
        setCriteria(criteriaFields(search));
      } else {
        for (const issue of parsed.error.issues) found = { [String(issue.path[0])]: issue.message, ...found };
      }
    } catch (error) {
      for (const [name, messages] of Object.entries(fieldErrors(error))) found = { ...found, [name]: messages[0] ?? '' };
      found.root = errorMessage(error) ?? 'The alert could not be saved. Please try again.';
    } finally {
      setSaving(false);
    }
    setErrors(found);
    const invalid = FIELDS.find((name) => found[name]);
    if (invalid) control(target, invalid).focus();
  };

  return (
    // Posted by the browser itself before (or without) script, never as a GET (decision 024).
    <form
      ref={form}
      method="post"
      action="/api/alerts"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocusCapture={() => void loadSchema().catch(() => {})}
      onChange={(event) => setCriteria(read(event.currentTarget, CRITERIA_FIELDS))}
      className="mx-auto mt-6 max-w-3xl space-y-4 text-left"
      aria-label="Availability alert"
    >
      <p className="text-slate-700">Or let us tell you: we e-mail you when a matching space becomes available.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="alert-email" name="email" label="Your e-mail" required type="email" autoComplete="email" error={errors.email} />
        <FormField id="alert-type" label="Type of space" error={errors.spaceType}>
          {(control) => (
            <select {...control} name="spaceType">
              <option value="">Any type</option>
              {FILTER_TYPE_OPTIONS.filter((o) => o.value !== 'all').map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="alert-min" name="minSquareFootage" label="At least (sq ft)" inputMode="numeric" error={errors.minSquareFootage} />
        <FormField id="alert-max" name="maxSquareFootage" label="At most (sq ft)" inputMode="numeric" error={errors.maxSquareFootage} />
        <FormField id="alert-building" label="In building" error={errors.buildingId}>
          {(control) => (
            <select {...control} name="buildingId">
              <BuildingOptions buildings={buildings} emptyLabel="Any building" />
            </select>
          )}
        </FormField>
      </div>
      <p className="text-sm text-slate-700" data-testid="alert-criteria">
        This alert will match {matches}.
      </p>
      <HoneypotField id="alert-website" field={{ name: 'website' }} />
      <LeadSourceFields />
      <button type="submit" className="btn-secondary" disabled={isSaving}>
        {isSaving ? 'Saving...' : 'Alert me'}
      </button>
      <div role="status" className="text-sm">
        {sentTo && <p className="text-green-800">Almost done: follow the link we sent to {sentTo} to switch the alert on.</p>}
        {errors.root && <p className="text-red-700">{errors.root}</p>}
      </div>
    </form>
  );
}
