import type { UnitJson } from '~/src/lib/api/types';
import { orderedPhotos } from '~/src/lib/images';
import type { LightboxPhoto } from '../ui/PhotoLightbox';

/** A unit's photos for carousels and viewers: main photo first, each with alt text. */
export function unitPhotos(unit: Pick<UnitJson, 'images' | 'mainImage' | 'unitNumber' | 'type'>): LightboxPhoto[] {
  const photos = orderedPhotos(unit.images, unit.mainImage);
  return photos.map((key, i) => ({ key, alt: `Unit ${unit.unitNumber}, ${unit.type} space, photo ${i + 1} of ${photos.length}` }));
}
