import { describe, expect, it } from 'vitest';
import type { BuildingJson, UnitJson } from './api/types';
import {
  availabilityCount,
  filtersFromSearch,
  groupAvailability,
  hasActiveFilter,
  isSizeRangeInverted,
  NO_FILTERS,
  searchFromFilters,
  sumAvailableSqFt,
} from './availability';

const building = (id: number, name: string) => ({ id, name }) as BuildingJson;
const unit = (id: number, buildingId: number, change: Partial<UnitJson> = {}) =>
  ({
    id,
    buildingId,
    unitNumber: String(id),
    type: 'office',
    squareFootage: 1000 * id,
    rate: 30 + id,
    priceOnRequest: false,
    status: 'available',
    ...change,
  }) as UnitJson;

const buildings = [building(1, 'A'), building(2, 'B'), building(3, 'C')];
const units = [
  unit(1, 1),
  unit(2, 1, { type: 'industrial' }),
  unit(3, 2, { status: 'leased' }),
  unit(4, 3, { priceOnRequest: true, rate: 0 }),
  unit(5, 3, { type: 'flex' }),
];

describe('sumAvailableSqFt', () => {
  it("adds up the building's available units only: a leased one or another building's does not count", () => {
    expect(sumAvailableSqFt(units, 1)).toBe(3000);
    expect(sumAvailableSqFt(units, 2)).toBe(0);
    expect(sumAvailableSqFt(units, 3)).toBe(9000);
    expect(sumAvailableSqFt([], 1)).toBe(0);
  });
});

describe('groupAvailability', () => {
  it('keeps available units only and hides buildings left with none', () => {
    const groups = groupAvailability(units, buildings);
    expect(groups.map((g) => [g.building.name, g.units.map((u) => u.id), g.totalSqFt])).toEqual([
      ['A', [1, 2], 3000],
      ['C', [4, 5], 9000],
    ]);
  });

  it('filters by type, building and size range', () => {
    expect(groupAvailability(units, buildings, { ...NO_FILTERS, type: 'industrial' }).flatMap((g) => g.units.map((u) => u.id))).toEqual([
      2,
    ]);
    expect(groupAvailability(units, buildings, { ...NO_FILTERS, building: 3 }).flatMap((g) => g.units.map((u) => u.id))).toEqual([4, 5]);
    expect(
      groupAvailability(units, buildings, { ...NO_FILTERS, minSqFt: 2000, maxSqFt: 4000 }).flatMap((g) => g.units.map((u) => u.id)),
    ).toEqual([2, 4]);
  });

  it('"Office" includes Executive Office units; "Executive Office" alone does not include Office', () => {
    const mixed = [...units, unit(6, 2, { type: 'executive' })];
    const ids = (type: string) => groupAvailability(mixed, buildings, { ...NO_FILTERS, type }).flatMap((g) => g.units.map((u) => u.id));
    expect(ids('office')).toEqual([1, 6, 4]);
    expect(ids('executive')).toEqual([6]);
  });

  it('a minimum above the maximum is reported and leaves the size bounds out instead of emptying the list', () => {
    const inverted = { ...NO_FILTERS, minSqFt: 4000, maxSqFt: 2000 };
    expect(isSizeRangeInverted(inverted)).toBe(true);
    expect(isSizeRangeInverted({ ...NO_FILTERS, minSqFt: 2000, maxSqFt: 2000 })).toBe(false);
    expect(isSizeRangeInverted({ ...NO_FILTERS, minSqFt: 4000 })).toBe(false);
    expect(groupAvailability(units, buildings, inverted).flatMap((g) => g.units.map((u) => u.id))).toEqual([1, 2, 4, 5]);
    expect(groupAvailability(units, buildings, { ...inverted, type: 'industrial' }).flatMap((g) => g.units.map((u) => u.id))).toEqual([2]);
  });

  it('sorts by rate with price-on-request last either way, and by size', () => {
    const byRateAsc = groupAvailability(units, buildings, { ...NO_FILTERS, sort: 'rate-asc' });
    expect(byRateAsc.find((g) => g.building.id === 3)!.units.map((u) => u.id)).toEqual([5, 4]);
    const byRateDesc = groupAvailability(units, buildings, { ...NO_FILTERS, sort: 'rate-desc' });
    expect(byRateDesc[0]!.units.map((u) => u.id)).toEqual([5, 4]);
    expect(groupAvailability(units, buildings, { ...NO_FILTERS, sort: 'size-desc' })[0]!.units[0]!.id).toBe(5);
  });
});

describe('filters in the address', () => {
  it('round-trip, and ignore nonsense', () => {
    const filters = { type: 'flex', building: 3, minSqFt: 1000, maxSqFt: 5000, sort: 'rate-asc' as const };
    expect(filtersFromSearch(searchFromFilters(filters))).toEqual(filters);
    expect(searchFromFilters(NO_FILTERS)).toBe('');
    expect(filtersFromSearch('?building=abc&min=-5&sort=drop-table')).toEqual(NO_FILTERS);
    expect(hasActiveFilter(NO_FILTERS)).toBe(false);
    expect(hasActiveFilter({ ...NO_FILTERS, sort: 'size-asc' })).toBe(false);
  });
});

describe('availabilityCount', () => {
  it('says one space and one building in the singular', () => {
    expect(availabilityCount([{ units: [1] }])).toBe('1 available space in 1 building');
    expect(availabilityCount([{ units: [1, 2] }, { units: [] }])).toBe('2 available spaces in 2 buildings');
  });
});
