import { describe, expect, it } from 'vitest';
import { BuildingSchema } from '~/src/lib/schemas/building';
import { UnitSchema } from '~/src/lib/schemas/unit';
import { schemaFormValues } from './form-values';

const photo = '0b9e2c3a-1f4d-4c6e-8a7b-9d0e1f2a3b4c.jpg';
// A record with every field set, as the API answers it (missing values null).
const asAnswer = (data: object) => JSON.parse(JSON.stringify(data, (_key, value: unknown) => value ?? null)) as object;

describe('schemaFormValues', () => {
  it("starts a new unit at the schema's defaults, other fields blank", () => {
    expect(schemaFormValues(UnitSchema.in.shape, null)).toMatchObject({
      buildingId: '',
      unitNumber: '',
      type: '',
      rate: '0',
      priceOnRequest: false,
      status: 'available',
      parkingAvailable: 'yes',
      featured: false,
      description: '',
      amenities: '',
    });
  });

  it('gives back every field of a stored unit unchanged when the form is saved as it is', () => {
    const unit = UnitSchema.parse({
      ...Object.fromEntries(Object.keys(UnitSchema.in.shape).map((key) => [key, '7'])),
      buildingId: 3,
      type: 'flex',
      status: 'leased',
      priceOnRequest: false,
      parkingAvailable: 'no',
      featured: true,
      yearBuilt: 1999,
      state: 'MA',
      zipCode: '02127',
      loopnetUrl: 'https://example.com/listing',
      availableFrom: '2031-05-01',
      images: [photo],
      mainImage: photo,
      floorPlan: photo,
      amenities: ['Roof deck', 'Bike room'],
      photoDetails: [{ key: photo, alt: 'The main room', caption: 'At noon' }],
    });
    expect(UnitSchema.parse(schemaFormValues(UnitSchema.in.shape, asAnswer(unit)))).toEqual(unit);
  });

  it('gives back every field of a stored building unchanged when the form is saved as it is', () => {
    const building = BuildingSchema.parse({
      name: 'Dry Dock',
      address: '1 Dry Dock Ave',
      description: 'Harbor views',
      totalSquareFootage: 90000,
      yearBuilt: 1920,
      continuouslyRenovated: true,
      walkScore: 88,
      nearbyTransit: ['Silver Line', 'Bus 7'],
      transportationNotes: 'Shuttle',
      images: [photo],
      featuredImages: [photo],
    });
    expect(BuildingSchema.parse(schemaFormValues(BuildingSchema.in.shape, asAnswer(building)))).toEqual(building);
  });
});
