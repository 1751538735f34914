// Buildings: the list with each building's inquiry count (its units'), edit and delete per row (the
// server's refusal shown when units remain), and its occupancy by floor (OccupancyPlan); the form is BuildingForm.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { apiSend, errorMessage } from '~/src/lib/api/client';
import { buildingsQuery, inquiriesQuery, unitsQuery } from '~/src/lib/api/queries';
import type { BuildingJson } from '~/src/lib/api/types';
import { sumAvailableSqFt } from '~/src/lib/availability';
import { capitalize, formatSqFt } from '~/src/lib/format';
import { countInquiriesByUnit } from '~/src/lib/listing';
import { queryClient } from '~/src/lib/query-client';
import { Dialog } from '../ui/Dialog';
import { BuildingForm } from './BuildingForm';
import { DraftBadge, useDrafts } from './DraftActions';
import { NewDrafts } from './NewDrafts';
import { OccupancyPlan } from './OccupancyPlan';
import { toastDeleted } from './trash';
import { inquiryCountText } from './UnitsTab';

export function BuildingsTab() {
  const { data: buildings = [], isPending } = useQuery(buildingsQuery());
  const { data: units = [] } = useQuery(unitsQuery());
  const { data: inquiries = [] } = useQuery(inquiriesQuery());
  const inquiryCounts = useMemo(() => {
    const byUnit = countInquiriesByUnit(inquiries);
    const byBuilding = new Map<number, number>();
    for (const unit of units) byBuilding.set(unit.buildingId, (byBuilding.get(unit.buildingId) ?? 0) + (byUnit.get(unit.id) ?? 0));
    return byBuilding;
  }, [inquiries, units]);
  const [editing, setEditing] = useState<BuildingJson | 'new' | null>(null);
  const [shownPlans, setShownPlans] = useState<ReadonlySet<number>>(new Set());
  const togglePlan = (id: number) =>
    setShownPlans((shown) => (shown.has(id) ? new Set([...shown].filter((other) => other !== id)) : new Set([...shown, id])));
  const drafts = useDrafts();
  const remove = useMutation({
    mutationFn: (id: number) => apiSend('DELETE', `/api/buildings/${id}`),
    onSuccess: (_, id) => {
      toastDeleted('Building deleted successfully', 'building', id);
      void queryClient.invalidateQueries({ queryKey: buildingsQuery().queryKey });
    },
    onError: (error) => toast.error('Failed to delete building', { description: errorMessage(error) }),
  });

  return (
    <section aria-labelledby="buildings-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="buildings-heading" className="text-xl font-semibold">
          Buildings
        </h2>
        <button type="button" className="btn-primary" onClick={() => setEditing('new')}>
          Add Building
        </button>
      </div>
      <NewDrafts
        drafts={drafts.newOnes('building')}
        title="New buildings (drafts, not public)"
        renderForm={(draft, onDone) => <BuildingForm building={null} savedDraft={draft} onDone={onDone} />}
      />
      {isPending ? (
        <p className="mt-4 text-slate-600">Loading</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {buildings.map((b) => (
            <li key={b.id} className="card p-4">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-semibold">
                    {b.name} <DraftBadge draft={drafts.of('building', b.id)} />
                  </p>
                  <p className="text-sm text-slate-600">
                    Class {b.buildingClass} · {capitalize(b.tenantType)} · {b.totalFloors} floors ·{' '}
                    {formatSqFt(sumAvailableSqFt(units, b.id))} available · {inquiryCountText(inquiryCounts.get(b.id))}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className="btn-secondary"
                    aria-expanded={shownPlans.has(b.id)}
                    aria-label={`Occupancy of ${b.name}`}
                    onClick={() => togglePlan(b.id)}
                  >
                    Occupancy
                  </button>
                  <button type="button" className="btn-secondary" onClick={() => setEditing(b)} aria-label={`Edit ${b.name}`}>
                    Edit
                  </button>
                  <button
                    type="button"
                    className="btn-secondary text-red-700"
                    aria-label={`Delete ${b.name}`}
                    onClick={() => remove.mutate(b.id)}
                  >
                    Delete
                  </button>
                </div>
              </div>
              {shownPlans.has(b.id) && (
                <OccupancyPlan name={b.name} totalFloors={b.totalFloors} units={units.filter((unit) => unit.buildingId === b.id)} />
              )}
            </li>
          ))}
        </ul>
      )}
      {editing && !drafts.isPending && (
        <Dialog
          open
          onClose={() => setEditing(null)}
          title={editing === 'new' ? 'Add Building' : `Edit ${editing.name}`}
          className="max-w-4xl"
        >
          <BuildingForm
            building={editing === 'new' ? null : editing}
            savedDraft={editing === 'new' ? null : drafts.of('building', editing.id)}
            onDone={() => setEditing(null)}
          />
        </Dialog>
      )}
    </section>
  );
}
