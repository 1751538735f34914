// The add/edit dialog of a building (defaults and rules of docs/PRODUCT.md §5 and §9), typed from
// the shared BuildingSchema. New photos are appended to the existing ones.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { apiSend, errorMessage, versionConflict } from '~/src/lib/api/client';
import { BuildingJsonSchema } from '~/src/lib/api/responses';
import { buildingsQuery, unitsQuery } from '~/src/lib/api/queries';
import type { BuildingJson } from '~/src/lib/api/types';
import { sumAvailableSqFt } from '~/src/lib/availability';
import { capitalize, formatSqFt } from '~/src/lib/format';
import { buildingPhotoAlt } from '~/src/lib/photo-alt';
import { featuredPhotosOf, mainPhotoOf } from '~/src/lib/photo-rules';
import { queryClient } from '~/src/lib/query-client';
import { BUILDING_CLASSES, BuildingSchema, TENANT_TYPES, type BuildingData, type BuildingInput } from '~/src/lib/schemas/building';
import { DialogActions, useUnsavedChanges } from '../ui/Dialog';
import { CheckboxField, FormActions, FormField } from '../ui/FormField';
import { showServerFieldErrors } from '../ui/form-errors';
import { fieldText, schemaFormValues } from './form-values';
import { PhotoManager, usePhotoDraft } from './PhotoManager';
import type { DraftJson } from '~/src/lib/schemas/draft';
import { collectValid, DraftActions, startingRecord } from './DraftActions';
import { RecordVersion, Reloadable, type ReloadableFields, type VersionConflictAnswer } from './VersionConflict';
import { toastSaved } from './when-live';

/** The form's starting values, from BuildingSchema: the building's, or the defaults (class A, office, 1 floor, 1980, scores 0). */
const formValues = (b: BuildingJson | null) =>
  schemaFormValues<BuildingInput>(BuildingSchema.in.shape, b, {
    yearBuilt: fieldText(b?.yearBuilt, '1980'),
    // One stop per line in its textarea.
    nearbyTransit: b?.nearbyTransit.join('\n') ?? '',
    // Photos and their words are edited by the PhotoManager and sent from its draft.
    images: [],
    featuredImages: [],
    photoDetails: [],
  });

/** The building's form; with a saved draft it first continues the draft (drafts: DraftActions). */
export function BuildingForm({
  building,
  savedDraft = null,
  onDone,
}: {
  building: BuildingJson | null;
  savedDraft?: DraftJson | null;
  onDone: () => void;
}) {
  return (
    <Reloadable
      record={building}
      schema={BuildingJsonSchema}
      savedDraft={savedDraft}
      render={(fields) => <BuildingFields {...fields} onDone={onDone} />}
    />
  );
}

function BuildingFields({
  record: building,
  savedDraft,
  onDone,
  onReload,
}: ReloadableFields<BuildingJson | null> & { onDone: () => void }) {
  const [conflict, setConflict] = useState<{ answer: VersionConflictAnswer; data: BuildingData } | null>(null);
  const start = startingRecord(building, savedDraft, BuildingSchema.in.shape);
  const { data: units = [] } = useQuery(unitsQuery());
  const form = useForm<BuildingInput, unknown, BuildingData>({
    resolver: zodResolver(BuildingSchema),
    defaultValues: formValues(start),
  });
  const { register, handleSubmit, formState, control } = form;
  // A photo's alt text starts as the building's name, until edited (decision 034).
  const name = useWatch({ control, name: 'name' });
  const draft = usePhotoDraft(start, (n) => buildingPhotoAlt({ name: String(name ?? '') }, n));
  const { errors } = formState;
  useUnsavedChanges(formState.isDirty || draft.changed);
  const field = (name: keyof BuildingInput & keyof typeof errors, label: string, type = 'text') => (
    <FormField id={`building-${name}`} label={label} type={type} error={errors[name]?.message} {...register(name)} />
  );
  const textArea = (name: 'description' | 'nearbyTransit' | 'transportationNotes', label: string) => (
    <FormField id={`building-${name}`} label={label} error={errors[name]?.message}>
      {(control) => <textarea rows={3} {...control} {...register(name)} />}
    </FormField>
  );

  const bodyOf = async (data: BuildingData) => {
    const { images, photoDetails } = await draft.uploadAll();
    return { ...data, images, mainImage: mainPhotoOf(images), featuredImages: featuredPhotosOf(images), photoDetails };
  };
  const save = useMutation({
    // `version`: the one this form started from, or (Overwrite) the one stored now.
    mutationFn: async ({ data, version }: { data: BuildingData; version?: number | undefined }) => {
      const body = await bodyOf(data);
      return building ? apiSend('PUT', `/api/buildings/${building.id}`, { ...body, version }) : apiSend('POST', '/api/buildings', body);
    },
    onSuccess: () => {
      // A building shows on /availability (it has no page of its own).
      toastSaved(building ? 'Building updated successfully' : 'Building created successfully', { href: '/availability' });
      void queryClient.invalidateQueries({ queryKey: buildingsQuery().queryKey });
      onDone();
    },
    // 'Error: Failed to save building', with the server's reason when it gives one.
    onError: (error, { data }) => {
      const answer = versionConflict(error);
      if (answer) return setConflict({ answer, data });
      showServerFieldErrors(error, form);
      toast.error('Error', { description: ['Failed to save building', errorMessage(error)].filter(Boolean).join(': ') });
    },
  });

  return (
    <form
      id="building-form"
      onSubmit={handleSubmit(
        (data) => {
          if (draft.check()) save.mutate({ data, version: building?.version });
        },
        () => draft.check(),
      )}
      noValidate
      className="space-y-6"
    >
      {building && (
        <RecordVersion
          kind="building"
          record={building}
          label={building.name}
          conflict={conflict}
          onDismiss={() => setConflict(null)}
          onOverwrite={(data, version) => save.mutate({ data, version })}
          onReload={onReload}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('name', 'Building name')}
        {field('address', 'Address')}
        <FormField id="building-buildingClass" label="Building class" error={errors.buildingClass?.message}>
          {(control) => (
            <select {...control} {...register('buildingClass')}>
              {BUILDING_CLASSES.map((c) => (
                <option key={c} value={c}>
                  Class {c}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="building-tenantType" label="Tenant type" error={errors.tenantType?.message}>
          {(control) => (
            <select {...control} {...register('tenantType')}>
              {TENANT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {capitalize(t)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {/* Computed, not typed (decision 021): the stored availableSquareFootage is sent back unchanged. */}
        <div>
          <p className="block text-sm font-medium text-slate-800">Available sq ft</p>
          <p className="mt-2" data-testid="building-available-sqft">
            {formatSqFt(building ? sumAvailableSqFt(units, building.id) : 0)}
          </p>
          <p className="text-xs text-slate-600">The sum of its available units</p>
        </div>
        {field('totalSquareFootage', 'Total sq ft', 'number')}
        {field('totalFloors', 'Total floors', 'number')}
        {field('yearBuilt', 'Year built', 'number')}
        {field('walkScore', 'Walk score', 'number')}
        {field('transitScore', 'Transit score', 'number')}
        {field('bikeScore', 'Bike score', 'number')}
        {field('amenities', 'Amenities (comma separated)')}
        <CheckboxField label="Continuously renovated" {...register('continuouslyRenovated')} />
        <CheckboxField label="Featured" {...register('featured')} />
        <div className="sm:col-span-2">{textArea('description', 'Description')}</div>
        {textArea('nearbyTransit', 'Nearby transit (one per line)')}
        {textArea('transportationNotes', 'Transportation notes')}
      </div>
      <fieldset>
        <legend className="mb-2 text-lg font-semibold">Building Images</legend>
        <PhotoManager {...draft.managerProps} />
      </fieldset>
      <DraftActions
        kind="building"
        entityId={building?.id ?? null}
        version={building?.version}
        savedDraft={savedDraft}
        collect={() => (draft.check() ? collectValid(handleSubmit, bodyOf) : Promise.resolve(null))}
        onDone={onDone}
      />
      <DialogActions>
        <FormActions form="building-form" onCancel={onDone} isEditing={building !== null} isSaving={save.isPending} />
      </DialogActions>
    </form>
  );
}
