// The Trash: deletes are restorable for 30 days; public lists never show trashed records; photos
// go only when their record is deleted for good.
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '~/db/client';
import { issueFormToken } from '~/src/server/form-token';
import { runHousekeeping } from '~/src/server/housekeeping';
import { readImage } from '~/src/server/photos/image-store';
import type { TrashItem } from '~/src/lib/schemas/trash';
import { api, readJson, signIn } from '../helpers/api';
import { startTestPlatform, type TestPlatform } from '../helpers/test-platform';

let platform: TestPlatform;
let token: string;
beforeAll(async () => {
  platform = await startTestPlatform();
  ({ token } = await signIn());
});
afterAll(() => platform.stop());

const DAY = 86_400_000;
let seed = 1;

async function uploadPhoto(): Promise<string> {
  const bytes = await sharp({ create: { width: 16, height: 16, channels: 3, background: { r: seed++ % 256, g: 80, b: 160 } } })
    .png()
    .toBuffer();
  const body = new FormData();
  body.append('images', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
  return (await readJson<{ filenames: string[] }>(await api('POST', '/api/upload', { token, body }))).filenames[0]!;
}

async function createBuilding(name = `Trash House ${seed++}`): Promise<{ id: number; name: string }> {
  return readJson(await api('POST', '/api/buildings', { token, json: { name, address: '1 Trash Way' } }));
}

async function createUnit(buildingId: number, images: string[] = []): Promise<{ id: number; images: string[]; mainImage: string | null }> {
  const response = await api('POST', '/api/properties', {
    token,
    json: { buildingId, unitNumber: `T${seed++}`, type: 'office', squareFootage: 1200, images },
  });
  expect(response.status).toBe(201);
  return readJson(response);
}

const trash = async () => readJson<TrashItem[]>(await api('GET', '/api/trash', { token }));
const restore = (kind: string, id: number) => api('POST', `/api/trash/${kind}/${id}/restore`, { token });
const ids = async (path: string) => (await readJson<{ id: number }[]>(await api('GET', path, { token }))).map((row) => row.id);

describe('deleting moves a record to the Trash', () => {
  it('hides a unit from every public read, lists it in the Trash, and restores it with its photos', async () => {
    const building = await createBuilding();
    const photo = await uploadPhoto();
    const unit = await createUnit(building.id, [photo]);
    await api('PUT', `/api/properties/${unit.id}`, {
      token,
      json: { buildingId: building.id, unitNumber: 'T-featured', type: 'office', squareFootage: 1200, images: [photo], featured: true },
    });

    expect((await api('DELETE', `/api/properties/${unit.id}`, { token })).status).toBe(200);
    expect(await ids('/api/properties')).not.toContain(unit.id);
    expect(await ids('/api/properties/featured')).not.toContain(unit.id);
    expect((await api('GET', `/api/properties/${unit.id}`)).status).toBe(404);
    expect(
      (
        await api('PUT', `/api/properties/${unit.id}`, {
          token,
          json: { buildingId: building.id, unitNumber: 'x', type: 'office', squareFootage: 1 },
        })
      ).status,
    ).toBe(404);
    expect((await api('DELETE', `/api/properties/${unit.id}`, { token })).status).toBe(404);
    expect(await readImage(photo)).not.toBeNull();

    const item = (await trash()).find((entry) => entry.kind === 'unit' && entry.id === unit.id);
    // Its own address was left blank: named at its building's, with the building beside it.
    expect(item).toMatchObject({ label: '1 Trash Way - Unit T-featured - Office (1,200 sq ft)', detail: building.name, photo });
    expect(new Date(item!.purgeAt).getTime() - new Date(item!.deletedAt).getTime()).toBe(30 * DAY);

    expect((await restore('unit', unit.id)).status).toBe(200);
    const back = await readJson<{ id: number; images: string[]; featured: boolean }>(await api('GET', `/api/properties/${unit.id}`));
    expect(back).toMatchObject({ id: unit.id, images: [photo], featured: true });
    expect(await ids('/api/properties/featured')).toContain(unit.id);
    expect((await trash()).some((entry) => entry.kind === 'unit' && entry.id === unit.id)).toBe(false);
  });

  it('does the same for buildings, gallery images and inquiries', async () => {
    const building = await createBuilding();
    const photo = await uploadPhoto();
    const body = new FormData();
    body.append(
      'images',
      new Blob(
        [
          new Uint8Array(
            await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
              .png()
              .toBuffer(),
          ),
        ],
        { type: 'image/png' },
      ),
      'g.png',
    );
    body.append('description_0', 'Lobby');
    const [image] = await readJson<{ id: number }[]>(await api('POST', '/api/gallery', { token, body }));
    const posted = await api('POST', '/api/contact-submissions', {
      json: {
        firstName: 'Rae',
        lastName: 'Okafor',
        email: 'rae@example.com',
        message: 'Looking for 2,000 sq ft of office space.',
        formToken: await issueFormToken(new Date(Date.now() - 60_000)),
      },
      ip: '10.99.0.1',
    });
    const inquiry = await readJson<{ id: number }>(posted);

    for (const [kind, path, list] of [
      ['building', `/api/buildings/${building.id}`, '/api/buildings'],
      ['gallery-image', `/api/gallery/${image!.id}`, '/api/gallery'],
      ['inquiry', `/api/contact-submissions/${inquiry.id}`, '/api/contact-submissions'],
    ] as const) {
      const id = { building: building.id, 'gallery-image': image!.id, inquiry: inquiry.id }[kind];
      expect((await api('DELETE', path, { token })).status, kind).toBe(200);
      expect(await ids(list), kind).not.toContain(id);
      expect(
        (await trash()).some((entry) => entry.kind === kind && entry.id === id),
        kind,
      ).toBe(true);
      expect((await restore(kind, id)).status, kind).toBe(200);
      expect(await ids(list), kind).toContain(id);
    }
    expect(await readImage(photo)).not.toBeNull();
  });

  it('still refuses to delete a building with units (409), and restores a unit only into a live building', async () => {
    const building = await createBuilding('Harbor Annex');
    const unit = await createUnit(building.id);
    expect((await api('DELETE', `/api/buildings/${building.id}`, { token })).status).toBe(409);

    await api('DELETE', `/api/properties/${unit.id}`, { token });
    expect((await api('DELETE', `/api/buildings/${building.id}`, { token })).status).toBe(200);
    // No new unit can be put in a trashed building either.
    expect(
      (
        await api('POST', '/api/properties', {
          token,
          json: { buildingId: building.id, unitNumber: '9', type: 'office', squareFootage: 10 },
        })
      ).status,
    ).toBe(400);

    const refused = await restore('unit', unit.id);
    expect(refused.status).toBe(409);
    expect((await readJson<{ message: string }>(refused)).message).toBe(
      "This unit's building, Harbor Annex, is in the Trash. Restore the building first.",
    );
    expect(await ids('/api/properties')).not.toContain(unit.id);

    expect((await restore('building', building.id)).status).toBe(200);
    expect((await restore('unit', unit.id)).status).toBe(200);
    expect(await ids('/api/properties')).toContain(unit.id);
  });

  it("names a trashed unit as it was shown: at its own address if it has one, else its building's, even a trashed building's", async () => {
    const building = await createBuilding('Pier Shed');
    const blank = await createUnit(building.id);
    const own = await readJson<{ id: number }>(
      await api('POST', '/api/properties', {
        token,
        json: { buildingId: building.id, unitNumber: 'P2', type: 'flex', squareFootage: 800, address: '  2 Own Pier  ' },
      }),
    );
    await api('DELETE', `/api/properties/${blank.id}`, { token });
    await api('DELETE', `/api/properties/${own.id}`, { token });
    expect((await api('DELETE', `/api/buildings/${building.id}`, { token })).status).toBe(200);

    const items = await trash();
    const labelOf = (id: number) => items.find((entry) => entry.kind === 'unit' && entry.id === id);
    expect(labelOf(blank.id)).toMatchObject({
      label: expect.stringMatching(/^1 Trash Way - Unit T\d+ - Office \(1,200 sq ft\)$/),
      detail: 'Pier Shed',
    });
    expect(labelOf(own.id)).toMatchObject({ label: '2 Own Pier - Unit P2 - Flex (800 sq ft)', detail: 'Pier Shed' });
  });

  it('needs an admin session, and answers 404 for what is not in the Trash and 400 for an unknown kind', async () => {
    expect((await api('GET', '/api/trash')).status).toBe(401);
    expect((await api('POST', '/api/trash/unit/1/restore')).status).toBe(401);
    expect((await api('DELETE', '/api/trash/unit/1')).status).toBe(401);
    const live = await createUnit((await createBuilding()).id);
    expect((await restore('unit', live.id)).status).toBe(404);
    expect((await api('DELETE', `/api/trash/unit/${live.id}`, { token })).status).toBe(404);
    expect(await ids('/api/properties')).toContain(live.id);
    expect((await restore('tenant', 1)).status).toBe(400);
  });
});

describe('at the same moment', () => {
  it('fifty restores of one unit: exactly one succeeds', async () => {
    const unit = await createUnit((await createBuilding()).id);
    await api('DELETE', `/api/properties/${unit.id}`, { token });
    const statuses = await Promise.all(Array.from({ length: 50 }, () => restore('unit', unit.id).then((r) => r.status)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 404)).toHaveLength(49);
  });

  it('fifty deletes of one unit: exactly one succeeds; deleting forever races restoring: one wins', async () => {
    const unit = await createUnit((await createBuilding()).id);
    const statuses = await Promise.all(
      Array.from({ length: 50 }, () => api('DELETE', `/api/properties/${unit.id}`, { token }).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    const [forever, restored] = await Promise.all([api('DELETE', `/api/trash/unit/${unit.id}`, { token }), restore('unit', unit.id)]);
    expect([forever.status, restored.status].sort()).toEqual([200, 404]);
  });

  it('units added while their building is being deleted never end up live in a trashed building', async () => {
    const building = await createBuilding();
    const post = () =>
      api('POST', '/api/properties', { token, json: { buildingId: building.id, unitNumber: 'R', type: 'office', squareFootage: 10 } });
    await Promise.all([
      ...Array.from({ length: 25 }, post),
      api('DELETE', `/api/buildings/${building.id}`, { token }),
      ...Array.from({ length: 25 }, post),
    ]);
    const [orphans] = await executeRows<{ n: number }>(
      platform.db,
      sql`select count(*)::int as n from units u join buildings b on b.id = u.building_id where u.deleted_at is null and b.deleted_at is not null`,
    );
    expect(orphans!.n).toBe(0);
  });
});

describe('the daily purge', () => {
  it('deletes records trashed more than 30 days ago, and then their photos; younger ones stay', async () => {
    const building = await createBuilding();
    const [oldPhoto, youngPhoto] = [await uploadPhoto(), await uploadPhoto()];
    const old = await createUnit(building.id, [oldPhoto]);
    const young = await createUnit(building.id, [youngPhoto]);
    await api('DELETE', `/api/properties/${old.id}`, { token });
    await api('DELETE', `/api/properties/${young.id}`, { token });
    await executeRows(platform.db, sql`update units set deleted_at = now() - interval '31 days' where id = ${old.id}`);
    await executeRows(platform.db, sql`update units set deleted_at = now() - interval '29 days' where id = ${young.id}`);

    const report = await runHousekeeping();
    expect(report.trashPurged).toBeGreaterThanOrEqual(1);
    const trashedUnits = (await trash()).filter((entry) => entry.kind === 'unit').map((entry) => entry.id);
    expect(trashedUnits).not.toContain(old.id);
    expect(trashedUnits).toContain(young.id);
    expect(await readImage(oldPhoto)).toBeNull();
    expect(await readImage(youngPhoto)).not.toBeNull();
    expect((await restore('unit', old.id)).status).toBe(404);
  });
});
