// A unit's optional floor plan (decision 025): an image or a PDF, uploaded by an admin, named by the
// unit, served for download, deleted once nothing names it.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES } from '~/src/lib/photo-rules';
import { listImageKeys, readImage } from '~/src/server/photos/image-store';
import { api, readJson, signIn } from '../helpers/api';
import { startTestPlatform, type TestPlatform } from '../helpers/test-platform';

let platform: TestPlatform;
let token: string;
let buildingId: number;

beforeAll(async () => {
  platform = await startTestPlatform();
  ({ token } = await signIn());
  const created = await api('POST', '/api/buildings', { token, json: { name: 'Plan Wharf', address: '2 Plan Wharf, Boston' } });
  buildingId = (await readJson<{ id: number }>(created)).id;
});
afterAll(() => platform.stop());

// A minimal one-page PDF (what a floor plan export starts with: the %PDF- signature).
const pdf = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

function uploadFloorPlan(bytes: Uint8Array, name: string, type: string, options: { token?: string } = { token }) {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return api('POST', '/api/upload/floor-plan', { ...options, body });
}

const unitWith = (floorPlan: string | null) => ({
  buildingId,
  unitNumber: '201',
  type: 'office',
  squareFootage: 1200,
  rate: 30,
  floorPlan,
});

describe('POST /api/upload/floor-plan', () => {
  it('needs an admin session and stores nothing without one', async () => {
    const before = await listImageKeys();
    const response = await uploadFloorPlan(pdf, 'plan.pdf', 'application/pdf', {});
    expect(response.status).toBe(401);
    expect(await listImageKeys()).toEqual(before);
  });

  it('stores a PDF as sent and serves it as a download', async () => {
    const response = await uploadFloorPlan(pdf, 'plan.pdf', 'application/pdf');
    expect(response.status).toBe(201);
    const { filename } = await readJson<{ filename: string }>(response);
    expect(filename).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    const served = await api('GET', `/api/image/${filename}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe('attachment; filename="floor-plan.pdf"');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pdf);
  });

  it('stores an image floor plan as a photo', async () => {
    const response = await uploadFloorPlan(await png(), 'plan.png', 'image/png');
    expect(response.status).toBe(201);
    const { filename } = await readJson<{ filename: string }>(response);
    expect(filename).toMatch(/\.png$/);
    expect(await sharp(Buffer.from((await readImage(filename))!.bytes)).metadata()).toMatchObject({ width: 40, height: 30 });
  });

  it('refuses what is neither, more than one file, and a file over the limit, storing nothing', async () => {
    const before = await listImageKeys();
    const text = await uploadFloorPlan(new TextEncoder().encode('not a plan'), 'plan.pdf', 'application/pdf');
    expect(text.status).toBe(400);
    expect((await readJson<{ message: string }>(text)).message).toBe(
      'plan.pdf is not a supported floor plan. Use a PDF or an image (JPEG, PNG, WebP, GIF, AVIF or HEIC).',
    );
    const two = new FormData();
    for (const name of ['a.pdf', 'b.pdf']) two.append('file', new Blob([pdf], { type: 'application/pdf' }), name);
    const twice = await api('POST', '/api/upload/floor-plan', { token, body: two });
    expect(twice.status).toBe(400);
    expect((await readJson<{ message: string }>(twice)).message).toBe('Upload one floor plan at a time');
    const big = new Uint8Array(MAX_PHOTO_BYTES + 1);
    big.set(pdf);
    expect((await uploadFloorPlan(big, 'huge.pdf', 'application/pdf')).status).toBe(413);
    expect(await listImageKeys()).toEqual(before);
  });
});

describe("a unit's floorPlan", () => {
  it('is saved with the unit, refused when it is not a stored key, kept while the history shows it, deleted with the unit for good', async () => {
    const first = (await readJson<{ filename: string }>(await uploadFloorPlan(pdf, 'plan.pdf', 'application/pdf'))).filename;
    const created = await api('POST', '/api/properties', { token, json: unitWith(first) });
    expect(created.status).toBe(201);
    const { id } = await readJson<{ id: number; floorPlan: string }>(created);
    expect((await readJson<{ floorPlan: string }>(await api('GET', `/api/properties/${id}`))).floorPlan).toBe(first);

    const bad = await api('PUT', `/api/properties/${id}`, { token, json: unitWith('../secrets.pdf') });
    expect(bad.status).toBe(400);
    expect((await readJson<{ fieldErrors: Record<string, string[]> }>(bad)).fieldErrors['floorPlan']).toEqual(['Unknown floor plan']);

    const second = (await readJson<{ filename: string }>(await uploadFloorPlan(await png(), 'plan.png', 'image/png'))).filename;
    expect((await api('PUT', `/api/properties/${id}`, { token, json: unitWith(second) })).status).toBe(200);
    // The replaced file stays while an earlier version of the unit names it (a restore brings it back: decision 028).
    expect(await readImage(first)).not.toBeNull();
    expect(await readImage(second)).not.toBeNull();

    // Left out, it is cleared (a PUT replaces the unit); the file stays for the history too.
    expect(
      (await readJson<{ floorPlan: string | null }>(await api('PUT', `/api/properties/${id}`, { token, json: unitWith(null) }))).floorPlan,
    ).toBeNull();
    expect(await readImage(second)).not.toBeNull();

    // Deleted for good from the Trash, the unit takes both files with it.
    expect((await api('DELETE', `/api/properties/${id}`, { token })).status).toBe(200);
    expect((await api('DELETE', `/api/trash/unit/${id}`, { token })).status).toBe(200);
    expect(await readImage(first)).toBeNull();
    expect(await readImage(second)).toBeNull();
  });
});
