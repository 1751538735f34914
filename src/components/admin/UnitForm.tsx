// The add/edit dialog of a unit (Basic Information, Unit Images, Location Details, Parking
// Details, plus Additional Costs), typed from the shared UnitSchema.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { apiSend, errorMessage, isValidationError, versionConflict } from '~/src/lib/api/client';
import { buildingsQuery, unitsQuery } from '~/src/lib/api/queries';
import type { UnitJson } from '~/src/lib/api/types';
import { spaceTypeLabel } from '~/src/lib/format';
import { unitPhotoAlt } from '~/src/lib/photo-alt';
import { mainPhotoOf } from '~/src/lib/photo-rules';
import { queryClient } from '~/src/lib/query-client';
import { SPACE_TYPES, UNIT_STATUSES, UnitSchema, type UnitData, type UnitInput } from '~/src/lib/schemas/unit';
import { placeholderFacts } from '~/src/lib/unit-facts';
import { DialogActions, useUnsavedChanges } from '../ui/Dialog';
import { CheckboxField, FormActions, FormField } from '../ui/FormField';
import { showServerFieldErrors } from '../ui/form-errors';
import { schemaFormValues } from './form-values';
import { FloorPlanField } from './FloorPlanField';
import { PhotoManager, usePhotoDraft } from './PhotoManager';
import { BuildingOptions } from '../ui/BuildingOptions';
import type { DraftJson } from '~/src/lib/schemas/draft';
import { collectValid, DraftActions, startingRecord } from './DraftActions';
import { RecordVersion, Reloadable, type ReloadableFields, type VersionConflictAnswer } from './VersionConflict';
import { UnitJsonSchema } from '~/src/lib/api/responses';
import { toastSaved } from './when-live';

/** What the form reads of the saved unit: its id, for "View on site". */
const SavedSchema = z.object({ id: z.number() });

/** The form's starting values, from UnitSchema: the unit's, or the defaults (available, parking yes, rate 0). */
const formValues = (unit: UnitJson | null) =>
  // Photos and their words are edited by the PhotoManager and sent from its draft.
  schemaFormValues<UnitInput>(UnitSchema.in.shape, unit, { images: [], photoDetails: [] });

/** The unit's form; with a saved draft it first continues the draft (drafts: DraftActions). */
export function UnitForm({
  unit,
  savedDraft = null,
  onDone,
}: {
  unit: UnitJson | null;
  savedDraft?: DraftJson | null;
  onDone: () => void;
}) {
  return (
    <Reloadable
      record={unit}
      schema={UnitJsonSchema}
      savedDraft={savedDraft}
      render={(fields) => <UnitFields {...fields} onDone={onDone} />}
    />
  );
}

function UnitFields({ record: unit, savedDraft, onDone, onReload }: ReloadableFields<UnitJson | null> & { onDone: () => void }) {
  const { data: buildings = [] } = useQuery(buildingsQuery());
  const [conflict, setConflict] = useState<{ answer: VersionConflictAnswer; data: UnitData } | null>(null);
  const start = startingRecord(unit, savedDraft, UnitSchema.in.shape);
  const form = useForm<UnitInput, unknown, UnitData>({ resolver: zodResolver(UnitSchema), defaultValues: formValues(start) });
  const { register, handleSubmit, control, formState, setValue } = form;
  // A photo's alt text starts as what the unit is, until edited (decision 034).
  const [unitNumber, squareFootage, type] = useWatch({ control, name: ['unitNumber', 'squareFootage', 'type'] });
  const draft = usePhotoDraft(start, (n) =>
    unitPhotoAlt({ unitNumber: String(unitNumber ?? ''), squareFootage: Number(squareFootage) || 0, type: String(type ?? '') }, n),
  );
  const floorPlan = useWatch({ control, name: 'floorPlan' });
  const { errors } = formState;
  useUnsavedChanges(formState.isDirty || draft.changed);
  const priceOnRequest = useWatch({ control, name: 'priceOnRequest' });
  // Blank location facts show the chosen building's (decision 021): its values are the placeholders.
  const buildingId = useWatch({ control, name: 'buildingId' });
  const inherited = placeholderFacts(buildings.find((b) => String(b.id) === String(buildingId)));
  const field = (name: keyof UnitInput & keyof typeof errors, label: string, type = 'text', placeholder?: string) => (
    <FormField
      id={`unit-${name}`}
      label={label}
      type={type}
      placeholder={placeholder || undefined}
      error={errors[name]?.message}
      {...register(name)}
    />
  );

  // A select registered as the form is laid out, as `field` registers: react-hook-form focuses the
  // invalid field registered first, which must be the first on the screen.
  const select = (name: 'buildingId' | 'type' | 'status' | 'parkingAvailable', label: string, options: ReactNode) => {
    const registered = register(name);
    return (
      <FormField id={`unit-${name}`} label={label} error={errors[name]?.message}>
        {(control) => (
          <select {...control} {...registered}>
            {options}
          </select>
        )}
      </FormField>
    );
  };

  const bodyOf = async (data: UnitData) => {
    const { images, photoDetails } = await draft.uploadAll();
    return { ...data, images, mainImage: mainPhotoOf(images), photoDetails };
  };
  const save = useMutation({
    // `version`: the one this form started from, or (Overwrite) the one stored now.
    mutationFn: async ({ data, version }: { data: UnitData; version?: number | undefined }) => {
      const body = await bodyOf(data);
      return unit
        ? apiSend('PUT', `/api/properties/${unit.id}`, { ...body, version }, SavedSchema)
        : apiSend('POST', '/api/properties', body, SavedSchema);
    },
    onSuccess: (saved) => {
      toastSaved('Success', {
        description: unit ? 'Available space updated successfully' : 'Available space created successfully',
        href: `/listing/${saved.id}`,
      });
      void queryClient.invalidateQueries({ queryKey: unitsQuery().queryKey });
      onDone();
    },
    onError: (error, { data }) => {
      const answer = versionConflict(error);
      if (answer) {
        setConflict({ answer, data });
      } else if (isValidationError(error)) {
        showServerFieldErrors(error, form);
        toast.error('Validation Error', { description: errorMessage(error) ?? 'Please check the form fields' });
      } else {
        toast.error('Error', { description: 'Failed to save available space' });
      }
    },
  });

  return (
    <form
      id="unit-form"
      onSubmit={handleSubmit(
        (data) => {
          if (draft.check()) save.mutate({ data, version: unit?.version });
        },
        () => draft.check(),
      )}
      noValidate
      className="space-y-6"
    >
      {unit && (
        <RecordVersion
          kind="unit"
          record={unit}
          label={`Unit ${unit.unitNumber}`}
          conflict={conflict}
          onDismiss={() => setConflict(null)}
          onOverwrite={(data, version) => save.mutate({ data, version })}
          onReload={onReload}
        />
      )}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">Basic Information</legend>
        {select('buildingId', 'Building', <BuildingOptions buildings={buildings} emptyLabel="Select a building" />)}
        {field('unitNumber', 'Unit number')}
        {select(
          'type',
          'Space type',
          <>
            <option value="">Select a type</option>
            {SPACE_TYPES.map((t) => (
              <option key={t} value={t}>
                {spaceTypeLabel(t)}
              </option>
            ))}
          </>,
        )}
        {field('squareFootage', 'Square footage', 'number')}
        {!priceOnRequest && field('rate', 'Rate ($/sq ft/yr)', 'number')}
        <CheckboxField label="Inquire for Rate" {...register('priceOnRequest')} />
        {select(
          'status',
          'Status',
          UNIT_STATUSES.map((s) => (
            <option key={s} value={s} className="capitalize">
              {s === 'available' ? 'Available' : 'Leased'}
            </option>
          )),
        )}
        <CheckboxField label="Featured" {...register('featured')} />
        {field('floor', 'Floor')}
        {field('availableFrom', 'Available from', 'date')}
        {field('leaseType', 'Lease type')}
        {field('amenities', 'Amenities (comma separated)')}
        <div className="sm:col-span-2">
          <FormField id="unit-description" label="Description" error={errors.description?.message}>
            {(control) => <textarea rows={3} {...control} {...register('description')} />}
          </FormField>
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-lg font-semibold">Unit Images</legend>
        <PhotoManager {...draft.managerProps} />
        <div className="mt-4">
          <FloorPlanField
            value={typeof floorPlan === 'string' ? floorPlan : ''}
            onChange={(key) => setValue('floorPlan', key, { shouldDirty: true })}
            error={errors.floorPlan?.message}
          />
        </div>
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">Location Details</legend>
        <p className="text-sm text-slate-600 sm:col-span-2">Leave blank to use the building's (shown greyed in each field).</p>
        {field('address', 'Address', 'text', inherited.address)}
        {field('city', 'City', 'text', inherited.city)}
        {field('state', 'State', 'text', inherited.state)}
        {field('zipCode', 'ZIP code', 'text', inherited.zipCode)}
        {field('crossStreets', 'Cross streets', 'text', inherited.crossStreets)}
        {field('buildingClass', 'Building class', 'text', inherited.buildingClass)}
        {field('yearBuilt', 'Year built', 'number', inherited.yearBuilt)}
        {field('totalBuildingSize', 'Total building size (sq ft)', 'number', inherited.totalBuildingSize)}
        {field('ceilingHeight', 'Ceiling height (ft)', 'number')}
        {field('loopnetUrl', 'External listing (LoopNet) URL', 'url')}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-lg font-semibold">Parking Details</legend>
        {select(
          'parkingAvailable',
          'Parking available',
          <>
            <option value="yes">Yes</option>
            <option value="no">No</option>
          </>,
        )}
        {field('parkingSpaces', 'Parking spaces', 'number')}
        {field('parkingRatio', 'Parking ratio')}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-lg font-semibold">Additional Costs ($/sq ft)</legend>
        {field('operatingExpenses', 'Operating expenses', 'number')}
        {field('taxes', 'Taxes', 'number')}
        {field('insurance', 'Insurance', 'number')}
      </fieldset>
      <DraftActions
        kind="unit"
        entityId={unit?.id ?? null}
        version={unit?.version}
        savedDraft={savedDraft}
        collect={() => (draft.check() ? collectValid(handleSubmit, bodyOf) : Promise.resolve(null))}
        canSchedule
        onDone={onDone}
      />
      <DialogActions>
        <FormActions form="unit-form" onCancel={onDone} isEditing={unit !== null} isSaving={save.isPending} />
      </DialogActions>
    </form>
  );
}
