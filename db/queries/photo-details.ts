// The alt text and caption of unit and building photos, by photo key (decision 034).
import { asc, inArray, sql } from 'drizzle-orm';
import type { PhotoDetail, PhotoDetailData } from '~/src/lib/schemas/photo-details';
import { getDb, type Database } from '../client';
import { photoDetails } from '../schema';

const detailColumns = { key: photoDetails.key, alt: photoDetails.alt, caption: photoDetails.caption };

/** The stored words of those of `keys` that have any. */
export function listPhotoDetails(keys: readonly string[], db: Database = getDb()): Promise<PhotoDetail[]> {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .select(detailColumns)
    .from(photoDetails)
    .where(inArray(photoDetails.key, [...new Set(keys)]))
    .orderBy(asc(photoDetails.key));
}

/**
 * Stores each photo's words over what it had: one upsert, so saves at the same moment never
 * collide on a new key; rows in key order, so two saves naming the same photos lock them in the
 * same order (no deadlock). Pass the unit's or building's transaction.
 */
export async function savePhotoDetails(details: readonly PhotoDetailData[], db: Database = getDb()): Promise<void> {
  if (details.length === 0) return;
  await db
    .insert(photoDetails)
    .values(
      [...details]
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
        .map(({ key, alt, caption }) => ({ key, alt, caption: caption ?? null })),
    )
    .onConflictDoUpdate({
      target: photoDetails.key,
      set: { alt: sql`excluded.alt`, caption: sql`excluded.caption`, updatedAt: sql`now()` },
    });
}

/** Forgets the words of photos deleted for good. */
export async function deletePhotoDetails(keys: readonly string[], db: Database = getDb()): Promise<number> {
  if (keys.length === 0) return 0;
  const deleted = await db
    .delete(photoDetails)
    .where(inArray(photoDetails.key, [...new Set(keys)]))
    .returning({ key: photoDetails.key });
  return deleted.length;
}
