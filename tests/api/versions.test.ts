// Every change to a unit, building or gallery photo names the version it
// started from and records a revision; a save over a newer version is refused (409, who and when,
// nothing written); the history answers every version with its diff; an earlier version can be
// restored through the same validation and publish path.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryImages, revisions, units } from '~/db/schema';
import { HistorySchema } from '~/src/lib/api/responses';
import { api, readJson, signIn } from '../helpers/api';
import { databaseKind, startTestPlatform, type TestPlatform } from '../helpers/test-platform';

let platform: TestPlatform;
let alice: { token: string; cookie: string };
let bob: { token: string; cookie: string };
let buildingId: number;

beforeAll(async () => {
  platform = await startTestPlatform();
  alice = await signIn('alice');
  bob = await signIn('bob');
  const created = await api('POST', '/api/buildings', {
    token: alice.token,
    json: { name: 'Version Wharf', address: '1 Version Wharf, Boston' },
  });
  buildingId = (await readJson<{ id: number }>(created)).id;
});
afterAll(() => platform.stop());

type UnitAnswer = { id: number; version: number; unitNumber: string; rate: number; amenities: string[]; description: string | null };

let unitSeed = 200;
async function createUnit(extra: Record<string, unknown> = {}): Promise<UnitAnswer> {
  const response = await api('POST', '/api/properties', {
    token: alice.token,
    json: { buildingId, unitNumber: String(unitSeed++), type: 'office', squareFootage: 2500, rate: 40, ...extra },
  });
  expect(response.status).toBe(201);
  return readJson<UnitAnswer>(response);
}

const body = (unit: UnitAnswer, change: Record<string, unknown>) => ({
  buildingId,
  unitNumber: unit.unitNumber,
  type: 'office',
  squareFootage: 2500,
  rate: unit.rate,
  amenities: unit.amenities,
  ...change,
});

const revisionCount = async (kind: 'unit' | 'building' | 'gallery-image', id: number) =>
  (
    await platform.db
      .select({ value: count() })
      .from(revisions)
      .where(and(eq(revisions.kind, kind), eq(revisions.entityId, id)))
  )[0]!.value;

describe('version-checked writes', () => {
  it('starts a new unit at version 1 with its first revision, and adds 1 per save', async () => {
    const unit = await createUnit();
    expect(unit.version).toBe(1);
    expect(await revisionCount('unit', unit.id)).toBe(1);
    const saved = await api('PUT', `/api/properties/${unit.id}`, { token: bob.token, json: { ...body(unit, { rate: 42 }), version: 1 } });
    expect(saved.status).toBe(200);
    expect(await readJson(saved)).toMatchObject({ rate: 42, version: 2 });
    expect(await revisionCount('unit', unit.id)).toBe(2);
  });

  it('refuses a save over a newer version with who changed it and when, and changes nothing', async () => {
    const unit = await createUnit({ unitNumber: '210' });
    const first = await api('PUT', `/api/properties/${unit.id}`, { token: alice.token, json: { ...body(unit, { rate: 45 }), version: 1 } });
    expect(first.status).toBe(200);

    const second = await api('PUT', `/api/properties/${unit.id}`, { token: bob.token, json: { ...body(unit, { rate: 50 }), version: 1 } });
    expect(second.status).toBe(409);
    const answer = await readJson<{ message: string; conflict: { version: number; changedBy: string; changedAt: string } }>(second);
    expect(answer.message).toMatch(/^Unit 210 was changed by alice at .+ \(version 2\)\. Review their change, overwrite or reload\.$/);
    expect(answer.conflict).toMatchObject({ version: 2, changedBy: 'alice' });
    expect(Date.now() - new Date(answer.conflict.changedAt).getTime()).toBeLessThan(60_000);

    const [row] = await platform.db.select().from(units).where(eq(units.id, unit.id));
    expect(row).toMatchObject({ rate: 45, version: 2 });
    expect(await revisionCount('unit', unit.id)).toBe(2);

    // Overwrite: the same change again, naming the version now stored.
    const overwrite = await api('PUT', `/api/properties/${unit.id}`, {
      token: bob.token,
      json: { ...body(unit, { rate: 50 }), version: 2 },
    });
    expect(overwrite.status).toBe(200);
    expect(await readJson(overwrite)).toMatchObject({ rate: 50, version: 3 });
  });

  it('keeps the documented API: a PUT without a version saves over whatever is stored', async () => {
    const unit = await createUnit();
    await api('PUT', `/api/properties/${unit.id}`, { token: alice.token, json: body(unit, { rate: 41 }) });
    const response = await api('PUT', `/api/properties/${unit.id}`, { token: bob.token, json: body(unit, { rate: 43 }) });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toMatchObject({ rate: 43, version: 3 });
  });

  it('refuses a version that is not a whole number', async () => {
    const unit = await createUnit();
    const response = await api('PUT', `/api/properties/${unit.id}`, { token: alice.token, json: { ...body(unit, {}), version: 'latest' } });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({ fieldErrors: { version: ['version must be a whole number'] } });
  });

  it('versions buildings and gallery photos too', async () => {
    const building = await readJson<{ id: number; version: number; name: string }>(
      await api('POST', '/api/buildings', { token: alice.token, json: { name: 'Conflict Hall', address: '2 Conflict St' } }),
    );
    expect(building.version).toBe(1);
    const ok = await api('PUT', `/api/buildings/${building.id}`, {
      token: alice.token,
      json: { name: 'Conflict Hall II', address: '2 Conflict St', version: 1 },
    });
    expect(ok.status).toBe(200);
    const stale = await api('PUT', `/api/buildings/${building.id}`, {
      token: bob.token,
      json: { name: 'Old name', address: '2 Conflict St', version: 1 },
    });
    expect(stale.status).toBe(409);
    expect((await readJson<{ message: string }>(stale)).message).toMatch(/^This building was changed by alice at /);

    const [image] = await platform.db.insert(galleryImages).values({ filename: 'a.jpg', description: 'Harbor at dusk' }).returning();
    const featured = await api('PUT', `/api/gallery/${image!.id}`, { token: alice.token, json: { featured: true, version: 1 } });
    expect(featured.status).toBe(200);
    expect(await readJson(featured)).toMatchObject({ featured: true, version: 2 });
    const staleFlip = await api('PUT', `/api/gallery/${image!.id}`, { token: bob.token, json: { featured: false, version: 1 } });
    expect(staleFlip.status).toBe(409);
    // The photo existed before the history: its first change recorded that version too.
    expect(await revisionCount('gallery-image', image!.id)).toBe(2);
  });

  it('of fifty concurrent saves naming the same version, exactly one wins; the row and the history agree', async () => {
    const unit = await createUnit();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        api('PUT', `/api/properties/${unit.id}`, {
          token: i % 2 ? alice.token : bob.token,
          json: { ...body(unit, { rate: 100 + i }), version: 1 },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const winner = await readJson<{ rate: number }>(answers[statuses.indexOf(200)]!);
    const [row] = await platform.db.select().from(units).where(eq(units.id, unit.id));
    expect(row).toMatchObject({ version: 2, rate: winner.rate });
    const stored = await platform.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.kind, 'unit'), eq(revisions.entityId, unit.id)));
    expect(stored.map((r) => r.version).sort()).toEqual([1, 2]);
    expect(stored.find((r) => r.version === 2)!.data).toMatchObject({ rate: winner.rate, version: 2 });
    console.info(`fifty concurrent saves on ${databaseKind()}: one saved, 49 refused`);
  });
});

describe('history and restore', () => {
  it('answers 401 without a session', async () => {
    const unit = await createUnit();
    expect((await api('GET', `/api/history/unit/${unit.id}`)).status).toBe(401);
    expect((await api('POST', `/api/history/unit/${unit.id}/1/restore`, { json: { version: 1 } })).status).toBe(401);
  });

  it('answers 404 for an unknown kind, record or version', async () => {
    expect((await api('GET', '/api/history/inquiry/1', { token: alice.token })).status).toBe(404);
    expect((await api('GET', '/api/history/unit/999999', { token: alice.token })).status).toBe(404);
    const unit = await createUnit();
    expect((await api('POST', `/api/history/unit/${unit.id}/7/restore`, { token: alice.token, json: { version: 1 } })).status).toBe(404);
  });

  it('lists versions newest first with who, when and a field-by-field diff (lists: added and removed)', async () => {
    const unit = await createUnit({ amenities: ['Parking', 'Elevator'], description: 'Bright corner suite' });
    await api('PUT', `/api/properties/${unit.id}`, {
      token: bob.token,
      json: { ...body(unit, { rate: 47, amenities: ['Parking', 'Loading dock'], description: 'Bright corner suite' }), version: 1 },
    });
    const response = await api('GET', `/api/history/unit/${unit.id}`, { token: alice.token });
    expect(response.status).toBe(200);
    const history = HistorySchema.parse(await readJson(response));
    expect(history.currentVersion).toBe(2);
    expect(history.versions.map((v) => [v.version, v.changedBy, v.isCurrent])).toEqual([
      [2, 'bob', true],
      [1, 'alice', false],
    ]);
    expect(history.versions[0]!.changes).toEqual([
      { field: 'rate', kind: 'changed', before: 40, after: 47 },
      { field: 'amenities', kind: 'list', added: ['Loading dock'], removed: ['Elevator'], reordered: false },
    ]);
    expect(history.versions[1]!.changes).toEqual([]);
  });

  it('shows a record from before the history as its first version, recorded on its first change', async () => {
    const [row] = await platform.db
      .insert(units)
      .values({ buildingId, unitNumber: 'OLD-1', type: 'office', squareFootage: 900, rate: 30 })
      .returning();
    const before = HistorySchema.parse(await readJson(await api('GET', `/api/history/unit/${row!.id}`, { token: alice.token })));
    expect(before.versions).toMatchObject([{ version: 1, changedBy: 'Before history', isCurrent: true }]);

    const unit = { id: row!.id, unitNumber: 'OLD-1', rate: 30, amenities: [], version: 1, description: null };
    await api('PUT', `/api/properties/${row!.id}`, {
      token: alice.token,
      json: { ...body(unit, { rate: 33, squareFootage: 900 }), version: 1 },
    });
    const after = HistorySchema.parse(await readJson(await api('GET', `/api/history/unit/${row!.id}`, { token: alice.token })));
    expect(after.versions.map((v) => [v.version, v.changedBy])).toEqual([
      [2, 'alice'],
      [1, 'Before history'],
    ]);

    const restored = await api('POST', `/api/history/unit/${row!.id}/1/restore`, { token: bob.token, json: { version: 2 } });
    expect(restored.status).toBe(200);
    expect(await readJson(restored)).toMatchObject({ rate: 30, version: 3 });
  });

  it('restores an earlier version as a new one, published like an edit; a stale restore is refused', async () => {
    const unit = await createUnit({ rate: 40, description: 'Original words' });
    await api('PUT', `/api/properties/${unit.id}`, {
      token: bob.token,
      json: { ...body(unit, { rate: 60, description: 'New words' }), version: 1 },
    });

    const stale = await api('POST', `/api/history/unit/${unit.id}/1/restore`, { token: alice.token, json: { version: 1 } });
    expect(stale.status).toBe(409);
    expect(await readJson(stale)).toMatchObject({ conflict: { version: 2, changedBy: 'bob' } });

    const response = await api('POST', `/api/history/unit/${unit.id}/1/restore`, { token: alice.token, json: { version: 2 } });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toMatchObject({ rate: 40, description: 'Original words', version: 3 });
    const publicUnit = await readJson(await api('GET', `/api/properties/${unit.id}`));
    expect(publicUnit).toMatchObject({ rate: 40, description: 'Original words', version: 3 });

    const history = HistorySchema.parse(await readJson(await api('GET', `/api/history/unit/${unit.id}`, { token: alice.token })));
    expect(history.versions[0]).toMatchObject({ version: 3, changedBy: 'alice', isCurrent: true });
    expect(history.versions[0]!.changes).toEqual([
      { field: 'rate', kind: 'changed', before: 60, after: 40 },
      { field: 'description', kind: 'changed', before: 'New words', after: 'Original words' },
    ]);

    const current = await api('POST', `/api/history/unit/${unit.id}/3/restore`, { token: alice.token, json: { version: 3 } });
    expect(current.status).toBe(400);
  });

  it('restores a building and a gallery photo', async () => {
    const building = await readJson<{ id: number }>(
      await api('POST', '/api/buildings', { token: alice.token, json: { name: 'Restore House', address: '3 Restore St' } }),
    );
    await api('PUT', `/api/buildings/${building.id}`, {
      token: alice.token,
      json: { name: 'Renamed House', address: '3 Restore St', version: 1 },
    });
    const restored = await api('POST', `/api/history/building/${building.id}/1/restore`, { token: alice.token, json: { version: 2 } });
    expect(restored.status).toBe(200);
    expect(await readJson(restored)).toMatchObject({ name: 'Restore House', version: 3 });

    const [image] = await platform.db.insert(galleryImages).values({ filename: 'b.jpg', description: 'Pier' }).returning();
    await api('PUT', `/api/gallery/${image!.id}`, { token: alice.token, json: { featured: true, version: 1 } });
    const back = await api('POST', `/api/history/gallery-image/${image!.id}/1/restore`, { token: alice.token, json: { version: 2 } });
    expect(back.status).toBe(200);
    expect(await readJson(back)).toMatchObject({ featured: false, description: 'Pier', version: 3 });
  });
});
