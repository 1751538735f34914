import bcrypt from 'bcryptjs';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readImage } from '~/src/server/photos/image-store';
import { startTestPlatform, type TestPlatform } from '~/tests/helpers/test-platform';
import { adminUsers, buildings, galleryImages, units } from '~/db/schema';
import { DEV_ADMIN_PASSWORD, ensureAdminUser, seedIfEmpty } from './seed';

describe('seed', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform.stop());

  it('refuses to create an admin in production without ADMIN_PASSWORD, and writes nothing', async () => {
    await expect(seedIfEmpty(platform.db, { adminPassword: undefined, isProduction: true })).rejects.toThrow(/ADMIN_PASSWORD/);
    const [row] = await platform.db.select({ value: count() }).from(buildings);
    expect(row?.value).toBe(0);
  });

  it('fills an empty database with a believable complex', async () => {
    const warnings: string[] = [];
    expect(await seedIfEmpty(platform.db, { adminPassword: undefined, isProduction: false, log: (m) => warnings.push(m) })).toBe(true);
    expect(warnings.join()).toContain(DEV_ADMIN_PASSWORD);

    const allBuildings = await platform.db.select().from(buildings);
    const allUnits = await platform.db.select().from(units);
    const gallery = await platform.db.select().from(galleryImages);
    expect(allBuildings.length).toBeGreaterThanOrEqual(3);
    expect(allUnits.length).toBeGreaterThanOrEqual(18);
    expect(allUnits.filter((u) => u.status === 'available').length).toBeGreaterThanOrEqual(15);
    expect(allUnits.some((u) => u.status === 'leased')).toBe(true);
    expect(allUnits.filter((u) => u.featured).length).toBeGreaterThanOrEqual(3);
    expect(allUnits.some((u) => u.priceOnRequest && u.rate === 0)).toBe(true);
    for (const unit of allUnits) {
      expect(unit.squareFootage).toBeGreaterThanOrEqual(1000);
      expect(unit.squareFootage).toBeLessThanOrEqual(7200);
      expect(unit.mainImage).toBe(unit.images[0]);
    }
    expect(new Set(allUnits.map((u) => u.type))).toEqual(
      new Set(['office', 'executive', 'warehouse', 'distribution', 'industrial', 'flex']),
    );
    expect(gallery.length).toBeGreaterThanOrEqual(8);
    expect(gallery.every((g) => g.description && g.category)).toBe(true);
    for (const building of allBuildings) expect(building.featuredImages).toEqual(building.images.slice(0, 3));
  });

  it('stores every photo it names as a real JPEG in Blobs', async () => {
    const keys = [
      ...(await platform.db.select({ images: units.images }).from(units)).flatMap((r) => r.images),
      ...(await platform.db.select({ images: buildings.images }).from(buildings)).flatMap((r) => r.images),
      ...(await platform.db.select({ filename: galleryImages.filename }).from(galleryImages)).map((r) => r.filename),
    ];
    expect(keys.length).toBeGreaterThan(40);
    for (const key of keys.slice(0, 5)) {
      const image = await readImage(key);
      expect(image?.contentType).toBe('image/jpeg');
      const meta = await sharp(Buffer.from(image!.bytes)).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.width).toBe(1600);
    }
  });

  it('creates the admin user with a bcrypt hash of the password', async () => {
    const [admin] = await platform.db.select().from(adminUsers);
    expect(admin?.username).toBe('admin');
    expect(admin?.role).toBe('admin');
    expect(admin?.passwordHash).not.toContain(DEV_ADMIN_PASSWORD);
    expect(await bcrypt.compare(DEV_ADMIN_PASSWORD, admin!.passwordHash)).toBe(true);
  });

  it('never replaces an existing admin user', async () => {
    expect(await ensureAdminUser(platform.db, { adminPassword: 'another-password', isProduction: true })).toBe(false);
    const [admin] = await platform.db.select().from(adminUsers);
    expect(await bcrypt.compare(DEV_ADMIN_PASSWORD, admin!.passwordHash)).toBe(true);
  });

  it('leaves a database that already has data alone', async () => {
    const before = await platform.db.select({ value: count() }).from(units);
    expect(await seedIfEmpty(platform.db, { adminPassword: 'other', isProduction: false })).toBe(false);
    const after = await platform.db.select({ value: count() }).from(units);
    expect(after).toEqual(before);
    const admins = await platform.db.select().from(adminUsers);
    expect(admins).toHaveLength(1);
  });
});
