// The add/edit dialog of a unit (Basic Information, Unit Images, Location Details, Parking
// Details, plus Additional Costs), typed from the shared UnitSchema.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { apiSend, errorMessage, isValidationError } from '~/src/lib/api/client';
import { buildingsQuery, unitsQuery } from '~/src/lib/api/queries';
import type { UnitJson } from '~/src/lib/api/types';
import { spaceTypeLabel } from '~/src/lib/format';
import { unitPhotoAlt } from '~/src/lib/photo-alt';
import { mainPhotoOf } from '~/src/lib/photo-rules';
import { queryClient } from '~/src/lib/query-client';
import { SPACE_TYPES, UNIT_STATUSES, UnitSchema, type UnitData, type UnitInput } from '~/src/lib/schemas/unit';
import { placeholderFacts } from '~/src/lib/unit-facts';
import { DialogActions } from '../ui/Dialog';
import { CheckboxField, FormActions, FormField } from '../ui/FormField';
import { showServerFieldErrors } from '../ui/form-errors';
import { schemaFormValues } from './form-values';
import { FloorPlanField } from './FloorPlanField';
import { PhotoManager, usePhotoDraft } from './PhotoManager';
import { BuildingOptions } from '../ui/BuildingOptions';

/** The form's starting values, from UnitSchema: the unit's, or the defaults (available, parking yes, rate 0). */
const formValues = (unit: UnitJson | null) =>
  // Photos and their words are edited by the PhotoManager and sent from its draft.
  schemaFormValues<UnitInput>(UnitSchema.in.shape, unit, { images: [], photoDetails: [] });

export function UnitForm({ unit, onDone }: { unit: UnitJson | null; onDone: () => void }) {
  const { data: buildings = [] } = useQuery(buildingsQuery());
  const form = useForm<UnitInput, unknown, UnitData>({ resolver: zodResolver(UnitSchema), defaultValues: formValues(unit) });
  const { register, handleSubmit, control, formState, setValue } = form;
  // A photo's alt text starts as what the unit is, until edited (decision 034).
  const [unitNumber, squareFootage, type] = useWatch({ control, name: ['unitNumber', 'squareFootage', 'type'] });
  const draft = usePhotoDraft(unit, (n) =>
    unitPhotoAlt({ unitNumber: String(unitNumber ?? ''), squareFootage: Number(squareFootage) || 0, type: String(type ?? '') }, n),
  );
  const floorPlan = useWatch({ control, name: 'floorPlan' });
  const { errors } = formState;
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

  const save = useMutation({
    mutationFn: async (data: UnitData) => {
      const { images, photoDetails } = await draft.uploadAll();
      const body = { ...data, images, mainImage: mainPhotoOf(images), photoDetails };
      return unit ? apiSend('PUT', `/api/properties/${unit.id}`, body) : apiSend('POST', '/api/properties', body);
    },
    onSuccess: () => {
      toast.success('Success', { description: unit ? 'Available space updated successfully' : 'Available space created successfully' });
      void queryClient.invalidateQueries({ queryKey: unitsQuery().queryKey });
      onDone();
    },
    onError: (error) => {
      if (isValidationError(error)) {
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
          if (draft.check()) save.mutate(data);
        },
        () => draft.check(),
      )}
      noValidate
      className="space-y-6"
    >
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">Basic Information</legend>
        <FormField id="unit-buildingId" label="Building" error={errors.buildingId?.message}>
          {(control) => (
            <select {...control} {...register('buildingId')}>
              <BuildingOptions buildings={buildings} emptyLabel="Select a building" />
            </select>
          )}
        </FormField>
        {field('unitNumber', 'Unit number')}
        <FormField id="unit-type" label="Space type" error={errors.type?.message}>
          {(control) => (
            <select {...control} {...register('type')}>
              <option value="">Select a type</option>
              {SPACE_TYPES.map((t) => (
                <option key={t} value={t}>
                  {spaceTypeLabel(t)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {field('squareFootage', 'Square footage', 'number')}
        {!priceOnRequest && field('rate', 'Rate ($/sq ft/yr)', 'number')}
        <CheckboxField label="Inquire for Rate" {...register('priceOnRequest')} />
        <FormField id="unit-status" label="Status" error={errors.status?.message}>
          {(control) => (
            <select {...control} {...register('status')}>
              {UNIT_STATUSES.map((s) => (
                <option key={s} value={s} className="capitalize">
                  {s === 'available' ? 'Available' : 'Leased'}
                </option>
              ))}
            </select>
          )}
        </FormField>
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
        <FormField id="unit-parkingAvailable" label="Parking available" error={errors.parkingAvailable?.message}>
          {(control) => (
            <select {...control} {...register('parkingAvailable')}>
              <option value="yes">Yes</option>
              <option value="no">No</option>
            </select>
          )}
        </FormField>
        {field('parkingSpaces', 'Parking spaces', 'number')}
        {field('parkingRatio', 'Parking ratio')}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-lg font-semibold">Additional Costs ($/sq ft)</legend>
        {field('operatingExpenses', 'Operating expenses', 'number')}
        {field('taxes', 'Taxes', 'number')}
        {field('insurance', 'Insurance', 'number')}
      </fieldset>
      <DialogActions>
        <FormActions form="unit-form" onCancel={onDone} isEditing={unit !== null} isSaving={save.isPending} />
      </DialogActions>
    </form>
  );
}
