// Demo data for an empty database: buildings, units, gallery photos, twelve weeks of leasing
// history (db/seed-history.ts) and the admin user.
// It never touches a database that already holds buildings, so a restart never reseeds.
import { count } from 'drizzle-orm';
import { saveImage } from '~/src/server/photos/image-store';
import type { Database } from '~/db/client';
import { createAdminUser, findAdminUserByUsername } from '~/db/queries/admin-users';
import { buildings, galleryImages, replyTemplates, units } from '~/db/schema';
import { DEV_ADMIN_PASSWORD, seedBuildings, seedGallery, seedReplyTemplates, seedUnits } from '~/db/seed-data';

export { DEV_ADMIN_PASSWORD };
import { seedHistory } from '~/db/seed-history';
import { renderSceneJpeg, type Scene } from '~/db/seed-images';

export interface SeedOptions {
  /** ADMIN_PASSWORD; without it production refuses and development uses DEV_ADMIN_PASSWORD. */
  adminPassword: string | undefined;
  isProduction: boolean;
  log?: (message: string) => void;
  /** The demo photos, if drawing them started earlier (`npm start` on a new data folder); drawn here otherwise. */
  photos?: Promise<DemoPhotos>;
}

/** The demo photos as JPEGs: each building's and unit's, in seed order, and the gallery's. */
export interface DemoPhotos {
  buildings: Uint8Array[][];
  units: Uint8Array[][];
  gallery: Uint8Array[];
}

export function resolveAdminPassword({ adminPassword, isProduction, log = console.warn }: SeedOptions): string {
  if (adminPassword) return adminPassword;
  if (isProduction) throw new Error('ADMIN_PASSWORD must be set to create the admin user in production.');
  log(`ADMIN_PASSWORD is not set: the admin user gets the development password "${DEV_ADMIN_PASSWORD}".`);
  return DEV_ADMIN_PASSWORD;
}

/** Creates the `admin` user unless one exists (used for production, where no demo data goes). */
export async function ensureAdminUser(db: Database, options: SeedOptions): Promise<boolean> {
  if (await findAdminUserByUsername('admin', db)) return false;
  await createAdminUser('admin', resolveAdminPassword(options), db);
  return true;
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(buildings);
  return (row?.value ?? 0) === 0;
}

const drawScenes = (scenes: Scene[]) => Promise.all(scenes.map((scene) => renderSceneJpeg(scene)));
const storePhotos = (jpegs: Uint8Array[]) => Promise.all(jpegs.map((jpeg) => saveImage(jpeg, 'image/jpeg')));

/**
 * Draws every demo photo at once (sharp works on its own threads, so this overlaps whatever the
 * caller does meanwhile, such as opening the database): ~60 JPEGs, a few seconds of CPU.
 */
export async function drawDemoPhotos(): Promise<DemoPhotos> {
  const [buildings, units, gallery] = await Promise.all([
    Promise.all(seedBuildings.map((building) => drawScenes(building.scenes))),
    Promise.all(seedUnits.map((unit) => drawScenes(unit.scenes))),
    drawScenes(seedGallery.map((image) => image.scene)),
  ]);
  return { buildings, units, gallery };
}

/** Seeds an empty database and answers true; answers false and changes nothing otherwise. */
export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) {
    options.photos?.catch(() => {}); // drawn for nothing; a failure there concerns no one
    return false;
  }
  const adminPassword = resolveAdminPassword(options);

  // Photos go to Blobs first; the rows that name them are written in one transaction.
  const photos = await (options.photos ?? drawDemoPhotos());
  const [buildingPhotos, unitPhotos, galleryPhotos] = await Promise.all([
    Promise.all(photos.buildings.map(storePhotos)),
    Promise.all(photos.units.map(storePhotos)),
    storePhotos(photos.gallery),
  ]);

  await db.transaction(async (tx) => {
    const buildingIds = new Map<string, number>();
    for (const [i, { key, scenes: _scenes, ...building }] of seedBuildings.entries()) {
      const images = buildingPhotos[i] ?? [];
      const [row] = await tx
        .insert(buildings)
        .values({ ...building, images, mainImage: images[0] ?? null, featuredImages: images.slice(0, 3) })
        .returning({ id: buildings.id });
      if (row) buildingIds.set(key, row.id);
    }
    const seededUnits = await tx
      .insert(units)
      .values(
        seedUnits.map(({ building, scenes: _scenes, ...unit }, i) => {
          const images = unitPhotos[i] ?? [];
          const buildingId = buildingIds.get(building);
          if (buildingId === undefined) throw new Error(`Seed unit ${unit.unitNumber} names unknown building ${building}`);
          return { ...unit, buildingId, images, mainImage: images[0] ?? null };
        }),
      )
      .returning();
    await tx
      .insert(galleryImages)
      .values(seedGallery.map(({ scene: _scene, ...image }, i) => ({ ...image, filename: galleryPhotos[i] ?? '' })));
    await seedHistory(tx, seededUnits);
    await tx.insert(replyTemplates).values(seedReplyTemplates);
    await createAdminUser('admin', adminPassword, tx);
  });
  return true;
}
