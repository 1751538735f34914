// A building's occupancy in the admin: the public page's stacking plan
// (src/lib/stacking-plan.ts), with the leased and available square feet of each floor; a block opens
// the unit's form (Available Space tab, ?tab=units&unit=<id>).
import { useMemo } from 'react';
import type { UnitJson } from '~/src/lib/api/types';
import { formatSqFt } from '~/src/lib/format';
import { officeDay } from '~/src/lib/office-hours';
import { buildStackingPlan, PLAN_STATUSES } from '~/src/lib/stacking-plan';
import { blockClass, blockWidthClass, LEGEND_NOTES, swatchClass } from '../buildings/plan-classes';
import { useAdminUrl } from './use-admin-url';

export function OccupancyPlan({ name, units, totalFloors }: { name: string; units: UnitJson[]; totalFloors: number }) {
  const [, navigate] = useAdminUrl();
  const floors = useMemo(() => buildStackingPlan(units, { today: officeDay(new Date()), totalFloors }), [units, totalFloors]);
  return (
    <div className="mt-3 border-t border-slate-200 pt-3" data-testid="occupancy-plan">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-label={`Legend of the occupancy of ${name}`}>
        {PLAN_STATUSES.map(({ status, label }) => (
          <li key={status} className="flex items-center gap-1.5">
            <span className={swatchClass(status)} aria-hidden="true" />
            {label} <span className="text-slate-600">({LEGEND_NOTES[status]})</span>
          </li>
        ))}
      </ul>
      {floors.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No units in this building.</p>
      ) : (
        <ol className="mt-3 space-y-2" aria-label={`Occupancy of ${name} by floor, top floor first`}>
          {floors.map((floor) => (
            <li key={floor.floor} className="grid gap-1 sm:grid-cols-[9rem_1fr] sm:gap-3" data-floor={floor.floor}>
              <div className="text-sm">
                <p className="font-semibold">{floor.label}</p>
                <p className="text-xs text-slate-600">
                  {formatSqFt(floor.leasedSqFt)} leased · {formatSqFt(floor.availableSqFt)} available
                </p>
              </div>
              {floor.blocks.length === 0 ? (
                <p className="rounded border border-dotted border-slate-300 px-2 py-1.5 text-sm text-slate-600">No units</p>
              ) : (
                <ul className="flex flex-wrap" aria-label={`${floor.label} units`}>
                  {floor.blocks.map(({ unit, status, statusText, span }) => (
                    <li key={unit.id} className={blockWidthClass(span)} data-status={status}>
                      <button type="button" className={blockClass(status)} onClick={() => navigate({ tab: 'units', unit: unit.id })}>
                        <span className="block font-semibold">Unit {unit.unitNumber}</span>
                        <span className="block">{formatSqFt(unit.squareFootage)}</span>
                        <span className="block">{statusText}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
