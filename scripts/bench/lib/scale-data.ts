// The scale scenario of `npm run bench:scale`: a complex far larger than the demo data, written
// straight into the database (one statement per few hundred rows) with real photos in Blobs.
import { getDb } from '~/db/client';
import { renderSceneJpeg, type SceneKind } from '~/db/seed-images';
import { createAdminUser } from '~/db/queries/admin-users';
import { buildings, galleryImages, inquiries, units } from '~/db/schema';
import { saveImage } from '~/src/server/photos/image-store';
import { SPACE_TYPES } from '~/src/lib/schemas/unit';

export const SCALE = { buildings: 50, units: 1000, galleryImages: 300, inquiries: 5000, distinctPhotos: 40 };

const KINDS: SceneKind[] = ['facade', 'office', 'warehouse', 'lobby', 'harbor'];
const FIRST_NAMES = ['Ana', 'Ben', 'Chloe', 'Dev', 'Elena', 'Farid', 'Grace', 'Hiro', 'Ines', 'Jonah'];
const LAST_NAMES = ['Lee', 'Murphy', 'Okafor', 'Patel', 'Quinn', 'Rossi', 'Silva', 'Tran', 'Walsh', 'Young'];
const DAY = 86_400_000;

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += 250) await insert(rows.slice(i, i + 250));
}

export async function generateScaleData(adminPassword: string): Promise<void> {
  const db = getDb();
  // Real photos (each unit shows two of them); photos are shared, as a leasing team's often are.
  const photos = await Promise.all(
    Array.from({ length: SCALE.distinctPhotos }, async (_, i) =>
      saveImage(await renderSceneJpeg({ kind: KINDS[i % KINDS.length]!, seed: 1000 + i, hue: (i * 37) % 360 }), 'image/jpeg'),
    ),
  );
  const photo = (i: number) => photos[i % photos.length]!;

  const buildingRows = await db
    .insert(buildings)
    .values(
      Array.from({ length: SCALE.buildings }, (_, b) => ({
        name: `Building ${String(b + 1).padStart(2, '0')}`,
        address: `${100 + b * 2} Harbor Street`,
        totalFloors: 6,
        mainImage: photo(b),
        images: [photo(b), photo(b + 1)],
        featuredImages: [photo(b)],
      })),
    )
    .returning({ id: buildings.id });

  const perBuilding = SCALE.units / SCALE.buildings;
  const unitRows = Array.from({ length: SCALE.units }, (_, u) => {
    const building = buildingRows[Math.floor(u / perBuilding)]!;
    return {
      buildingId: building.id,
      unitNumber: `B${Math.floor(u / perBuilding) + 1}-${100 + (u % perBuilding)}`,
      type: SPACE_TYPES[u % SPACE_TYPES.length]!,
      squareFootage: 800 + ((u * 137) % 9000),
      rate: 18 + ((u * 7) % 30),
      status: u % 4 === 0 ? ('leased' as const) : ('available' as const),
      description: `Unit ${u + 1}: bright, flexible space with freight access and fibre.`,
      address: `${100 + Math.floor(u / perBuilding) * 2} Harbor Street`,
      featured: u % 100 === 0,
      images: [photo(u), photo(u + 7)],
      mainImage: photo(u),
      amenities: ['Fibre', 'Freight elevator'],
    };
  });
  await insertInChunks(unitRows, (chunk) => db.insert(units).values(chunk));

  await insertInChunks(
    Array.from({ length: SCALE.galleryImages }, (_, g) => ({
      filename: photo(g),
      description: `Gallery photo ${g + 1}`,
      category: KINDS[g % KINDS.length]!,
      featured: g % 25 === 0,
    })),
    (chunk) => db.insert(galleryImages).values(chunk),
  );

  const now = Date.now();
  await insertInChunks(
    Array.from({ length: SCALE.inquiries }, (_, i) => ({
      firstName: FIRST_NAMES[i % FIRST_NAMES.length]!,
      lastName: LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]!,
      email: `lead${i}@example.com`,
      company: `Company ${i % 400}`,
      listing: `Unit B${(i % 50) + 1}-${100 + (i % 20)}`,
      message: `We are looking for about ${1000 + (i % 40) * 100} sq ft from next quarter. Could we tour?`,
      status: i % 3 === 0 ? ('new' as const) : ('read' as const),
      notifyState: 'sent' as const,
      createdAt: new Date(now - (i * 84 * DAY) / SCALE.inquiries),
    })),
    (chunk) => db.insert(inquiries).values(chunk),
  );
  await createAdminUser('admin', adminPassword, db);
}
