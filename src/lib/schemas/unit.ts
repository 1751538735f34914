import { z } from 'zod';
import { mainPhotoOf } from '../photo-rules';
import { photoDetailsList, photoDetailsMatchImages } from './photo-details';
import {
  flag,
  idNumber,
  floorPlanKey,
  imageKey,
  imageList,
  multilineText,
  optionalNumber,
  optionalText,
  requiredNumber,
  requiredText,
  textList,
  STATE_MESSAGE,
  STATE_PATTERN,
  webAddress,
  yearBuilt,
  ZIP_MESSAGE,
  ZIP_PATTERN,
} from './fields';
import { PARKING_OPTIONS, SPACE_TYPES, UNIT_STATUSES } from './unit-options';

// The unit's fixed values live in ./unit-options (no zod there: public islands import them).
export { PARKING_OPTIONS, SPACE_TYPE_OPTIONS, SPACE_TYPES, UNIT_STATUSES } from './unit-options';

const money = () => optionalNumber(z.number().min(0, 'Must be 0 or greater').max(100_000, 'Must be at most 100,000'));

export const UnitSchema = z
  .object({
    buildingId: idNumber('Building selection is required'),
    unitNumber: requiredText('Unit number is required', 40),
    type: z.preprocess((v) => (v === null || v === undefined ? '' : v), z.enum(SPACE_TYPES, { error: 'Space type is required' })),
    squareFootage: requiredNumber(
      z
        .number()
        .int('Square footage must be a whole number')
        .min(1, 'Square footage must be greater than 0')
        .max(10_000_000, 'Square footage must be at most 10,000,000'),
      'Square footage must be greater than 0',
    ),
    rate: optionalNumber(
      z.number().min(0, 'Rate must be 0 or greater').max(100_000, 'Rate must be at most 100,000'),
      'Rate must be 0 or greater',
    ).default(0),
    priceOnRequest: flag(),
    status: z.enum(UNIT_STATUSES, { error: 'Status must be available or leased' }).default('available'),
    description: multilineText(),
    address: optionalText(200),
    city: optionalText(100),
    state: optionalText(50).pipe(z.string().regex(STATE_PATTERN, STATE_MESSAGE).optional()),
    zipCode: optionalText(20).pipe(z.string().regex(ZIP_PATTERN, ZIP_MESSAGE).optional()),
    crossStreets: optionalText(200),
    buildingClass: optionalText(20),
    yearBuilt: yearBuilt(),
    totalBuildingSize: optionalNumber(z.number().int().min(0, 'Must be 0 or greater').max(100_000_000, 'Must be at most 100,000,000')),
    ceilingHeight: optionalNumber(z.number().min(0, 'Must be 0 or greater').max(200, 'Must be at most 200 ft')),
    parkingSpaces: optionalNumber(z.number().int().min(0, 'Must be 0 or greater').max(100_000, 'Must be at most 100,000')),
    parkingRatio: optionalText(60),
    parkingAvailable: z.enum(PARKING_OPTIONS, { error: 'Parking must be yes or no' }).default('yes'),
    leaseType: optionalText(60),
    operatingExpenses: money(),
    taxes: money(),
    insurance: money(),
    featured: flag(),
    images: imageList(),
    mainImage: z.preprocess((v) => (v === '' || v === null ? undefined : v), imageKey.optional()),
    amenities: textList(),
    loopnetUrl: webAddress(),
    // Where the unit is ('2', 'Ground', 'Mezzanine'), and when it can be moved into (none: now).
    floor: optionalText(40),
    floorPlan: z.preprocess((v) => (v === '' || v === null ? undefined : v), floorPlanKey.optional()),
    availableFrom: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.iso.date({ error: 'Enter the date as YYYY-MM-DD' }).optional(),
    ),
    // Alt text and caption per photo (decision 034): stored beside the unit, not in its row.
    photoDetails: photoDetailsList(),
  })
  .superRefine(photoDetailsMatchImages)
  .transform((unit) => ({
    ...unit,
    // 'Inquire for Rate' forces the rate to 0 (docs/PRODUCT.md §4).
    rate: unit.priceOnRequest ? 0 : unit.rate,
    mainImage: mainPhotoOf(unit.images, unit.mainImage),
  }));

export type UnitInput = z.input<typeof UnitSchema>;
export type UnitData = z.output<typeof UnitSchema>;
