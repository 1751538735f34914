// Available Space: the unit list with each unit's inquiry count, edit and delete per row; the form is UnitForm.
// The unit being edited is in the address (?tab=units&unit=<id>), so an inquiry can link to it.
// Delete acts at once: the toast says it went to the Trash and offers Undo.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { apiSend } from '~/src/lib/api/client';
import { inquiriesQuery, unitsQuery } from '~/src/lib/api/queries';
import type { UnitJson } from '~/src/lib/api/types';
import { formatSqFt, spaceTypeLabel } from '~/src/lib/format';
import { countInquiriesByUnit, unitPrice } from '~/src/lib/listing';
import { queryClient } from '~/src/lib/query-client';
import { StatusBadge } from '../listings/StatusBadge';
import { Dialog } from '../ui/Dialog';
import { matchesSearch, SearchBox } from '../ui/SearchBox';
import { VirtualList } from '../ui/VirtualList';
import { toastDeleted } from './trash';
import { DraftBadge, useDrafts } from './DraftActions';
import { NewDrafts } from './NewDrafts';
import { UnitForm } from './UnitForm';
import { useAdminUrl } from './use-admin-url';
import { useShownUnits } from './use-shown-units';

export const inquiryCountText = (count = 0) => `${count} ${count === 1 ? 'inquiry' : 'inquiries'}`;

export function UnitsTab() {
  const { data: units = [], isPending } = useQuery(unitsQuery());
  const shownUnits = useShownUnits();
  const { data: inquiries = [] } = useQuery(inquiriesQuery());
  const inquiryCounts = useMemo(() => countInquiriesByUnit(inquiries), [inquiries]);
  const drafts = useDrafts();
  const [isAdding, setAdding] = useState(false);
  const [{ unit: editingId }, navigate] = useAdminUrl();
  const stored = editingId === null ? undefined : units.find((u) => u.id === editingId); // the stored unit, not as shown
  const editing: UnitJson | 'new' | null = isAdding ? 'new' : (stored ?? null);
  const setEditing = (next: UnitJson | 'new' | null) => {
    setAdding(next === 'new');
    navigate({ unit: next === null || next === 'new' ? null : next.id });
  };
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  const shown = useMemo(
    () =>
      shownUnits.filter((u) => matchesSearch(query, [`Unit ${u.unitNumber}`, spaceTypeLabel(u.type), u.status, u.address, u.description])),
    [shownUnits, query],
  );
  const remove = useMutation({
    mutationFn: (id: number) => apiSend('DELETE', `/api/properties/${id}`),
    onSuccess: (_, id) => {
      toastDeleted('Property deleted successfully', 'unit', id);
      void queryClient.invalidateQueries({ queryKey: unitsQuery().queryKey });
    },
    onError: () => toast.error('Failed to delete property'),
  });

  return (
    <section aria-labelledby="units-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="units-heading" className="text-xl font-semibold">
          Available Space
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <SearchBox label="Search units" placeholder="Unit, type, address..." value={search} onChange={setSearch} />
          <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
            Add Available Space
          </button>
        </div>
      </div>
      <NewDrafts
        drafts={drafts.newOnes('unit')}
        title="New units (drafts, not public)"
        renderForm={(draft, onDone) => <UnitForm unit={null} savedDraft={draft} onDone={onDone} />}
      />
      {isPending ? (
        <p className="mt-4 text-slate-600">Loading</p>
      ) : (
        <VirtualList
          label="Available spaces"
          items={shown}
          getKey={(unit) => unit.id}
          estimateSize={120}
          renderItem={(unit) => (
            <div className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between" data-testid="unit-admin-row">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold">
                  Unit {unit.unitNumber} <span className="text-sm font-normal text-slate-600">{spaceTypeLabel(unit.type)}</span>
                  <StatusBadge status={unit.status} />
                  {unit.featured && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900">Featured</span>}
                  <DraftBadge draft={drafts.of('unit', unit.id)} />
                </p>
                <p className="text-sm text-slate-600">
                  {formatSqFt(unit.squareFootage)} · {unitPrice(unit)} · {unit.address} · {inquiryCountText(inquiryCounts.get(unit.id))}
                </p>
                {unit.description && <p className="mt-1 line-clamp-2 text-sm">{unit.description}</p>}
              </div>
              <div className="flex gap-2">
                <button
                  type="button"
                  className="btn-secondary"
                  onClick={() => navigate({ unit: unit.id })}
                  aria-label={`Edit Unit ${unit.unitNumber}`}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="btn-secondary text-red-700"
                  aria-label={`Delete Unit ${unit.unitNumber}`}
                  onClick={() => remove.mutate(unit.id)}
                >
                  Delete
                </button>
              </div>
            </div>
          )}
        />
      )}
      {editing && !drafts.isPending && (
        <Dialog
          open
          onClose={() => setEditing(null)}
          title={editing === 'new' ? 'Add Available Space' : `Edit Unit ${editing.unitNumber}`}
          className="max-w-4xl"
        >
          <UnitForm
            unit={editing === 'new' ? null : editing}
            savedDraft={editing === 'new' ? null : drafts.of('unit', editing.id)}
            onDone={() => setEditing(null)}
          />
        </Dialog>
      )}
    </section>
  );
}
