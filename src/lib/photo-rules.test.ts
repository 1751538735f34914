import { describe, expect, it } from 'vitest';
import { FEATURED_PHOTO_COUNT, featuredPhotosOf, mainPhotoOf } from './photo-rules';
import { BuildingSchema } from './schemas/building';
import { UnitSchema } from './schemas/unit';

const keys = ['a', 'b', 'c', 'd', 'e'].map((c) => `${c.repeat(8)}-0000-4000-8000-000000000000.jpg`);
const [first, second, third, fourth] = keys as [string, string, string, string];

describe('photo rules', () => {
  it('make the first photo the main one and the first three the featured ones', () => {
    expect(mainPhotoOf(keys)).toBe(first);
    expect(mainPhotoOf(keys, 'elsewhere.jpg')).toBe(first);
    expect(mainPhotoOf(keys, third)).toBe(third);
    expect(featuredPhotosOf(keys)).toEqual([first, second, third]);
    expect(featuredPhotosOf(keys, [fourth, 'elsewhere.jpg'])).toEqual([fourth]);
  });

  it('are what the unit and building schemas store', () => {
    const building = BuildingSchema.parse({ name: 'Dry Dock', address: '21 Drydock Avenue', images: keys, mainImage: fourth });
    expect(building.mainImage).toBe(fourth);
    expect(building.featuredImages).toHaveLength(FEATURED_PHOTO_COUNT);
    const unit = UnitSchema.parse({ buildingId: 1, unitNumber: '101', type: 'office', squareFootage: 1200, images: keys });
    expect(unit.mainImage).toBe(first);
  });
});
