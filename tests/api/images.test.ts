import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readImage } from '~/src/server/photos/image-store';
import { api, readJson, signIn } from '../helpers/api';
import { startTestPlatform, type TestPlatform } from '../helpers/test-platform';

let platform: TestPlatform;
let token: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  ({ token } = await signIn());
});
afterAll(() => platform.stop());

const png = (seed: number) =>
  sharp(Buffer.from(Array.from({ length: 32 * 32 * 3 }, (_, i) => (i * seed) % 256)), { raw: { width: 32, height: 32, channels: 3 } })
    .png()
    .toBuffer();

function form(files: { bytes: Uint8Array; name: string; type: string }[], fields: Record<string, string> = {}) {
  const body = new FormData();
  for (const file of files) body.append('images', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return body;
}

async function upload(files: { bytes: Uint8Array; name: string; type: string }[]) {
  return api('POST', '/api/upload', { token, body: form(files) });
}

describe('POST /api/upload', () => {
  it('stores each photo re-encoded in its own format and answers the keys in upload order', async () => {
    const first = await png(7);
    const second = await sharp(await png(13))
      .webp()
      .toBuffer();
    const response = await upload([
      { bytes: first, name: 'first.png', type: 'image/png' },
      { bytes: second, name: 'second.webp', type: 'image/webp' },
    ]);
    expect(response.status).toBe(201);
    const { filenames } = await readJson<{ filenames: string[] }>(response);
    expect(filenames).toHaveLength(2);
    expect(filenames[0]).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(filenames[1]).toMatch(/\.webp$/);
    // The same picture (same size, same pixels for the lossless PNG), freshly encoded.
    const stored = await sharp(Buffer.from((await readImage(filenames[0]!))!.bytes))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(stored.info).toMatchObject({ width: 32, height: 32 });
    expect(stored.data.equals(await sharp(first).raw().toBuffer())).toBe(true);
    expect(await sharp(Buffer.from((await readImage(filenames[1]!))!.bytes)).metadata()).toMatchObject({ format: 'webp', width: 32 });
  });

  it('trusts the bytes, not the name or declared type', async () => {
    const jpeg = await sharp(await png(3))
      .jpeg()
      .toBuffer();
    const response = await upload([{ bytes: jpeg, name: 'photo.png', type: 'image/png' }]);
    const { filenames } = await readJson<{ filenames: string[] }>(response);
    expect(filenames[0]).toMatch(/\.jpg$/);
    expect((await readImage(filenames[0]!))?.contentType).toBe('image/jpeg');
  });

  it('refuses a non-image disguised as a PNG with 400 and stores nothing of the batch', async () => {
    const script = new TextEncoder().encode('<svg onload="alert(1)"></svg>');
    const response = await upload([
      { bytes: await png(5), name: 'fine.png', type: 'image/png' },
      { bytes: script, name: 'evil.png', type: 'image/png' },
    ]);
    expect(response.status).toBe(400);
    expect((await readJson(response))['message']).toBe('evil.png is not a supported image. Use JPEG, PNG, WebP, GIF, AVIF or HEIC.');
  });

  it('refuses a file over 10MB with 413', async () => {
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set(await png(9));
    const response = await upload([{ bytes: big, name: 'huge.png', type: 'image/png' }]);
    expect(response.status).toBe(413);
    expect((await readJson(response))['message']).toBe('huge.png is larger than 10MB');
  });

  it('refuses an oversized request by its Content-Length before reading the body', async () => {
    const response = await api('POST', '/api/upload', {
      token,
      body: 'x',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(400 * 1024 * 1024) },
    });
    expect(response.status).toBe(413);
  });

  it('strips EXIF (GPS, camera, owner) and turns the photo upright by its orientation', async () => {
    const tagged = await sharp(await png(4))
      .resize(60, 40)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Pocket Cam 15', Artist: 'Jane Photographer' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '42/1 20/1 3/1', GPSLongitudeRef: 'W', GPSLongitude: '71/1 2/1 4/1' },
      })
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const response = await upload([{ bytes: tagged, name: 'IMG_0002.jpg', type: 'image/jpeg' }]);
    expect(response.status).toBe(201);
    const stored = Buffer.from((await readImage((await readJson<{ filenames: string[] }>(response)).filenames[0]!))!.bytes);
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([40, 60]); // rotated upright
    for (const secret of ['PhoneMaker', 'Pocket Cam', 'Jane Photographer', 'GPS']) expect(stored.includes(secret)).toBe(false);
  });

  it('caps the long edge at 4096 px', async () => {
    const wide = await sharp({ create: { width: 5000, height: 1000, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const response = await upload([{ bytes: wide, name: 'panorama.jpg', type: 'image/jpeg' }]);
    const stored = Buffer.from((await readImage((await readJson<{ filenames: string[] }>(response)).filenames[0]!))!.bytes);
    expect(await sharp(stored).metadata()).toMatchObject({ width: 4096, height: 819 });
  });

  it('refuses a file that only claims to be HEIC, or only starts like a JPEG, with 400', async () => {
    const fakeHeic = new Uint8Array([
      0,
      0,
      0,
      24,
      ...new TextEncoder().encode('ftypheic'),
      0,
      0,
      0,
      0,
      ...new TextEncoder().encode('mif1heic'),
      ...new Uint8Array(64),
    ]);
    const heicResponse = await upload([{ bytes: fakeHeic, name: 'fake.heic', type: 'image/heic' }]);
    expect(heicResponse.status).toBe(400);
    expect((await readJson(heicResponse))['message']).toBe('fake.heic is not a supported image. Use JPEG, PNG, WebP, GIF, AVIF or HEIC.');
    const polyglot = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new TextEncoder().encode('<script>alert(1)</script>'.repeat(4))]);
    expect((await upload([{ bytes: polyglot, name: 'polyglot.jpg', type: 'image/jpeg' }])).status).toBe(400);
  });

  it('refuses more than 25 photos in one request with 413', async () => {
    const one = await png(2);
    const files = Array.from({ length: 26 }, (_, i) => ({ bytes: one, name: `p${i}.png`, type: 'image/png' }));
    const response = await api('POST', '/api/gallery', { token, body: form(files) });
    expect(response.status).toBe(413);
    expect((await readJson(response))['message']).toBe('Too much at once: upload at most 25 photos of up to 10MB each');
  });

  it('limits a body without Content-Length while it streams in', async () => {
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await api('POST', '/api/upload', {
      token,
      body: endless,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(300 * 1024 * 1024);
  });

  it('converts HEIC to JPEG so every browser can show it', async () => {
    const heic = new Uint8Array(await readFile(path.join(import.meta.dirname, '..', 'fixtures', 'photo.heic')));
    const response = await upload([{ bytes: heic, name: 'IMG_0001.HEIC', type: 'image/heic' }]);
    expect(response.status).toBe(201);
    const { filenames } = await readJson<{ filenames: string[] }>(response);
    expect(filenames[0]).toMatch(/\.jpg$/);
    const meta = await sharp(Buffer.from((await readImage(filenames[0]!))!.bytes)).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 96, height: 64 });
  });

  it('refuses requests that are not multipart or carry no images', async () => {
    expect((await api('POST', '/api/upload', { token, json: { images: [] } })).status).toBe(400);
    expect((await api('POST', '/api/upload', { token, body: form([], { note: 'x' }) })).status).toBe(400);
  });
});

describe('GET /api/image/{filename}', () => {
  let key: string;
  let bytes: Buffer;
  beforeAll(async () => {
    key = (await readJson<{ filenames: string[] }>(await upload([{ bytes: await png(11), name: 'a.png', type: 'image/png' }])))
      .filenames[0]!;
    // What was stored (re-encoded at upload) is what must be served.
    bytes = Buffer.from((await readImage(key))!.bytes);
  });

  it('answers the bytes with their type, an ETag and immutable caching', async () => {
    const response = await api('GET', `/api/image/${key}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    const etag = response.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const again = await api('GET', `/api/image/${key}`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers a data URL when the client asks for JSON', async () => {
    const response = await api('GET', `/api/image/${key}`, { headers: { accept: 'application/json' } });
    expect(await readJson(response)).toEqual({ data: `data:image/png;base64,${bytes.toString('base64')}` });
    const browser = await api('GET', `/api/image/${key}`, { headers: { accept: 'image/avif,image/webp,*/*;q=0.8' } });
    expect(browser.headers.get('content-type')).toBe('image/png');
  });

  it('answers 404 for unknown keys and anything that is not a key, without reading storage', async () => {
    const attempts = [
      '00000000-0000-4000-8000-000000000000.png',
      '..%2F..%2Fetc%2Fpasswd',
      '../db/schema.ts',
      '%2e%2e%2f%2e%2e%2fpackage.json',
      `${key}/../other`,
      key.replace('.png', '.svg'),
      '',
    ];
    for (const attempt of attempts) expect((await api('GET', `/api/image/${attempt}`)).status, attempt).toBe(404);
  });
});

describe('gallery', () => {
  it('uploads several images with their details and lists them, featured ones with ?featured=true', async () => {
    const body = form(
      [
        { bytes: await png(21), name: 'lobby.png', type: 'image/png' },
        { bytes: await png(22), name: 'dock.png', type: 'image/png' },
      ],
      {
        description_0: 'The lobby',
        category_0: 'Interior',
        featured_0: 'true',
        description_1: 'Loading dock',
        category_1: 'Industrial',
        featured_1: 'false',
      },
    );
    const response = await api('POST', '/api/gallery', { token, body });
    expect(response.status).toBe(201);
    const created = await readJson<{ id: number; filename: string; featured: boolean; description: string }[]>(response);
    expect(created.map((i) => [i.description, i.featured])).toEqual([
      ['The lobby', true],
      ['Loading dock', false],
    ]);
    const featured = await readJson<{ id: number }[]>(await api('GET', '/api/gallery?featured=true'));
    expect(featured.map((i) => i.id)).toContain(created[0]!.id);
    expect(featured.map((i) => i.id)).not.toContain(created[1]!.id);
    const all = await readJson<{ id: number }[]>(await api('GET', '/api/gallery'));
    expect(all.map((i) => i.id)).toEqual(expect.arrayContaining(created.map((i) => i.id)));
  });

  it('flips featured, validates the body, and deletes the image (its blob only when deleted forever)', async () => {
    const [image] = await readJson<{ id: number; filename: string }[]>(
      await api('POST', '/api/gallery', { token, body: form([{ bytes: await png(31), name: 'x.png', type: 'image/png' }]) }),
    );
    expect(await readJson(await api('PUT', `/api/gallery/${image!.id}`, { token, json: { featured: true } }))).toMatchObject({
      featured: true,
    });
    expect((await api('PUT', `/api/gallery/${image!.id}`, { token, json: { featured: 'yes please' } })).status).toBe(400);
    expect((await api('PUT', '/api/gallery/9999', { token, json: { featured: true } })).status).toBe(404);
    expect(await readImage(image!.filename)).not.toBeNull();
    expect((await api('DELETE', `/api/gallery/${image!.id}`, { token })).status).toBe(200);
    expect(await readImage(image!.filename)).not.toBeNull(); // in the Trash, restorable
    expect((await api('DELETE', `/api/trash/gallery-image/${image!.id}`, { token })).status).toBe(200);
    expect(await readImage(image!.filename)).toBeNull();
  });
});

describe('photo clean-up when a unit or building is deleted forever', () => {
  it('keeps photos while their records are in the Trash, then removes those nothing else uses', async () => {
    const { filenames } = await readJson<{ filenames: string[] }>(
      await upload([
        { bytes: await png(41), name: 'own.png', type: 'image/png' },
        { bytes: await png(42), name: 'shared.png', type: 'image/png' },
      ]),
    );
    const [own, shared] = filenames as [string, string];
    const building = await readJson<{ id: number; featuredImages: string[]; mainImage: string }>(
      await api('POST', '/api/buildings', { token, json: { name: 'Photo House', address: '5 Photo St', images: [shared, own, shared] } }),
    );
    expect(building.featuredImages).toEqual([shared, own]);
    expect(building.mainImage).toBe(shared);
    const unit = await readJson<{ id: number; mainImage: string }>(
      await api('POST', '/api/properties', {
        token,
        json: { buildingId: building.id, unitNumber: '1', type: 'office', squareFootage: 1000, images: [own, shared] },
      }),
    );
    expect(unit.mainImage).toBe(own);

    expect((await api('DELETE', `/api/properties/${unit.id}`, { token })).status).toBe(200);
    expect((await api('DELETE', `/api/buildings/${building.id}`, { token })).status).toBe(200);
    expect(await readImage(own)).not.toBeNull();
    // The trashed unit still names the building: it has to go first.
    expect((await api('DELETE', `/api/trash/building/${building.id}`, { token })).status).toBe(409);
    expect((await api('DELETE', `/api/trash/unit/${unit.id}`, { token })).status).toBe(200);
    expect(await readImage(own)).not.toBeNull(); // the building still shows it
    expect((await api('DELETE', `/api/trash/building/${building.id}`, { token })).status).toBe(200);
    expect(await readImage(own)).toBeNull();
    expect(await readImage(shared)).toBeNull();
  });
});

describe('photo clean-up when an edit drops a photo', () => {
  it('keeps the dropped photo while an earlier version shows it (restorable); once the record is deleted for good it goes', async () => {
    const { filenames } = await readJson<{ filenames: string[] }>(
      await upload([
        { bytes: await png(51), name: 'kept.png', type: 'image/png' },
        { bytes: await png(52), name: 'dropped.png', type: 'image/png' },
        { bytes: await png(53), name: 'shared.png', type: 'image/png' },
      ]),
    );
    const [kept, dropped, shared] = filenames as [string, string, string];
    const building = await readJson<{ id: number }>(
      await api('POST', '/api/buildings', { token, json: { name: 'Edit House', address: '6 Edit St', images: [shared] } }),
    );
    const unit = { buildingId: building.id, unitNumber: '7', type: 'office', squareFootage: 800 };
    const created = await readJson<{ id: number }>(
      await api('POST', '/api/properties', { token, json: { ...unit, images: [kept, dropped, shared] } }),
    );
    expect((await api('PUT', `/api/properties/${created.id}`, { token, json: { ...unit, images: [kept] } })).status).toBe(200);
    // Version 1 of the unit still shows it: restoring that version brings the photo back intact.
    expect(await readImage(dropped)).not.toBeNull();
    const restored = await api('POST', `/api/history/unit/${created.id}/1/restore`, { token, json: { version: 2 } });
    expect(await readJson(restored)).toMatchObject({ images: [kept, dropped, shared], version: 3 });

    expect((await api('PUT', `/api/properties/${created.id}`, { token, json: { ...unit, images: [kept] } })).status).toBe(200);
    expect((await api('DELETE', `/api/properties/${created.id}`, { token })).status).toBe(200);
    expect((await api('DELETE', `/api/trash/unit/${created.id}`, { token })).status).toBe(200);
    expect(await readImage(kept)).toBeNull();
    expect(await readImage(dropped)).toBeNull(); // only its history named it
    expect(await readImage(shared)).not.toBeNull(); // the building still shows it
    expect((await api('PUT', `/api/buildings/${building.id}`, { token, json: { name: 'Edit House', address: '6 Edit St' } })).status).toBe(
      200,
    );
    expect(await readImage(shared)).not.toBeNull(); // the building's version 1 still shows it
    expect((await api('DELETE', `/api/buildings/${building.id}`, { token })).status).toBe(200);
    expect((await api('DELETE', `/api/trash/building/${building.id}`, { token })).status).toBe(200);
    expect(await readImage(shared)).toBeNull();
  });
});
