// The photo gallery: adding photos with their details, featuring, describing, deleting.
import { insertGalleryImages, listGalleryImages } from '~/db/queries/gallery';
import { moveToTrash } from '~/db/queries/trash';
import type { GalleryImage } from '~/db/schema';
import type { GalleryImageDetails } from '~/src/lib/schemas/gallery';
import { cacheTags } from './cdn-cache';
import { AppError } from './errors';
import { storePhotos } from './photos/store-photos';
import { publishChange, type Background } from './publish';
import type { Actor } from './actor';

export { listGalleryImages };
// Featuring, describing and restoring a photo live apart: they need no image library.
export { restoreGalleryImage, updateGalleryImage } from './gallery-details';

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

/** Moves the image to the Trash; the photo stays until it is deleted for good. */
export async function deleteGalleryImage(id: number, background: Background): Promise<void> {
  if (!(await moveToTrash('gallery-image', id))) throw new AppError('not-found', 'Image not found');
  await publishChange(background, [cacheTags.gallery]);
}
