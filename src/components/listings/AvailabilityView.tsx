// /availability's island (docs/PRODUCT.md §2 Availability): the space-type filter of the product
// plus size, building and sort, the count of what matches, the building cards and the empty
// states. One renderer for every way the page is drawn (docs/decisions/079): the build (no
// filters), the island once hydrated, and the no-script results of the filter form
// (functions/availability-results.ts, which passes the address's `search`).
//
// The filter form is a plain GET form with the address's names, and uncontrolled: before the
// island hydrates, or without script, what a visitor picks stays in the form and "Apply Filters"
// asks the server for the filtered page. Once hydrated, the island reads the form on each change
// (and once as it hydrates, to pick up a choice made before) and shows the result in place, with
// the filters in the address so a filtered view can be shared.
// The prebuilt page hands the island its units packed (availability-data.ts, docs/decisions/038).
// The list follows a change as a deferred value: the control answers at once, the cards after it.
import { useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { unpackAvailableUnits, type AvailabilityBuilding } from '~/src/lib/availability-data';
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
import { AvailabilityList } from './AvailabilityList';

interface AvailabilityViewProps {
  /** The available units, packed (packAvailableUnits). */
  packedUnits: string;
  /** Every building, in the list's order. */
  buildings: AvailabilityBuilding[];
  /** The filters the server draws (the no-script results page); the prebuilt page draws none. */
  search?: string;
}

/** The filters the form holds: its fields have the address's names. */
function filtersOfForm(form: HTMLFormElement): AvailabilityFilters {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value);
  return filtersFromSearch(params.toString());
}

const sameFilters = (a: AvailabilityFilters, b: AvailabilityFilters) => searchFromFilters(a) === searchFromFilters(b);

/** Shows `filters`: the address holds them, and the list follows the address. */
const show = (filters: AvailabilityFilters) => replaceSearch(searchFromFilters(filters));

/** Puts `filters` in the form, when they come from elsewhere than the form (the address, a Clear button). */
function writeForm(form: HTMLFormElement, filters: AvailabilityFilters) {
  const values = {
    type: filters.type,
    building: filters.building?.toString() ?? '',
    min: filters.minSqFt?.toString() ?? '',
    max: filters.maxSqFt?.toString() ?? '',
    sort: filters.sort,
  };
  for (const [name, value] of Object.entries(values)) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) field.value = value;
  }
}

/** One of a fixed list: a space type, a sort order. */
function ChoiceFilter({
  label,
  name,
  value,
  options,
}: {
  label: string;
  name: 'type' | 'sort';
  value: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <label className="text-sm font-medium">
      {label}
      <select className="input" name={name} defaultValue={value}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A size bound: whole square feet, empty for none. */
function SqFtFilter({ label, name, value, isInvalid }: { label: string; name: 'min' | 'max'; value: number | null; isInvalid: boolean }) {
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
        defaultValue={value ?? ''}
      />
    </label>
  );
}

export default function AvailabilityView({ packedUnits, buildings, search: drawnSearch = '' }: AvailabilityViewProps) {
  const units = useMemo(() => unpackAvailableUnits(packedUnits), [packedUnits]);
  const search = useLocationSearch(drawnSearch);
  const filters = filtersFromSearch(search);
  const listedSearch = useDeferredValue(search);
  const listed = useMemo(() => filtersFromSearch(listedSearch), [listedSearch]);
  const groups = useMemo(() => groupAvailability(units, buildings, listed), [units, buildings, listed]);

  const form = useRef<HTMLFormElement>(null);
  const showEverywhere = (next: AvailabilityFilters) => {
    show(next);
    if (form.current) writeForm(form.current, next);
  };
  useEffect(() => {
    if (!form.current) return;
    const chosen = filtersOfForm(form.current);
    // A choice made in the page's form before the island hydrated wins over the address; else the
    // form shows the address's filters (a shared or returned-to filtered list).
    if (!sameFilters(chosen, filtersFromSearch(drawnSearch))) show(chosen);
    else writeForm(form.current, filtersFromSearch(window.location.search));
  }, [drawnSearch]);

  const isInverted = isSizeRangeInverted(filters);
  const filtered = hasActiveFilter(listed);
  const criteria = criteriaFromFilters(listed);
  const buildingName = buildings.find((b) => b.id === criteria.buildingId)?.name ?? null;
  return (
    <>
      {/* Without script (or before the island hydrates) the form is sent as a GET to the filtered
          page; once hydrated, each change is shown at once and the button sends nothing. */}
      <form
        ref={form}
        className="card grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-6"
        action="/availability/results"
        method="get"
        onChange={(e) => show(filtersOfForm(e.currentTarget))}
        onSubmit={(e) => {
          e.preventDefault();
          show(filtersOfForm(e.currentTarget));
        }}
        aria-label="Filter available spaces"
      >
        <ChoiceFilter label="Space type" name="type" value={filters.type} options={FILTER_TYPE_OPTIONS} />
        <label className="text-sm font-medium">
          Building
          <select className="input" name="building" defaultValue={filters.building ?? ''}>
            <BuildingOptions buildings={buildings} emptyLabel="All buildings" />
          </select>
        </label>
        <SqFtFilter label="Min sq ft" name="min" value={filters.minSqFt} isInvalid={isInverted} />
        <SqFtFilter label="Max sq ft" name="max" value={filters.maxSqFt} isInvalid={isInverted} />
        <ChoiceFilter label="Sort by" name="sort" value={filters.sort} options={SORT_OPTIONS} />
        <button type="submit" className="btn-secondary self-end">
          Apply Filters
        </button>
        {isInverted && (
          <p id="size-range-error" role="alert" className="text-sm text-red-700 sm:col-span-2 lg:col-span-6">
            {SIZE_RANGE_INVERTED}: the size bounds are left out until the minimum is at most the maximum.
          </p>
        )}
      </form>
      <div className="mt-4 flex min-h-10 items-center justify-between gap-4">
        <p className="text-sm text-slate-600" aria-live="polite">
          {availabilityCount(groups)}
          {filtered && <span data-testid="filter-summary">: {describeCriteria({ ...criteria, buildingName })}</span>}
        </p>
        {filtered && (
          <a
            href="/availability"
            className="btn-secondary"
            onClick={(e) => {
              e.preventDefault();
              showEverywhere({ ...NO_FILTERS, sort: listed.sort });
            }}
          >
            Clear Filters
          </a>
        )}
      </div>
      {groups.length === 0 ? (
        <div className="card mt-6 p-10 text-center">
          {filtered ? (
            <>
              <p className="text-lg">No available spaces match your current filter.</p>
              <a
                href="/availability"
                className="btn-primary mt-4"
                onClick={(e) => {
                  e.preventDefault();
                  showEverywhere(NO_FILTERS);
                }}
              >
                View All Available Spaces
              </a>
            </>
          ) : (
            <p className="text-lg">No buildings with available spaces at this time.</p>
          )}
        </div>
      ) : (
        <AvailabilityList groups={groups} buildings={buildings} />
      )}
    </>
  );
}
