// Photos described (decision 034): alt text and caption of unit, building and gallery
// photos, saved with the record that lists them, answered beside it, refused when the alt is
// blank, and forgotten when the photo is deleted for good.
import { count, inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoDetails, units } from '~/db/schema';
import { BuildingJsonSchema, GalleryImageJsonSchema, UnitJsonSchema } from '~/src/lib/api/responses';
import { ALT_REQUIRED_MESSAGE, PHOTO_NOT_LISTED_MESSAGE } from '~/src/lib/schemas/photo-details';
import { api, readJson, signIn } from '../helpers/api';
import { startTestPlatform, type TestPlatform } from '../helpers/test-platform';

let platform: TestPlatform;
let token: string;
let buildingId: number;

beforeAll(async () => {
  platform = await startTestPlatform();
  ({ token } = await signIn());
  const created = await api('POST', '/api/buildings', { token, json: { name: 'Drydock Building', address: '1 Drydock Ave' } });
  buildingId = (await readJson<{ id: number }>(created)).id;
});
afterAll(() => platform.stop());

const key = () => `${randomUUID()}.jpg`;
let unitSeq = 1;
const unitBody = (images: string[], more: Record<string, unknown> = {}) => ({
  buildingId,
  unitNumber: `P${unitSeq++}`,
  type: 'office',
  squareFootage: 2400,
  images,
  ...more,
});
const storedDetails = (keys: string[]) => platform.db.select().from(photoDetails).where(inArray(photoDetails.key, keys));

interface Described {
  id: number;
  photoDetails: { key: string; alt: string; caption: string | null }[];
}

describe('unit photos', () => {
  it('saves alt text and caption with the unit and answers them in every read', async () => {
    const [a, b] = [key(), key()];
    const body = unitBody([a, b], {
      photoDetails: [
        { key: a, alt: 'Open-plan office with harbour windows', caption: 'The corner, at noon' },
        { key: b, alt: 'Kitchenette with a long counter', caption: '' },
      ],
    });
    const created = await api('POST', '/api/properties', { token, json: body });
    expect(created.status).toBe(201);
    const unit = UnitJsonSchema.parse(await readJson(created));
    expect(unit.photoDetails).toEqual([
      { key: a, alt: 'Open-plan office with harbour windows', caption: 'The corner, at noon' },
      { key: b, alt: 'Kitchenette with a long counter', caption: null },
    ]);
    for (const path of [`/api/properties/${unit.id}`, '/api/properties']) {
      const answer = await readJson<Described | Described[]>(await api('GET', path));
      const one = Array.isArray(answer) ? answer.find((u) => u.id === unit.id) : answer;
      expect(one?.photoDetails, path).toEqual(unit.photoDetails);
    }

    // A PUT changes the words it sends; one that sends none keeps them.
    const changed = await api('PUT', `/api/properties/${unit.id}`, {
      token,
      json: { ...body, photoDetails: [{ key: a, alt: 'Open-plan office, 40 desks', caption: '' }] },
    });
    expect(changed.status).toBe(200);
    expect((await readJson<Described>(changed)).photoDetails).toEqual([
      { key: a, alt: 'Open-plan office, 40 desks', caption: null },
      { key: b, alt: 'Kitchenette with a long counter', caption: null },
    ]);
    const untouched = await api('PUT', `/api/properties/${unit.id}`, { token, json: { ...body, photoDetails: undefined } });
    expect((await readJson<Described>(untouched)).photoDetails).toHaveLength(2);
  });

  it('answers an empty photoDetails for photos never described (pages then use the default)', async () => {
    const created = await api('POST', '/api/properties', { token, json: unitBody([key()]) });
    expect(created.status).toBe(201);
    expect((await readJson<Described>(created)).photoDetails).toEqual([]);
  });

  it('refuses a blank alt text with a clear message, and stores neither the unit nor any words', async () => {
    const unitsBefore = (await platform.db.select({ value: count() }).from(units))[0]!.value;
    const photo = key();
    for (const alt of ['', '   ', null]) {
      const response = await api('POST', '/api/properties', {
        token,
        json: unitBody([photo], { photoDetails: [{ key: photo, alt, caption: 'A caption' }] }),
      });
      expect(response.status, JSON.stringify(alt)).toBe(400);
      expect(await readJson(response)).toEqual({ message: ALT_REQUIRED_MESSAGE, fieldErrors: { photoDetails: [ALT_REQUIRED_MESSAGE] } });
    }
    expect((await platform.db.select({ value: count() }).from(units))[0]!.value).toBe(unitsBefore);
    expect(await storedDetails([photo])).toEqual([]);
  });

  it('refuses words for a photo the unit does not list', async () => {
    const response = await api('POST', '/api/properties', {
      token,
      json: unitBody([key()], { photoDetails: [{ key: key(), alt: 'Someone else’s photo' }] }),
    });
    expect(response.status).toBe(400);
    expect((await readJson(response))['message']).toBe(PHOTO_NOT_LISTED_MESSAGE);
  });

  it('stores the words only when the unit itself is stored (they follow its write)', async () => {
    const photo = key();
    const response = await api('POST', '/api/properties', {
      token,
      json: { ...unitBody([photo], { photoDetails: [{ key: photo, alt: 'A photo' }] }), buildingId: 999_999 },
    });
    expect(response.status).toBe(400);
    expect(await storedDetails([photo])).toEqual([]);
    const missing = await api('PUT', '/api/properties/999999', {
      token,
      json: unitBody([photo], { photoDetails: [{ key: photo, alt: 'A photo' }] }),
    });
    expect(missing.status).toBe(404);
    expect(await storedDetails([photo])).toEqual([]);
  });

  it('keeps the words of a photo the unit drops while its history shows it (a restore brings both back)', async () => {
    const [kept, dropped] = [key(), key()];
    const body = unitBody([kept, dropped], {
      photoDetails: [
        { key: kept, alt: 'Kept photo' },
        { key: dropped, alt: 'Dropped photo' },
      ],
    });
    const unit = await readJson<Described>(await api('POST', '/api/properties', { token, json: body }));
    await api('PUT', `/api/properties/${unit.id}`, { token, json: { ...body, images: [kept], photoDetails: [] } });
    expect((await storedDetails([kept, dropped])).map((row) => row.key).sort()).toEqual([kept, dropped].sort());
  });

  it('forgets them when the unit is deleted for good from the Trash, and keeps them while it is there', async () => {
    const photo = key();
    const unit = await readJson<Described>(
      await api('POST', '/api/properties', { token, json: unitBody([photo], { photoDetails: [{ key: photo, alt: 'Trash photo' }] }) }),
    );
    expect((await api('DELETE', `/api/properties/${unit.id}`, { token })).status).toBe(200);
    expect(await storedDetails([photo])).toHaveLength(1);
    expect((await api('POST', `/api/trash/unit/${unit.id}/restore`, { token })).status).toBe(200);
    expect((await readJson<Described>(await api('GET', `/api/properties/${unit.id}`))).photoDetails).toEqual([
      { key: photo, alt: 'Trash photo', caption: null },
    ]);
    await api('DELETE', `/api/properties/${unit.id}`, { token });
    expect((await api('DELETE', `/api/trash/unit/${unit.id}`, { token })).status).toBe(200);
    expect(await storedDetails([photo])).toEqual([]);
  });

  it('takes 50 saves of one unit at once: every one succeeds and each photo keeps one row of words', async () => {
    const [a, b] = [key(), key()];
    const body = unitBody([a, b]);
    const unit = await readJson<Described>(await api('POST', '/api/properties', { token, json: body }));
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        api('PUT', `/api/properties/${unit.id}`, {
          token,
          json: {
            ...body,
            photoDetails: [
              { key: a, alt: `Save ${i}, photo a`, caption: `Caption ${i}` },
              { key: b, alt: `Save ${i}, photo b` },
            ],
          },
        }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array<number>(50).fill(200));
    const rows = await storedDetails([a, b]);
    expect(rows).toHaveLength(2);
    // Both photos' words come from one save or another, never a half-written row.
    for (const row of rows) expect(row.alt).toMatch(/^Save \d+, photo [ab]$/);
  });

  it('takes 50 new units naming the same new photo at once without a conflict', async () => {
    const photo = key();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        api('POST', '/api/properties', { token, json: unitBody([photo], { photoDetails: [{ key: photo, alt: `Shared photo ${i}` }] }) }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array<number>(50).fill(201));
    expect(await storedDetails([photo])).toHaveLength(1);
  });
});

describe('building photos', () => {
  it('saves, answers and validates alt text and caption as units do', async () => {
    const photo = key();
    const body = { name: 'Seaport Commons', address: '300 Summer St', images: [photo] };
    const refused = await api('POST', '/api/buildings', { token, json: { ...body, photoDetails: [{ key: photo, alt: '' }] } });
    expect(refused.status).toBe(400);
    expect((await readJson(refused))['message']).toBe(ALT_REQUIRED_MESSAGE);
    expect(await storedDetails([photo])).toEqual([]);

    const created = await api('POST', '/api/buildings', {
      token,
      json: { ...body, photoDetails: [{ key: photo, alt: 'Brick facade on Summer Street', caption: 'Built 1912' }] },
    });
    expect(created.status).toBe(201);
    const building = BuildingJsonSchema.parse(await readJson(created));
    expect(building.photoDetails).toEqual([{ key: photo, alt: 'Brick facade on Summer Street', caption: 'Built 1912' }]);
    const listed = await readJson<Described[]>(await api('GET', '/api/buildings'));
    expect(listed.find((b) => b.id === building.id)?.photoDetails).toEqual(building.photoDetails);
    const updated = await api('PUT', `/api/buildings/${building.id}`, {
      token,
      json: { ...body, photoDetails: [{ key: photo, alt: 'Brick facade', caption: '' }] },
    });
    expect((await readJson<Described>(updated)).photoDetails).toEqual([{ key: photo, alt: 'Brick facade', caption: null }]);
  });
});

describe('gallery photos', () => {
  async function upload(fields: Record<string, string>) {
    const body = new FormData();
    const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2a6f97' } })
      .png()
      .toBuffer();
    body.append('images', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'g.png');
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    return api('POST', '/api/gallery', { token, body });
  }

  it('takes alt text per file, refuses a blank one, and answers alt beside the description', async () => {
    const refused = await upload({ description_0: 'The lobby', alt_0: '  ' });
    expect(refused.status).toBe(400);
    expect(await readJson(refused)).toEqual({ message: ALT_REQUIRED_MESSAGE, fieldErrors: { alt: [ALT_REQUIRED_MESSAGE] } });

    const created = await upload({ description_0: 'The lobby', alt_0: 'Lobby with a terrazzo floor' });
    expect(created.status).toBe(201);
    const [image] = (await readJson<unknown[]>(created)).map((row) => GalleryImageJsonSchema.parse(row));
    expect(image).toMatchObject({ description: 'The lobby', alt: 'Lobby with a terrazzo floor' });

    // As before there was alt text: no alt_0, none stored (pages fall back to the description).
    const older = (await readJson<{ alt: string | null }[]>(await upload({ description_0: 'Roof deck' })))[0];
    expect(older?.alt).toBeNull();
  });

  it('edits alt text and caption with PUT, and {featured} alone works as it always has', async () => {
    const [image] = await readJson<{ id: number }[]>(await upload({ description_0: 'Loading dock', alt_0: 'Dock doors' }));
    const path = `/api/gallery/${image!.id}`;

    const featured = await api('PUT', path, { token, json: { featured: true } });
    expect(featured.status).toBe(200);
    expect(await readJson(featured)).toMatchObject({ featured: true, alt: 'Dock doors', description: 'Loading dock' });

    const described = await api('PUT', path, { token, json: { alt: 'Three dock doors at truck height', description: 'Dock, east side' } });
    expect(described.status).toBe(200);
    expect(await readJson(described)).toMatchObject({
      featured: true,
      alt: 'Three dock doors at truck height',
      description: 'Dock, east side',
    });

    const cleared = await api('PUT', path, { token, json: { description: '' } });
    expect(await readJson(cleared)).toMatchObject({ alt: 'Three dock doors at truck height', description: null });

    const blank = await api('PUT', path, { token, json: { alt: '' } });
    expect(blank.status).toBe(400);
    expect((await readJson(blank))['message']).toBe(ALT_REQUIRED_MESSAGE);
    const nothing = await api('PUT', path, { token, json: {} });
    expect(nothing.status).toBe(400);
    expect(await readJson(nothing)).toEqual({
      message: 'featured must be true or false',
      fieldErrors: { featured: ['featured must be true or false'] },
    });
    const [row] = await readJson<{ id: number; alt: string }[]>(await api('GET', '/api/gallery')).then((all) =>
      all.filter((i) => i.id === image!.id),
    );
    expect(row?.alt).toBe('Three dock doors at truck height');
  });
});
