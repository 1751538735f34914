import { describe, expect, it } from 'vitest';
import { listingLabel } from './listing';
import { placeholderFacts, resolveUnit, resolveUnitFacts, resolveUnits, type BuildingFacts, type OwnFacts } from './unit-facts';

const harborview: BuildingFacts = { id: 1, address: '21 Drydock Avenue', buildingClass: 'A', yearBuilt: 1995, totalSquareFootage: 168000 };
const seaport: BuildingFacts = { id: 2, address: '300 Summer Street', buildingClass: 'B', yearBuilt: null, totalSquareFootage: null };
const blank: OwnFacts = {
  buildingId: 1,
  address: null,
  city: null,
  state: null,
  zipCode: null,
  crossStreets: null,
  buildingClass: null,
  yearBuilt: null,
  totalBuildingSize: null,
};

describe('what a unit shows', () => {
  it("takes every blank fact from its building, and city and state from the complex's", () => {
    expect(resolveUnitFacts(blank, harborview)).toEqual({
      address: '21 Drydock Avenue',
      city: 'Boston',
      state: 'MA',
      zipCode: null,
      crossStreets: null,
      buildingClass: 'A',
      yearBuilt: 1995,
      totalBuildingSize: 168000,
    });
  });

  it("shows the unit's own value wherever it has one", () => {
    const own: OwnFacts = {
      buildingId: 1,
      address: '23 Drydock Avenue',
      city: 'South Boston',
      state: 'Massachusetts',
      zipCode: '02210',
      crossStreets: 'Drydock Ave & Tide St',
      buildingClass: 'B+',
      yearBuilt: 2004,
      totalBuildingSize: 9000,
    };
    const { buildingId: _buildingId, ...facts } = own;
    expect(resolveUnitFacts(own, harborview)).toEqual(facts);
  });

  it('treats a value of spaces as blank, and trims what it shows', () => {
    const spaced = { ...blank, address: '   ', buildingClass: ' \t', city: '  Chelsea ', zipCode: ' 02150 ' };
    expect(resolveUnitFacts(spaced, harborview)).toMatchObject({
      address: '21 Drydock Avenue',
      buildingClass: 'A',
      city: 'Chelsea',
      zipCode: '02150',
    });
  });

  it('keeps what the building does not know blank, and lends nothing without a building', () => {
    expect(resolveUnitFacts(blank, seaport)).toMatchObject({ address: '300 Summer Street', yearBuilt: null, totalBuildingSize: null });
    expect(resolveUnitFacts({ ...blank, yearBuilt: 1924 }, seaport).yearBuilt).toBe(1924);
    expect(resolveUnitFacts(blank, null)).toMatchObject({ address: null, buildingClass: null, city: 'Boston', state: 'MA' });
  });

  it('resolves each unit against its own building, keeping everything else, so its label names the building address', () => {
    const units = [
      { ...blank, id: 7, unitNumber: '7', type: 'office' as const, squareFootage: 1200 },
      { ...blank, buildingId: 2, id: 8, unitNumber: '8', type: 'flex' as const, squareFootage: 800 },
      { ...blank, buildingId: 99, id: 9, unitNumber: '9', type: 'office' as const, squareFootage: 500 },
    ];
    const shown = resolveUnits(units, [harborview, seaport]);
    expect(shown.map(listingLabel)).toEqual([
      '21 Drydock Avenue - Unit 7 - Office (1,200 sq ft)',
      '300 Summer Street - Unit 8 - Flex (800 sq ft)',
      'Unit 9 - Office (500 sq ft)',
    ]);
    expect(resolveUnit(units[0]!, harborview)).toMatchObject({ id: 7, unitNumber: '7', buildingId: 1 });
    expect(units[0]!.address).toBeNull(); // the stored unit is left as it was
  });

  it("offers the building's values as the unit form's placeholders", () => {
    expect(placeholderFacts(harborview)).toEqual({
      address: '21 Drydock Avenue',
      city: 'Boston',
      state: 'MA',
      zipCode: '',
      crossStreets: '',
      buildingClass: 'A',
      yearBuilt: '1995',
      totalBuildingSize: '168000',
    });
    expect(placeholderFacts(undefined)).toMatchObject({ address: '', buildingClass: '', yearBuilt: '' });
  });
});
