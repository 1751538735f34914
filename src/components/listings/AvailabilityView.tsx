// Availability's filter island: the space-type filter of docs/PRODUCT.md plus size, building and
// sort, the count of what matches and the empty states. The filters live in the URL so a filtered
// view can be shared. It renders no card (docs/decisions/061): the building cards are the page's
// static markup (AvailabilityList), which the filter shows and orders (show-availability.ts), or,
// once the page is out of date, the live list AvailabilityRefresh draws from the same address.
// The prebuilt page hands the island its units packed (availability-data.ts, docs/decisions/038).
// The list follows a filter change as a deferred value: the control answers at once and the cards
// follow after it, which keeps a change quick at 1,000 units.
import { useDeferredValue, useLayoutEffect, useMemo } from 'react';
import { unpackAvailableUnits } from '~/src/lib/availability-data';
import {
  availabilityCount,
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
import { BuildingOptions } from '../ui/BuildingOptions';
import { useLiveAvailability } from './availability-live';
import { showAvailability } from './show-availability';

type NamedBuilding = { id: number; name: string };

interface AvailabilityViewProps {
  /** The available units at build time, packed (packAvailableUnits). */
  packedUnits: string;
  /** Every building at build time, in the list's order. */
  buildings: NamedBuilding[];
  /** The id of the prebuilt list of building cards (AvailabilityList) the filter shows. */
  list: string;
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
  buildings: NamedBuilding[];
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

export default function AvailabilityView({ packedUnits, buildings: builtBuildings, list }: AvailabilityViewProps) {
  const builtUnits = useMemo(() => unpackAvailableUnits(packedUnits), [packedUnits]);
  // Out of date: the API's answer, which AvailabilityRefresh draws; else the build's, shown in its markup.
  const live = useLiveAvailability();
  const units = live?.units ?? builtUnits;
  const buildings: NamedBuilding[] = live?.buildings ?? builtBuildings;
  // The URL holds the filters; the prerendered HTML is the unfiltered view.
  const search = useLocationSearch();
  const filters = filtersFromSearch(search);
  const listedSearch = useDeferredValue(search);
  const update = (next: AvailabilityFilters) => replaceSearch(searchFromFilters(next));
  const listed = useMemo(() => filtersFromSearch(listedSearch), [listedSearch]);
  const groups = useMemo(() => groupAvailability(units, buildings, listed), [units, buildings, listed]);
  // Before the browser paints, so the count below and the cards never disagree on screen.
  useLayoutEffect(() => {
    const prebuilt = document.getElementById(list);
    if (prebuilt && !live) showAvailability(prebuilt, groups);
  }, [list, live, groups]);

  const filtered = hasActiveFilter(listed);
  const criteria = criteriaFromFilters(listed);
  const buildingName = buildings.find((b) => b.id === criteria.buildingId)?.name ?? null;
  return (
    <>
      <Filters filters={filters} buildings={buildings} onChange={update} />
      <div className="mt-4 flex min-h-10 items-center justify-between gap-4">
        <p className="text-sm text-slate-600" aria-live="polite">
          {availabilityCount(groups)}
          {filtered && <span data-testid="filter-summary">: {describeCriteria({ ...criteria, buildingName })}</span>}
        </p>
        {filtered && (
          <button type="button" className="btn-secondary" onClick={() => update({ ...NO_FILTERS, sort: listed.sort })}>
            Clear Filters
          </button>
        )}
      </div>
      {groups.length === 0 && (
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
      )}
    </>
  );
}
