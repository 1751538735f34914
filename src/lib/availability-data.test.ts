import { describe, expect, it } from 'vitest';
import { availabilityBuilding, packAvailableUnits, unpackAvailableUnits, type AvailabilityUnit } from './availability-data';

const unit = (change: Partial<AvailabilityUnit> = {}): AvailabilityUnit => ({
  id: 7,
  buildingId: 2,
  unitNumber: '210',
  type: 'office',
  squareFootage: 2450,
  rate: 42.5,
  priceOnRequest: false,
  featured: true,
  floor: null,
  availableFrom: '2026-12-01',
  status: 'available',
  ...change,
});

describe('packAvailableUnits', () => {
  it('round-trips every field the page draws, text with separators and nulls included', () => {
    const units = [
      unit(),
      unit({ id: 8, unitNumber: 'B-1, rear; "annex" 100%', floor: 'Mezzanine', availableFrom: null, featured: false }),
      unit({ id: 9, priceOnRequest: true, rate: 0, type: 'distribution', floor: 'Ground' }),
    ];
    expect(unpackAvailableUnits(packAvailableUnits(units))).toEqual(units);
  });

  it('leaves out leased units, and an empty list packs to nothing', () => {
    expect(unpackAvailableUnits(packAvailableUnits([unit({ status: 'leased' })]))).toEqual([]);
    expect(packAvailableUnits([])).toBe('');
  });

  it('is far smaller than the units as JSON', () => {
    const units = Array.from({ length: 100 }, (_, i) => unit({ id: i, unitNumber: `B${i}-100` }));
    expect(packAvailableUnits(units).length).toBeLessThan(JSON.stringify(units).length / 4);
  });
});

describe('availabilityBuilding', () => {
  it('keeps the facts and one photo: the main one, else the first', () => {
    const building = {
      id: 1,
      name: 'Harborview Exchange',
      address: '21 Drydock Avenue',
      buildingClass: 'A' as const,
      tenantType: 'office' as const,
      totalFloors: 6,
      walkScore: 82,
      mainImage: null,
      images: ['a.jpg', 'b.jpg'],
    };
    const { images: _images, ...facts } = building;
    expect(availabilityBuilding(building)).toEqual({ ...facts, mainImage: 'a.jpg' });
    expect(availabilityBuilding({ ...building, mainImage: 'b.jpg' }).mainImage).toBe('b.jpg');
  });
});
