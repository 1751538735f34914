import { z } from 'zod';
import { featuredPhotosOf, mainPhotoOf } from '../photo-rules';
import { photoDetailsList, photoDetailsMatchImages } from './photo-details';
import { flag, imageKey, imageList, multilineText, optionalNumber, requiredNumber, requiredText, textList, yearBuilt } from './fields';

export const BUILDING_CLASSES = ['A', 'B', 'C'] as const;
export const TENANT_TYPES = ['office', 'industrial', 'flex'] as const;

const score = (name: string) =>
  optionalNumber(
    z
      .number()
      .int(`${name} must be a whole number`)
      .min(0, `${name} must be between 0 and 100`)
      .max(100, `${name} must be between 0 and 100`),
  ).default(0);

export const BuildingSchema = z
  .object({
    name: requiredText('Building name is required'),
    address: requiredText('Address is required'),
    description: multilineText(),
    availableSquareFootage: optionalNumber(
      z.number().int().min(0, 'Available sq ft must be positive').max(100_000_000, 'Must be at most 100,000,000'),
      'Available sq ft must be positive',
    ).default(0),
    totalFloors: requiredNumber(
      z
        .number()
        .int('Total floors must be at least 1')
        .min(1, 'Total floors must be at least 1')
        .max(200, 'Total floors must be at most 200'),
      'Total floors must be at least 1',
    ).default(1),
    buildingClass: z.enum(BUILDING_CLASSES, { error: 'Building class must be A, B or C' }).default('A'),
    tenantType: z.enum(TENANT_TYPES, { error: 'Tenant type must be office, industrial or flex' }).default('office'),
    totalSquareFootage: optionalNumber(
      z.number().int().min(0, 'Total sq ft must be positive').max(100_000_000, 'Must be at most 100,000,000'),
      'Total sq ft must be positive',
    ),
    yearBuilt: yearBuilt(),
    continuouslyRenovated: flag(),
    bikeScore: score('Bike score'),
    walkScore: score('Walk score'),
    transitScore: score('Transit score'),
    nearbyTransit: textList(),
    transportationNotes: multilineText(),
    amenities: textList(),
    featured: flag(),
    mainImage: z.preprocess((v) => (v === '' || v === null ? undefined : v), imageKey.optional()),
    images: imageList(),
    featuredImages: imageList(),
    // Alt text and caption per photo (decision 034): stored beside the building, not in its row.
    photoDetails: photoDetailsList(),
  })
  .superRefine(photoDetailsMatchImages)
  .transform((building) => ({
    ...building,
    mainImage: mainPhotoOf(building.images, building.mainImage),
    featuredImages: featuredPhotosOf(building.images, building.featuredImages),
  }));

export type BuildingInput = z.input<typeof BuildingSchema>;
export type BuildingData = z.output<typeof BuildingSchema>;
