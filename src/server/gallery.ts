// The photo gallery: adding photos with their details, featuring, deleting.
import { deleteGalleryImageRow, insertGalleryImages, listGalleryImages, setGalleryImageFeatured } from '../../db/queries/gallery';
import type { GalleryImage } from '../../db/schema';
import type { GalleryImageDetails } from '../lib/schemas/gallery';
import { AppError } from './errors';
import { deleteUnusedPhotos } from './photos/delete-unused-photos';
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
  publishChange(background);
  return images;
}

export async function setGalleryFeatured(id: number, featured: boolean, background: Background): Promise<GalleryImage> {
  const image = await setGalleryImageFeatured(id, featured);
  if (!image) throw new AppError('not-found', 'Image not found');
  publishChange(background);
  return image;
}

export async function deleteGalleryImage(id: number, background: Background): Promise<void> {
  const image = await deleteGalleryImageRow(id);
  if (!image) throw new AppError('not-found', 'Image not found');
  await deleteUnusedPhotos([image.filename]);
  publishChange(background);
}
