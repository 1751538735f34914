// A photo lives as long as any unit, building or gallery image names it; its alt text and caption
// (photo_details, decision 034) go with it.
import { findUnreferencedImages } from '~/db/queries/images';
import { deletePhotoDetails } from '~/db/queries/photo-details';
import { cacheTags, purgeTags } from '../cdn-cache';
import { deleteImages } from './image-store';

/** Deletes photos for good, their words, and their copies at the CDN. */
export async function removePhotos(keys: string[]): Promise<void> {
  await deleteImages(keys);
  await deletePhotoDetails(keys);
  await purgeTags(keys.map(cacheTags.image));
}

/** Deletes those of `keys` that nothing refers to any more. */
export async function deleteUnusedPhotos(keys: (string | null | undefined)[]): Promise<void> {
  await removePhotos(await findUnreferencedImages(keys.filter((key): key is string => Boolean(key))));
}
