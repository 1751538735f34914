// Available Space: the unit list and the add/edit dialog (sections of SPEC §2: Basic Information,
// Unit Images, Location Details, Parking Details, plus Additional Costs).
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { apiSend, errorMessage, isValidationError } from '../../lib/api/client';
import { buildingsQuery, unitsQuery } from '../../lib/api/queries';
import type { UnitJson } from '../../lib/api/types';
import { formatRate, formatSqFt, spaceTypeLabel } from '../../lib/format';
import { queryClient } from '../../lib/query-client';
import { SPACE_TYPES, UnitSchema, type UnitData } from '../../lib/schemas/unit';
import { Dialog } from '../ui/Dialog';
import { FormActions, FormField, inputClass } from './FormField';
import { PhotoManager, usePhotoDraft } from './PhotoManager';

type Values = Record<string, string | boolean>;
const TEXT_FIELDS = [
  'unitNumber',
  'description',
  'address',
  'city',
  'state',
  'zipCode',
  'crossStreets',
  'buildingClass',
  'parkingRatio',
  'leaseType',
  'loopnetUrl',
] as const;
const NUMBER_FIELDS = [
  'buildingId',
  'squareFootage',
  'rate',
  'yearBuilt',
  'totalBuildingSize',
  'ceilingHeight',
  'parkingSpaces',
  'operatingExpenses',
  'taxes',
  'insurance',
] as const;

function toValues(unit: UnitJson | null): Values {
  const values: Values = {
    type: unit?.type ?? '',
    status: unit?.status ?? 'available',
    parkingAvailable: unit?.parkingAvailable ?? 'yes',
    priceOnRequest: unit?.priceOnRequest ?? false,
    featured: unit?.featured ?? false,
    amenities: unit?.amenities.join(', ') ?? '',
  };
  for (const key of TEXT_FIELDS) values[key] = unit?.[key] ?? '';
  for (const key of NUMBER_FIELDS)
    values[key] = unit?.[key] === null || unit?.[key] === undefined ? (key === 'rate' ? '0' : '') : String(unit[key]);
  return values;
}

function UnitForm({ unit, onDone }: { unit: UnitJson | null; onDone: () => void }) {
  const { data: buildings = [] } = useQuery(buildingsQuery());
  const draft = usePhotoDraft(unit);
  const { register, handleSubmit, control, formState } = useForm<Values, unknown, UnitData>({
    resolver: zodResolver(UnitSchema) as unknown as Resolver<Values, unknown, UnitData>,
    defaultValues: toValues(unit),
  });
  const priceOnRequest = useWatch({ control, name: 'priceOnRequest' });
  const errors = formState.errors as Record<string, { message?: string } | undefined>;
  const field = (name: string, label: string, type = 'text') => (
    <FormField id={`unit-${name}`} label={label} type={type} error={errors[name]?.message} {...register(name)} />
  );

  const save = useMutation({
    mutationFn: async (data: UnitData) => {
      const images = await draft.uploadAll();
      const body = { ...data, images, mainImage: images[0] };
      return unit ? apiSend('PUT', `/api/properties/${unit.id}`, body) : apiSend('POST', '/api/properties', body);
    },
    onSuccess: () => {
      toast.success('Success', { description: unit ? 'Available space updated successfully' : 'Available space created successfully' });
      void queryClient.invalidateQueries({ queryKey: unitsQuery().queryKey });
      onDone();
    },
    onError: (error) =>
      isValidationError(error)
        ? toast.error('Validation Error', { description: errorMessage(error) ?? 'Please check the form fields' })
        : toast.error('Error', { description: 'Failed to save available space' }),
  });

  return (
    <form onSubmit={handleSubmit((data) => save.mutate(data))} noValidate className="space-y-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">Basic Information</legend>
        <FormField id="unit-buildingId" label="Building" error={errors['buildingId']?.message}>
          <select id="unit-buildingId" className={inputClass} {...register('buildingId')}>
            <option value="">Select a building</option>
            {buildings.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </select>
        </FormField>
        {field('unitNumber', 'Unit number')}
        <FormField id="unit-type" label="Space type" error={errors['type']?.message}>
          <select id="unit-type" className={inputClass} {...register('type')}>
            <option value="">Select a type</option>
            {SPACE_TYPES.map((t) => (
              <option key={t} value={t}>
                {spaceTypeLabel(t)}
              </option>
            ))}
          </select>
        </FormField>
        {field('squareFootage', 'Square footage', 'number')}
        {!priceOnRequest && field('rate', 'Rate ($/sq ft/yr)', 'number')}
        <label className="flex items-center gap-2 self-end text-sm font-medium">
          <input type="checkbox" {...register('priceOnRequest')} /> Inquire for Rate
        </label>
        <FormField id="unit-status" label="Status">
          <select id="unit-status" className={inputClass} {...register('status')}>
            <option value="available">Available</option>
            <option value="leased">Leased</option>
          </select>
        </FormField>
        <label className="flex items-center gap-2 self-end text-sm font-medium">
          <input type="checkbox" {...register('featured')} /> Featured
        </label>
        {field('leaseType', 'Lease type')}
        {field('amenities', 'Amenities (comma separated)')}
        <div className="sm:col-span-2">
          <label htmlFor="unit-description" className="block text-sm font-medium">
            Description
          </label>
          <textarea id="unit-description" rows={3} className={inputClass} {...register('description')} />
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-2 text-lg font-semibold">Unit Images</legend>
        <PhotoManager {...draft.managerProps} />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">Location Details</legend>
        {field('address', 'Address')}
        {field('city', 'City')}
        {field('state', 'State')}
        {field('zipCode', 'ZIP code')}
        {field('crossStreets', 'Cross streets')}
        {field('buildingClass', 'Building class')}
        {field('yearBuilt', 'Year built', 'number')}
        {field('totalBuildingSize', 'Total building size (sq ft)', 'number')}
        {field('ceilingHeight', 'Ceiling height (ft)', 'number')}
        {field('loopnetUrl', 'External listing (LoopNet) URL', 'url')}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-lg font-semibold">Parking Details</legend>
        <FormField id="unit-parkingAvailable" label="Parking available">
          <select id="unit-parkingAvailable" className={inputClass} {...register('parkingAvailable')}>
            <option value="yes">Yes</option>
            <option value="no">No</option>
          </select>
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
      <FormActions onCancel={onDone} isEditing={unit !== null} isSaving={save.isPending} />
    </form>
  );
}

export function UnitsTab() {
  const { data: units = [], isPending } = useQuery(unitsQuery());
  const [editing, setEditing] = useState<UnitJson | 'new' | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => apiSend('DELETE', `/api/properties/${id}`),
    onSuccess: () => {
      toast.success('Property deleted successfully');
      void queryClient.invalidateQueries({ queryKey: unitsQuery().queryKey });
    },
    onError: () => toast.error('Failed to delete property'),
  });

  return (
    <section aria-labelledby="units-heading">
      <div className="flex items-center justify-between">
        <h2 id="units-heading" className="text-xl font-semibold">
          Available Space
        </h2>
        <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
          Add Available Space
        </button>
      </div>
      {isPending ? (
        <p className="mt-4 text-slate-600">Loading</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {units.map((unit) => (
            <li key={unit.id} className="card flex flex-wrap items-start justify-between gap-3 p-4" data-testid="unit-admin-row">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold">
                  Unit {unit.unitNumber} <span className="text-sm font-normal text-slate-600">{spaceTypeLabel(unit.type)}</span>
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs ${unit.status === 'available' ? 'bg-green-100 text-green-800' : 'bg-red-100 text-red-800'}`}
                  >
                    {unit.status === 'available' ? 'Available' : 'Leased'}
                  </span>
                  {unit.featured && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">Featured</span>}
                </p>
                <p className="text-sm text-slate-600">
                  {formatSqFt(unit.squareFootage)} · {unit.priceOnRequest ? 'Price on Request' : formatRate(unit.rate)} · {unit.address}
                </p>
                {unit.description && <p className="mt-1 text-sm">{unit.description.slice(0, 100)}</p>}
              </div>
              <div className="flex gap-2">
                <button
                  type="button"
                  className="btn-secondary"
                  onClick={() => setEditing(unit)}
                  aria-label={`Edit Unit ${unit.unitNumber}`}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="btn-secondary text-red-700"
                  aria-label={`Delete Unit ${unit.unitNumber}`}
                  onClick={() => window.confirm(`Are you sure you want to delete Unit ${unit.unitNumber}?`) && remove.mutate(unit.id)}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <Dialog
          open
          onClose={() => setEditing(null)}
          title={editing === 'new' ? 'Add Available Space' : `Edit Unit ${editing.unitNumber}`}
          className="max-w-4xl"
        >
          <UnitForm unit={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        </Dialog>
      )}
    </section>
  );
}
