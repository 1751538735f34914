import { asc, desc, eq } from 'drizzle-orm';
import type { GalleryImageDetails } from '../../src/lib/schemas/gallery';
import { getDb, type Database } from '../client';
import { galleryImages } from '../schema';

export function listGalleryImages({ featuredOnly = false } = {}, db: Database = getDb()) {
  const query = db.select().from(galleryImages);
  return (featuredOnly ? query.where(eq(galleryImages.featured, true)) : query).orderBy(
    desc(galleryImages.featured),
    asc(galleryImages.id),
  );
}

export function insertGalleryImages(images: (GalleryImageDetails & { filename: string })[], db: Database = getDb()) {
  return db
    .insert(galleryImages)
    .values(images.map((image) => ({ ...image, description: image.description ?? null, category: image.category ?? null })))
    .returning();
}

export async function setGalleryImageFeatured(id: number, featured: boolean, db: Database = getDb()) {
  const [image] = await db.update(galleryImages).set({ featured }).where(eq(galleryImages.id, id)).returning();
  return image ?? null;
}

export async function deleteGalleryImageRow(id: number, db: Database = getDb()) {
  const [image] = await db.delete(galleryImages).where(eq(galleryImages.id, id)).returning();
  return image ?? null;
}
