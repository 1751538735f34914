// The photo gallery: adding photos with their details, featuring, deleting.
import { galleryDetailsRow, insertGalleryImages, listGalleryImages } from '~/db/queries/gallery';
import { moveToTrash } from '~/db/queries/trash';
import type { GalleryImage } from '~/db/schema';
import type { GalleryImageDetails } from '~/src/lib/schemas/gallery';
import { cacheTags } from './cdn-cache';
import { AppError } from './errors';
import { storePhotos } from './photos/store-photos';
import { publishChange, type Background } from './publish';
import type { Actor } from './actor';
import { writeVersioned, type VersionedChange } from './versions';

export { listGalleryImages };

export interface GalleryUpload {
  file: File;
  details: GalleryImageDetails;
}

/** Stores every photo (all or none), then their gallery rows. */
export async function addGalleryImages(uploads: GalleryUpload[], background: Background, actor: Actor): Promise<GalleryImage[]> {
  const stored = await storePhotos(uploads);
  const images = await insertGalleryImages(
    stored.map(({ details, key }) => ({ ...details, filename: key })),
    actor,
  );
  await publishChange(background, [cacheTags.gallery]);
  return images;
}

/** Features or unfeatures a photo, over the version the admin saw (a newer one: 409). */
export async function setGalleryFeatured(
  id: number,
  featured: boolean,
  background: Background,
  change: VersionedChange,
): Promise<GalleryImage> {
  const image = await writeVersioned<GalleryImage>('gallery-image', change, { id, values: { featured } });
  await publishChange(background, [cacheTags.gallery]);
  return image;
}

/** Puts an earlier version's details (description, category, featured) back: the restore of a photo. */
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

/** Moves the image to the Trash; the photo stays until it is deleted for good. */
export async function deleteGalleryImage(id: number, background: Background): Promise<void> {
  if (!(await moveToTrash('gallery-image', id))) throw new AppError('not-found', 'Image not found');
  await publishChange(background, [cacheTags.gallery]);
}
