// What a photo says about itself (decision 034): the alt text and caption the admin gave it, else a
// sensible default from its unit or building, so no content photo ever has an empty alt.
import { formatSqFt, spaceTypeLabel } from './format';
import type { PhotoDetail } from './schemas/photo-details';

export interface DescribedPhoto {
  key: string;
  alt: string;
  caption: string | null;
}

interface UnitNaming {
  unitNumber: string;
  squareFootage: number;
  type: string;
}

/** 'Unit 210, 2,400 sq ft office space — photo 2'. */
export function unitPhotoAlt(unit: UnitNaming, position: number): string {
  const size = unit.squareFootage > 0 ? `${formatSqFt(unit.squareFootage)} ` : '';
  const kind = unit.type ? `${spaceTypeLabel(unit.type).toLowerCase()} space` : 'space';
  return `Unit ${unit.unitNumber.trim() || '(new)'}, ${size}${kind} — photo ${position}`;
}

/** 'Drydock Building — photo 1'. */
export function buildingPhotoAlt(building: { name: string }, position: number): string {
  return `${building.name.trim() || 'Building'} — photo ${position}`;
}

/** A gallery image's alt: its own, else its caption (as before there was alt text), else a default. */
export function galleryPhotoAlt(image: { alt?: string | null; description: string | null; category: string | null }): string {
  return image.alt || image.description || `Photo of the complex${image.category ? ` (${image.category})` : ''}`;
}

/** Each key with its stored words, or the default alt for its position (1-based) and no caption. */
export function describePhotos(
  keys: readonly string[],
  details: readonly PhotoDetail[] | undefined,
  defaultAlt: (position: number) => string,
): DescribedPhoto[] {
  const byKey = new Map((details ?? []).map((detail) => [detail.key, detail]));
  return keys.map((key, i) => {
    const detail = byKey.get(key);
    return { key, alt: detail?.alt || defaultAlt(i + 1), caption: detail?.caption ?? null };
  });
}

/** One photo's stored alt text, else `fallback`. */
export function photoAltOf(details: readonly PhotoDetail[] | undefined, key: string, fallback: string): string {
  return details?.find((detail) => detail.key === key)?.alt || fallback;
}
