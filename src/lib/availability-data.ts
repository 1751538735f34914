// What the Availability page's island needs of each unit and building, and the compact text the
// prebuilt page hands it (docs/decisions/038): only the available units, only the fields the page
// filters on and draws, one short line per unit rather than Astro's tagged JSON of whole records
// (at 1,000 units that JSON was 1.3 MB of the page's 1.9 MB). Pure functions, tested beside.
import type { BuildingJson, UnitJson } from './api/types';

export type AvailabilityUnit = Pick<
  UnitJson,
  | 'id'
  | 'buildingId'
  | 'unitNumber'
  | 'type'
  | 'squareFootage'
  | 'rate'
  | 'priceOnRequest'
  | 'featured'
  | 'floor'
  | 'availableFrom'
  | 'status'
>;

export type AvailabilityBuilding = Pick<
  BuildingJson,
  'id' | 'name' | 'address' | 'buildingClass' | 'tenantType' | 'totalFloors' | 'walkScore' | 'mainImage'
>;

// A unit is its fields in this order, separated by ','; units are separated by ';'. Text fields are
// URI-encoded, so neither separator can occur inside one; an empty field is null.
const text = (value: string | null) => (value === null ? '' : encodeURIComponent(value));
const untext = (value: string | undefined) => (value ? decodeURIComponent(value) : null);

/** The available units of `units`, packed for the page's island. */
export function packAvailableUnits(units: AvailabilityUnit[]): string {
  return units
    .filter((u) => u.status === 'available')
    .map((u) =>
      [
        u.id,
        u.buildingId,
        text(u.unitNumber),
        text(u.type),
        u.squareFootage,
        u.rate,
        u.priceOnRequest ? 1 : 0,
        u.featured ? 1 : 0,
        text(u.floor),
        text(u.availableFrom),
      ].join(','),
    )
    .join(';');
}

export function unpackAvailableUnits(packed: string): AvailabilityUnit[] {
  if (packed === '') return [];
  return packed.split(';').map((line) => {
    const [id, buildingId, unitNumber, type, squareFootage, rate, priceOnRequest, featured, floor, availableFrom] = line.split(',');
    return {
      id: Number(id),
      buildingId: Number(buildingId),
      unitNumber: untext(unitNumber) ?? '',
      type: (untext(type) ?? 'office') as AvailabilityUnit['type'],
      squareFootage: Number(squareFootage),
      rate: Number(rate),
      priceOnRequest: priceOnRequest === '1',
      featured: featured === '1',
      floor: untext(floor),
      availableFrom: untext(availableFrom),
      status: 'available',
    };
  });
}

/** A building as the page draws it: its facts and one photo (the main one, else its first). */
export const availabilityBuilding = (b: AvailabilityBuilding & Pick<BuildingJson, 'images'>): AvailabilityBuilding => ({
  id: b.id,
  name: b.name,
  address: b.address,
  buildingClass: b.buildingClass,
  tenantType: b.tenantType,
  totalFloors: b.totalFloors,
  walkScore: b.walkScore,
  mainImage: b.mainImage ?? b.images[0] ?? null,
});
