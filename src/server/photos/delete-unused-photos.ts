// A photo lives as long as any unit, building or gallery image names it.
import { findUnreferencedImages } from '../../../db/queries/images';
import { deleteImages } from './image-store';

/** Deletes those of `keys` that nothing refers to any more. */
export async function deleteUnusedPhotos(keys: (string | null | undefined)[]): Promise<void> {
  await deleteImages(await findUnreferencedImages(keys.filter((key): key is string => Boolean(key))));
}
