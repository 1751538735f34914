// Buildings: list, add/edit dialog (SPEC §5 rules, defaults of §9), delete with the server's
// refusal shown when units remain. New photos are appended to the existing ones.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { apiSend, errorMessage } from '../../lib/api/client';
import { buildingsQuery } from '../../lib/api/queries';
import type { BuildingJson } from '../../lib/api/types';
import { capitalize, formatSqFt } from '../../lib/format';
import { queryClient } from '../../lib/query-client';
import { BUILDING_CLASSES, BuildingSchema, TENANT_TYPES, type BuildingData } from '../../lib/schemas/building';
import { Dialog } from '../ui/Dialog';
import { FormActions, FormField, inputClass } from './FormField';
import { PhotoManager, usePhotoDraft } from './PhotoManager';

type Values = Record<string, string | boolean>;

function toValues(b: BuildingJson | null): Values {
  const text = (v: string | number | null | undefined, fallback = '') => (v === null || v === undefined ? fallback : String(v));
  return {
    name: text(b?.name),
    address: text(b?.address),
    description: text(b?.description),
    availableSquareFootage: text(b?.availableSquareFootage, '0'),
    totalFloors: text(b?.totalFloors, '1'),
    buildingClass: b?.buildingClass ?? 'A',
    tenantType: b?.tenantType ?? 'office',
    totalSquareFootage: text(b?.totalSquareFootage),
    yearBuilt: text(b?.yearBuilt, '1980'),
    continuouslyRenovated: b?.continuouslyRenovated ?? false,
    walkScore: text(b?.walkScore, '0'),
    transitScore: text(b?.transitScore, '0'),
    bikeScore: text(b?.bikeScore, '0'),
    nearbyTransit: b?.nearbyTransit.join('\n') ?? '',
    transportationNotes: text(b?.transportationNotes),
    amenities: b?.amenities.join(', ') ?? '',
    featured: b?.featured ?? false,
  };
}

function BuildingForm({ building, onDone }: { building: BuildingJson | null; onDone: () => void }) {
  const draft = usePhotoDraft(building);
  const { register, handleSubmit, formState } = useForm<Values, unknown, BuildingData>({
    resolver: zodResolver(BuildingSchema) as unknown as Resolver<Values, unknown, BuildingData>,
    defaultValues: toValues(building),
  });
  const errors = formState.errors as Record<string, { message?: string } | undefined>;
  const field = (name: string, label: string, type = 'text') => (
    <FormField id={`building-${name}`} label={label} type={type} error={errors[name]?.message} {...register(name)} />
  );

  const save = useMutation({
    mutationFn: async (data: BuildingData) => {
      const images = await draft.uploadAll();
      const body = { ...data, images, mainImage: images[0], featuredImages: images.slice(0, 3) };
      return building ? apiSend('PUT', `/api/buildings/${building.id}`, body) : apiSend('POST', '/api/buildings', body);
    },
    onSuccess: () => {
      toast.success(building ? 'Building updated successfully' : 'Building created successfully');
      void queryClient.invalidateQueries({ queryKey: buildingsQuery().queryKey });
      onDone();
    },
    // SPEC §8 'Error: Failed to save building', with the server's reason when it gives one.
    onError: (error) => toast.error('Error', { description: ['Failed to save building', errorMessage(error)].filter(Boolean).join(': ') }),
  });

  return (
    <form onSubmit={handleSubmit((data) => save.mutate(data))} noValidate className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        {field('name', 'Building name')}
        {field('address', 'Address')}
        <FormField id="building-buildingClass" label="Building class">
          <select id="building-buildingClass" className={inputClass} {...register('buildingClass')}>
            {BUILDING_CLASSES.map((c) => (
              <option key={c} value={c}>
                Class {c}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="building-tenantType" label="Tenant type">
          <select id="building-tenantType" className={inputClass} {...register('tenantType')}>
            {TENANT_TYPES.map((t) => (
              <option key={t} value={t}>
                {capitalize(t)}
              </option>
            ))}
          </select>
        </FormField>
        {field('availableSquareFootage', 'Available sq ft', 'number')}
        {field('totalSquareFootage', 'Total sq ft', 'number')}
        {field('totalFloors', 'Total floors', 'number')}
        {field('yearBuilt', 'Year built', 'number')}
        {field('walkScore', 'Walk score', 'number')}
        {field('transitScore', 'Transit score', 'number')}
        {field('bikeScore', 'Bike score', 'number')}
        {field('amenities', 'Amenities (comma separated)')}
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" {...register('continuouslyRenovated')} /> Continuously renovated
        </label>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" {...register('featured')} /> Featured
        </label>
        <div className="sm:col-span-2">
          <label htmlFor="building-description" className="block text-sm font-medium">
            Description
          </label>
          <textarea id="building-description" rows={3} className={inputClass} {...register('description')} />
        </div>
        <div>
          <label htmlFor="building-nearbyTransit" className="block text-sm font-medium">
            Nearby transit (one per line)
          </label>
          <textarea id="building-nearbyTransit" rows={3} className={inputClass} {...register('nearbyTransit')} />
        </div>
        <div>
          <label htmlFor="building-transportationNotes" className="block text-sm font-medium">
            Transportation notes
          </label>
          <textarea id="building-transportationNotes" rows={3} className={inputClass} {...register('transportationNotes')} />
        </div>
      </div>
      <fieldset>
        <legend className="mb-2 text-lg font-semibold">Building Images</legend>
        <PhotoManager {...draft.managerProps} />
      </fieldset>
      <FormActions onCancel={onDone} isEditing={building !== null} isSaving={save.isPending} />
    </form>
  );
}

export function BuildingsTab() {
  const { data: buildings = [], isPending } = useQuery(buildingsQuery());
  const [editing, setEditing] = useState<BuildingJson | 'new' | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => apiSend('DELETE', `/api/buildings/${id}`),
    onSuccess: () => {
      toast.success('Building deleted successfully');
      void queryClient.invalidateQueries({ queryKey: buildingsQuery().queryKey });
    },
    onError: (error) => toast.error('Failed to delete building', { description: errorMessage(error) }),
  });

  return (
    <section aria-labelledby="buildings-heading">
      <div className="flex items-center justify-between">
        <h2 id="buildings-heading" className="text-xl font-semibold">
          Buildings
        </h2>
        <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
          Add Building
        </button>
      </div>
      {isPending ? (
        <p className="mt-4 text-slate-600">Loading</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {buildings.map((b) => (
            <li key={b.id} className="card flex flex-wrap items-center justify-between gap-3 p-4">
              <div>
                <p className="font-semibold">{b.name}</p>
                <p className="text-sm text-slate-600">
                  Class {b.buildingClass} · {capitalize(b.tenantType)} · {b.totalFloors} floors · {formatSqFt(b.availableSquareFootage)}{' '}
                  available
                </p>
              </div>
              <div className="flex gap-2">
                <button type="button" className="btn-secondary" onClick={() => setEditing(b)} aria-label={`Edit ${b.name}`}>
                  Edit
                </button>
                <button
                  type="button"
                  className="btn-secondary text-red-700"
                  aria-label={`Delete ${b.name}`}
                  onClick={() => window.confirm('Are you sure you want to delete this building?') && remove.mutate(b.id)}
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
          title={editing === 'new' ? 'Add Building' : `Edit ${editing.name}`}
          className="max-w-4xl"
        >
          <BuildingForm building={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        </Dialog>
      )}
    </section>
  );
}
