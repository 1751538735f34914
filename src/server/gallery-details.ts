// A gallery photo's own fields over its version: featured, alt text and caption, and the restore of
// an earlier version. Apart from ./gallery.ts (which stores uploads) so that the functions that only
// change these never bundle the image library.
import { galleryDetailsRow } from '~/db/queries/gallery';
import type { GalleryImage } from '~/db/schema';
import type { GalleryImageDetails, GalleryImageUpdate } from '~/src/lib/schemas/gallery';
import { cacheTags } from './cdn-cache';
import { publishChange, type Background } from './publish';
import { writeVersioned, type VersionedChange } from './versions';

/**
 * Flips featured and/or changes the photo's alt text and caption (`description`), over the version
 * the admin saw (a newer one: 409).
 */
export async function updateGalleryImage(
  id: number,
  update: GalleryImageUpdate,
  background: Background,
  change: VersionedChange,
): Promise<GalleryImage> {
  const values = Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined));
  const image = await writeVersioned<GalleryImage>('gallery-image', change, { id, values });
  await publishChange(background, [cacheTags.gallery]);
  return image;
}

/** Puts an earlier version's details (description, category, featured, alt) back: the restore of a photo. */
export async function restoreGalleryImage(
  id: number,
  details: GalleryImageDetails,
  background: Background,
  change: VersionedChange,
): Promise<GalleryImage> {
  const image = await writeVersioned<GalleryImage>('gallery-image', change, { id, values: galleryDetailsRow(details) });
  await publishChange(background, [cacheTags.gallery]);
  return image;
}
