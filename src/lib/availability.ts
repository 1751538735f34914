// Availability on the public page: which units show, grouped how, in what order, and the filters
// in the address. Pure functions, tested in availability.test.ts.
import type { UnitJson } from './api/types';
import type { AvailabilityBuilding, AvailabilityUnit } from './availability-data';
import { matchesSpaceType } from './space-type-groups';

export interface AvailabilityFilters {
  type: string; // 'all' or a space type
  building: number | null;
  minSqFt: number | null;
  maxSqFt: number | null;
  sort: 'building' | 'size-asc' | 'size-desc' | 'rate-asc' | 'rate-desc';
}

export const NO_FILTERS: AvailabilityFilters = { type: 'all', building: null, minSqFt: null, maxSqFt: null, sort: 'building' };
export const SORT_OPTIONS = [
  { value: 'building', label: 'Building' },
  { value: 'size-asc', label: 'Size: smallest first' },
  { value: 'size-desc', label: 'Size: largest first' },
  { value: 'rate-asc', label: 'Rate: lowest first' },
  { value: 'rate-desc', label: 'Rate: highest first' },
] as const;

/** A minimum above the maximum: the page says so and leaves the size bounds out, rather than listing nothing. */
export const isSizeRangeInverted = (f: Pick<AvailabilityFilters, 'minSqFt' | 'maxSqFt'>) =>
  f.minSqFt !== null && f.maxSqFt !== null && f.minSqFt > f.maxSqFt;
export const SIZE_RANGE_INVERTED = 'Minimum size is above the maximum';

export const hasActiveFilter = (f: AvailabilityFilters) =>
  f.type !== 'all' || f.building !== null || f.minSqFt !== null || f.maxSqFt !== null;

const positive = (value: string | null) => {
  const n = Number(value);
  return value && Number.isFinite(n) && n >= 0 ? Math.round(n) : null;
};

export function filtersFromSearch(search: string): AvailabilityFilters {
  const params = new URLSearchParams(search);
  const sort = SORT_OPTIONS.find((o) => o.value === params.get('sort'))?.value ?? 'building';
  return {
    type: params.get('type') || 'all',
    building: positive(params.get('building')),
    minSqFt: positive(params.get('min')),
    maxSqFt: positive(params.get('max')),
    sort,
  };
}

export function searchFromFilters(f: AvailabilityFilters): string {
  const params = new URLSearchParams();
  if (f.type !== 'all') params.set('type', f.type);
  if (f.building !== null) params.set('building', String(f.building));
  if (f.minSqFt !== null) params.set('min', String(f.minSqFt));
  if (f.maxSqFt !== null) params.set('max', String(f.maxSqFt));
  if (f.sort !== 'building') params.set('sort', f.sort);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * A building's available square footage: the sum over its units that are available (callers pass
 * live units, as every list does). Every screen shows this, never the building's typed
 * `availableSquareFootage` (decision 021).
 */
export function sumAvailableSqFt(units: Pick<UnitJson, 'buildingId' | 'status' | 'squareFootage'>[], buildingId: number): number {
  return units.filter((u) => u.buildingId === buildingId && u.status === 'available').reduce((sum, u) => sum + u.squareFootage, 0);
}

export interface BuildingAvailability<
  U extends AvailabilityUnit = AvailabilityUnit,
  B extends Pick<AvailabilityBuilding, 'id'> = AvailabilityBuilding,
> {
  building: B;
  units: U[];
  totalSqFt: number;
}

// Price-on-request units sort after priced ones whichever way rates are sorted.
const rateKey = (u: AvailabilityUnit, direction: 1 | -1) => (u.priceOnRequest ? Infinity : direction * u.rate);
const comparators: Record<AvailabilityFilters['sort'], ((a: AvailabilityUnit, b: AvailabilityUnit) => number) | null> = {
  building: null,
  'size-asc': (a, b) => a.squareFootage - b.squareFootage,
  'size-desc': (a, b) => b.squareFootage - a.squareFootage,
  'rate-asc': (a, b) => rateKey(a, 1) - rateKey(b, 1),
  'rate-desc': (a, b) => rateKey(a, -1) - rateKey(b, -1),
};

/**
 * Available units matching the filters (types grouped as in space-type-groups.ts; an inverted size
 * range is left out), grouped by building; buildings without any are left out.
 */
export function groupAvailability<U extends AvailabilityUnit, B extends Pick<AvailabilityBuilding, 'id'>>(
  units: U[],
  buildings: B[],
  f: AvailabilityFilters = NO_FILTERS,
): BuildingAvailability<U, B>[] {
  const sized = !isSizeRangeInverted(f);
  const matches = units.filter(
    (u) =>
      u.status === 'available' &&
      matchesSpaceType(f.type, u.type) &&
      (f.building === null || u.buildingId === f.building) &&
      (!sized || f.minSqFt === null || u.squareFootage >= f.minSqFt) &&
      (!sized || f.maxSqFt === null || u.squareFootage <= f.maxSqFt),
  );
  const compare = comparators[f.sort];
  const groups = buildings
    .map((building) => {
      const own = matches.filter((u) => u.buildingId === building.id);
      return { building, units: compare ? own.sort(compare) : own, totalSqFt: sumAvailableSqFt(own, building.id) };
    })
    .filter((group) => group.units.length > 0);
  if (!compare) return groups;
  // Sorted views list the building with the best match first.
  return groups.sort((a, b) => compare(a.units[0]!, b.units[0]!));
}

/** '3 available spaces in 2 buildings', '1 available space in 1 building': above the list, with script or without. */
export function availabilityCount(groups: readonly { units: readonly unknown[] }[]): string {
  const spaces = groups.reduce((n, group) => n + group.units.length, 0);
  return `${spaces} available ${spaces === 1 ? 'space' : 'spaces'} in ${groups.length} ${groups.length === 1 ? 'building' : 'buildings'}`;
}
