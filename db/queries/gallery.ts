import { and, asc, desc, eq } from 'drizzle-orm';
import type { GalleryImageDetails, GalleryImageUpdate } from '~/src/lib/schemas/gallery';
import { getDb, type Database } from '../client';
import { galleryImages, type GalleryImage } from '../schema';
import { isLive, shownColumns } from './live-rows';

const galleryColumns = shownColumns(galleryImages);

export function listGalleryImages({ featuredOnly = false } = {}, db: Database = getDb()): Promise<GalleryImage[]> {
  return db
    .select(galleryColumns)
    .from(galleryImages)
    .where(and(isLive(galleryImages), featuredOnly ? eq(galleryImages.featured, true) : undefined))
    .orderBy(desc(galleryImages.featured), asc(galleryImages.id));
}

export function insertGalleryImages(
  images: (GalleryImageDetails & { filename: string })[],
  db: Database = getDb(),
): Promise<GalleryImage[]> {
  return db
    .insert(galleryImages)
    .values(
      images.map((image) => ({
        ...image,
        description: image.description ?? null,
        category: image.category ?? null,
        alt: image.alt ?? null,
      })),
    )
    .returning(galleryColumns);
}

/** Changes what the update names (featured, alt, caption) of a live image, in one statement. */
export async function updateGalleryImage(id: number, change: GalleryImageUpdate, db: Database = getDb()): Promise<GalleryImage | null> {
  const [image] = await db
    .update(galleryImages)
    .set({
      ...(change.featured === undefined ? {} : { featured: change.featured }),
      ...(change.alt === undefined ? {} : { alt: change.alt }),
      ...(change.description === undefined ? {} : { description: change.description }),
    })
    .where(and(eq(galleryImages.id, id), isLive(galleryImages)))
    .returning(galleryColumns);
  return image ?? null;
}
