import { describe, expect, it } from 'vitest';
import { criteriaFromFilters, describeCriteria } from './alert-criteria';
import { NO_FILTERS } from './availability';
import { FILTER_TYPE_OPTIONS, matchesSpaceType, typesMatching } from './space-type-groups';

describe('space-type groups', () => {
  it('"Office" matches Office and Executive Office units; every other type only itself', () => {
    expect(typesMatching('office')).toEqual(['office', 'executive']);
    expect(matchesSpaceType('office', 'executive')).toBe(true);
    expect(matchesSpaceType('office', 'flex')).toBe(false);
    expect(matchesSpaceType('executive', 'office')).toBe(false);
    expect(matchesSpaceType('warehouse', 'warehouse')).toBe(true);
    expect(matchesSpaceType('all', 'distribution')).toBe(true);
  });

  it('takes a type named like an object property for an unknown type, matching nothing', () => {
    for (const type of ['toString', 'constructor', '__proto__']) {
      expect(typesMatching(type), type).toEqual([type]);
      expect(matchesSpaceType(type, 'office'), type).toBe(false);
    }
  });

  it("the filter's option says what a grouped type includes, and keeps every other label", () => {
    expect(FILTER_TYPE_OPTIONS.map((o) => o.label)).toEqual([
      'All Spaces',
      'Office (incl. Executive Office)',
      'Industrial',
      'Warehouse',
      'Distribution Center',
      'Executive Office',
      'Flex',
    ]);
  });

  it("an alert's criteria text names the types it matches", () => {
    expect(describeCriteria({ spaceType: 'office', minSquareFootage: 1000, maxSquareFootage: 3000, buildingName: 'Harbor Point' })).toBe(
      'office or executive office space, 1,000 to 3,000 sq ft, in Harbor Point',
    );
    expect(describeCriteria({ spaceType: 'flex', minSquareFootage: null, maxSquareFootage: null, buildingName: null })).toBe('flex space');
  });
});

describe('criteriaFromFilters', () => {
  it('turns the filters into alert criteria', () => {
    expect(criteriaFromFilters({ ...NO_FILTERS, type: 'office', building: 3, minSqFt: 1000, maxSqFt: 2000 })).toEqual({
      spaceType: 'office',
      minSquareFootage: 1000,
      maxSquareFootage: 2000,
      buildingId: 3,
    });
    expect(criteriaFromFilters(NO_FILTERS)).toEqual({ spaceType: null, minSquareFootage: null, maxSquareFootage: null, buildingId: null });
  });

  it('leaves out an inverted size range, a zero bound and an unknown type', () => {
    expect(criteriaFromFilters({ ...NO_FILTERS, type: 'castle', minSqFt: 5000, maxSqFt: 1000 })).toEqual({
      spaceType: null,
      minSquareFootage: null,
      maxSquareFootage: null,
      buildingId: null,
    });
    expect(criteriaFromFilters({ ...NO_FILTERS, minSqFt: 0, maxSqFt: 900 }).minSquareFootage).toBeNull();
  });
});
