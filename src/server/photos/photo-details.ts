// Units and buildings as the API answers them: each with the alt text and caption of its photos
// (`photoDetails`, decision 034), read in one query for a whole list.
import { listPhotoDetails } from '~/db/queries/photo-details';
import type { PhotoDetail } from '~/src/lib/schemas/photo-details';

export type WithPhotoDetails<T> = T & { photoDetails: PhotoDetail[] };

/** Each record with the stored words of its photos, in the order of its `images`. */
export async function withPhotoDetails<T extends { images: string[] }>(records: T[]): Promise<WithPhotoDetails<T>[]> {
  const details = new Map((await listPhotoDetails(records.flatMap((record) => record.images))).map((detail) => [detail.key, detail]));
  return records.map((record) => ({
    ...record,
    photoDetails: record.images.flatMap((key) => details.get(key) ?? []),
  }));
}

export async function withPhotoDetailsOne<T extends { images: string[] }>(record: T): Promise<WithPhotoDetails<T>> {
  const [described] = await withPhotoDetails([record]);
  return described!;
}
