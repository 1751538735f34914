// The photo gallery: adding photos with their details, featuring, describing, deleting.
import { insertGalleryImages, listGalleryImages, updateGalleryImage as updateImageRow } from '~/db/queries/gallery';
import { moveToTrash } from '~/db/queries/trash';
import type { GalleryImage } from '~/db/schema';
import type { GalleryImageDetails, GalleryImageUpdate } from '~/src/lib/schemas/gallery';
import { cacheTags } from './cdn-cache';
import { AppError } from './errors';
import { storePhotos } from './photos/store-photos';
import { publishChange, type Background } from './publish';

export { listGalleryImages };

export interface GalleryUpload {
  file: File;
  details: GalleryImageDetails;
}

/** Stores every photo (all or none), then their gallery rows. */
export async function addGalleryImages(uploads: GalleryUpload[], background: Background): Promise<GalleryImage[]> {
  const stored = await storePhotos(uploads);
  const images = await insertGalleryImages(stored.map(({ details, key }) => ({ ...details, filename: key })));
  await publishChange(background, [cacheTags.gallery]);
  return images;
}

/** Flips featured and/or changes the photo's alt text and caption (`description`). */
export async function updateGalleryImage(id: number, change: GalleryImageUpdate, background: Background): Promise<GalleryImage> {
  const image = await updateImageRow(id, change);
  if (!image) throw new AppError('not-found', 'Image not found');
  await publishChange(background, [cacheTags.gallery]);
  return image;
}

/** Moves the image to the Trash; the photo stays until it is deleted for good. */
export async function deleteGalleryImage(id: number, background: Background): Promise<void> {
  if (!(await moveToTrash('gallery-image', id))) throw new AppError('not-found', 'Image not found');
  await publishChange(background, [cacheTags.gallery]);
}
