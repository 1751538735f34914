import type { BuildingJson, UnitJson } from '~/src/lib/api/types';
import { orderedPhotos } from '~/src/lib/images';
import { buildingPhotoAlt, describePhotos, unitPhotoAlt } from '~/src/lib/photo-alt';
import type { LightboxPhoto } from '../ui/PhotoLightbox';

type UnitNaming = Pick<UnitJson, 'images' | 'mainImage' | 'unitNumber' | 'type' | 'squareFootage'> & {
  photoDetails?: UnitJson['photoDetails'];
};

/** A unit's photos for carousels and viewers: main photo first, each with its alt text and caption (decision 034). */
export function unitPhotos(unit: UnitNaming): LightboxPhoto[] {
  return describePhotos(orderedPhotos(unit.images, unit.mainImage), unit.photoDetails, (n) => unitPhotoAlt(unit, n));
}

type BuildingNaming = Pick<BuildingJson, 'images' | 'mainImage' | 'name'> & { photoDetails?: BuildingJson['photoDetails'] };

/** A building's photos (its page, and after the unit's on a listing): main photo first, each described. */
export function buildingPhotos(building: BuildingNaming): LightboxPhoto[] {
  return describePhotos(orderedPhotos(building.images, building.mainImage), building.photoDetails, (n) => buildingPhotoAlt(building, n));
}

/** A listing's photos: the unit's, then its building's, main photos first and none twice, each described. */
export function listingPhotos(unit: UnitNaming, building: BuildingNaming | null | undefined): LightboxPhoto[] {
  const seen = new Set<string>();
  return [...unitPhotos(unit), ...(building ? buildingPhotos(building) : [])].filter(
    (photo) => !seen.has(photo.key) && Boolean(seen.add(photo.key)),
  );
}
