import { and, asc, desc, eq } from 'drizzle-orm';
import type { GalleryImageDetails } from '~/src/lib/schemas/gallery';
import { getDb, type Database } from '../client';
import { galleryImages, type GalleryImage } from '../schema';
import { isLive, shownColumns } from './live-rows';
import { insertVersioned, type RevisionActor } from './revisions';

const galleryColumns = shownColumns(galleryImages);

export function listGalleryImages({ featuredOnly = false } = {}, db: Database = getDb()): Promise<GalleryImage[]> {
  return db
    .select(galleryColumns)
    .from(galleryImages)
    .where(and(isLive(galleryImages), featuredOnly ? eq(galleryImages.featured, true) : undefined))
    .orderBy(desc(galleryImages.featured), asc(galleryImages.id));
}

/** The columns of a photo's details (blank ones cleared). */
export const galleryDetailsRow = (details: GalleryImageDetails) => ({
  ...details,
  description: details.description ?? null,
  category: details.category ?? null,
  alt: details.alt ?? null,
});

/** New gallery images (version 1), each with its first revision. */
export function insertGalleryImages(
  images: (GalleryImageDetails & { filename: string })[],
  actor: RevisionActor,
  db: Database = getDb(),
): Promise<GalleryImage[]> {
  return insertVersioned<GalleryImage>(
    'gallery-image',
    images.map((image) => galleryDetailsRow(image)),
    actor,
    db,
  );
}
