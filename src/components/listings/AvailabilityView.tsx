// Availability: available units grouped by building, with the space-type filter of docs/PRODUCT.md plus
// size, building and sort. The filters live in the URL so a filtered view can be shared.
// The prebuilt page hands the island its units packed (availability-data.ts, docs/decisions/038);
// the island shows them, then the API's answer, fetched once on mount (docs/PRODUCT.md §7).
// The list follows a filter change as a deferred value: the control answers at once and React
// re-renders the rows after it, interruptibly, which keeps a change quick at 1,000 units.
import { useDeferredValue, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { buildingsChangedQuery, unitsChangedQuery } from '~/src/lib/api/queries';
import { availabilityBuilding, unpackAvailableUnits, type AvailabilityBuilding, type AvailabilityUnit } from '~/src/lib/availability-data';
import {
  filtersFromSearch,
  groupAvailability,
  hasActiveFilter,
  isSizeRangeInverted,
  NO_FILTERS,
  SIZE_RANGE_INVERTED,
  searchFromFilters,
  SORT_OPTIONS,
  type AvailabilityFilters,
} from '~/src/lib/availability';
import { replaceSearch, useLocationSearch } from '~/src/lib/use-location';
import { criteriaFromFilters, describeCriteria } from '~/src/lib/alert-criteria';
import { FILTER_TYPE_OPTIONS } from '~/src/lib/space-type-groups';
import { buildingPaths } from '~/src/lib/building-slug';
import { QueryProvider } from '../ui/QueryProvider';
import { BuildingCard } from './BuildingCard';
import { BuildingOptions } from '../ui/BuildingOptions';

interface AvailabilityViewProps {
  /** The available units at build time, packed (packAvailableUnits). */
  packedUnits?: string;
  initialBuildings?: AvailabilityBuilding[];
  /** The ETags of the answers the page was built from: the refresh loads only what changed since. */
  builtFrom?: { units: string; buildings: string };
}

const toNumberOrNull = (value: string) =>
  value.trim() === '' || !Number.isFinite(Number(value)) ? null : Math.max(0, Math.round(Number(value)));

/** A size bound: whole square feet, empty for none. */
function SqFtFilter({
  label,
  name,
  value,
  isInvalid,
  onChange,
}: {
  label: string;
  name: 'min' | 'max';
  value: number | null;
  isInvalid: boolean;
  onChange: (value: number | null) => void;
}) {
  return (
    <label className="text-sm font-medium">
      {label}
      <input
        className="input"
        name={name}
        aria-invalid={isInvalid || undefined}
        aria-describedby={isInvalid ? 'size-range-error' : undefined}
        type="number"
        inputMode="numeric"
        min={0}
        step={100}
        value={value ?? ''}
        onChange={(e) => onChange(toNumberOrNull(e.target.value))}
      />
    </label>
  );
}

function Filters({
  filters,
  buildings,
  onChange,
}: {
  filters: AvailabilityFilters;
  buildings: AvailabilityBuilding[];
  onChange: (next: AvailabilityFilters) => void;
}) {
  const isInverted = isSizeRangeInverted(filters);
  return (
    // Without script the form is sent (GET, the same names as the address's filters) to a function
    // that lists the matching spaces (functions/availability-results.ts); awake, the island applies
    // each change at once and the button sends nothing.
    <form
      className="card grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-6"
      action="/availability/results"
      method="get"
      onSubmit={(e) => e.preventDefault()}
      aria-label="Filter available spaces"
    >
      <label className="text-sm font-medium">
        Space type
        <select className="input" name="type" value={filters.type} onChange={(e) => onChange({ ...filters, type: e.target.value })}>
          {FILTER_TYPE_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium">
        Building
        <select
          className="input"
          name="building"
          value={filters.building ?? ''}
          onChange={(e) => onChange({ ...filters, building: e.target.value ? Number(e.target.value) : null })}
        >
          <BuildingOptions buildings={buildings} emptyLabel="All buildings" />
        </select>
      </label>
      <SqFtFilter
        label="Min sq ft"
        name="min"
        value={filters.minSqFt}
        isInvalid={isInverted}
        onChange={(minSqFt) => onChange({ ...filters, minSqFt })}
      />
      <SqFtFilter
        label="Max sq ft"
        name="max"
        value={filters.maxSqFt}
        isInvalid={isInverted}
        onChange={(maxSqFt) => onChange({ ...filters, maxSqFt })}
      />
      <label className="text-sm font-medium">
        Sort by
        <select
          className="input"
          name="sort"
          value={filters.sort}
          onChange={(e) => onChange({ ...filters, sort: e.target.value as AvailabilityFilters['sort'] })}
        >
          {SORT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn-secondary self-end">
        Apply Filters
      </button>
      {isInverted && (
        <p id="size-range-error" role="alert" className="text-sm text-red-700 sm:col-span-2 lg:col-span-6">
          {SIZE_RANGE_INVERTED}: the size bounds are left out until the minimum is at most the maximum.
        </p>
      )}
    </form>
  );
}

function Availability({ packedUnits, initialBuildings, builtFrom }: AvailabilityViewProps) {
  const initialUnits = useMemo(() => (packedUnits === undefined ? undefined : unpackAvailableUnits(packedUnits)), [packedUnits]);
  // Built with data: refreshed only if it changed since (null: unchanged, the page's data stands).
  const unitsAnswer = useQuery(unitsChangedQuery(builtFrom?.units));
  const buildingsAnswer = useQuery(buildingsChangedQuery(builtFrom?.buildings));
  const units: AvailabilityUnit[] | undefined = unitsAnswer.data ?? initialUnits;
  const answeredBuildings = useMemo(() => buildingsAnswer.data?.map(availabilityBuilding), [buildingsAnswer.data]);
  const buildings: AvailabilityBuilding[] | undefined = answeredBuildings ?? initialBuildings;
  // The URL holds the filters; the prerendered HTML is the unfiltered view.
  const search = useLocationSearch();
  const filters = filtersFromSearch(search);
  const listedSearch = useDeferredValue(search);
  const update = (next: AvailabilityFilters) => replaceSearch(searchFromFilters(next));
  const listed = useMemo(() => filtersFromSearch(listedSearch), [listedSearch]);
  const groups = useMemo(() => (units && buildings ? groupAvailability(units, buildings, listed) : []), [units, buildings, listed]);
  // The same element until the deferred filters change, so a key's own render skips the rows.
  const paths = useMemo(() => buildingPaths(buildings ?? []), [buildings]);
  const cards = useMemo(
    () =>
      groups.map((group, i) => (
        <div key={group.building.id}>
          <BuildingCard {...group} priority={i === 0} href={paths.get(group.building.id)} />
        </div>
      )),
    [groups, paths],
  );

  if (!units || !buildings) {
    const failed = unitsAnswer.isError || buildingsAnswer.isError;
    return (
      <section aria-labelledby="spaces-heading" aria-busy={!failed}>
        <h2 id="spaces-heading" className="text-2xl font-semibold">
          Available Spaces
        </h2>
        {failed ? (
          <p className="mt-4 text-red-700">The list of spaces could not be loaded. Please refresh the page.</p>
        ) : (
          <div className="mt-6 space-y-6">
            {[0, 1, 2].map((i) => (
              <div key={i} className="card h-56 animate-pulse bg-slate-100" data-testid="placeholder-card" />
            ))}
          </div>
        )}
      </section>
    );
  }

  const filtered = hasActiveFilter(listed);
  const criteria = criteriaFromFilters(listed);
  const buildingName = buildings.find((b) => b.id === criteria.buildingId)?.name ?? null;
  return (
    <>
      <Filters filters={filters} buildings={buildings} onChange={update} />
      <div className="mt-4 flex min-h-10 items-center justify-between gap-4">
        <p className="text-sm text-slate-600" aria-live="polite">
          {groups.reduce((n, g) => n + g.units.length, 0)} available spaces in {groups.length}{' '}
          {groups.length === 1 ? 'building' : 'buildings'}
          {filtered && <span data-testid="filter-summary">: {describeCriteria({ ...criteria, buildingName })}</span>}
        </p>
        {filtered && (
          <button type="button" className="btn-secondary" onClick={() => update({ ...NO_FILTERS, sort: listed.sort })}>
            Clear Filters
          </button>
        )}
      </div>
      {groups.length === 0 ? (
        <div className="card mt-6 p-10 text-center">
          {filtered ? (
            <>
              <p className="text-lg">No available spaces match your current filter.</p>
              <button type="button" className="btn-primary mt-4" onClick={() => update(NO_FILTERS)}>
                View All Available Spaces
              </button>
            </>
          ) : (
            <p className="text-lg">No buildings with available spaces at this time.</p>
          )}
        </div>
      ) : (
        <div className="mt-6 space-y-8">{cards}</div>
      )}
    </>
  );
}

export default function AvailabilityView(props: AvailabilityViewProps) {
  return (
    <QueryProvider>
      <Availability {...props} />
    </QueryProvider>
  );
}
