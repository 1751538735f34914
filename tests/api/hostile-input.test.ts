// Input no honest client sends: every write route must answer it with a 4xx (never a 5xx) and, on
// a 4xx, leave the database exactly as it was.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '~/db/client';
import { BuildingSchema } from '~/src/lib/schemas/building';
import { InquiryFieldsSchema } from '~/src/lib/schemas/inquiry';
import { UnitSchema } from '~/src/lib/schemas/unit';
import { issueFormToken } from '~/src/server/form-token';
import { api, ORIGIN, readJson, signIn } from '../helpers/api';
import { startTestPlatform, type TestPlatform } from '../helpers/test-platform';

let platform: TestPlatform;
let token: string;
let buildingId: number;
let unitId: number;
let inquiryId: number;
let galleryId: number;
let nextIp = 0;
const freshIp = () => `10.99.${Math.floor(nextIp / 250)}.${nextIp++ % 250}`;

const TABLES = ['units', 'buildings', 'inquiries', 'gallery_images', 'admin_users', 'sessions'];
/** A fingerprint of every row of the data tables. */
async function databaseFingerprint(): Promise<string> {
  const parts = await Promise.all(
    TABLES.map(async (table) => {
      const [row] = await executeRows<{ digest: string | null }>(
        platform.db,
        sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${table} t`),
      );
      return `${table}:${row?.digest}`;
    }),
  );
  return parts.join(' ');
}

beforeAll(async () => {
  platform = await startTestPlatform();
  ({ token } = await signIn());
  buildingId = (
    await readJson<{ id: number }>(await api('POST', '/api/buildings', { token, json: { name: 'Hostile House', address: '1 Test St' } }))
  ).id;
  unitId = (
    await readJson<{ id: number }>(
      await api('POST', '/api/properties', { token, json: { buildingId, unitNumber: '1', type: 'office', squareFootage: 1000 } }),
    )
  ).id;
  const inquiry = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', message: 'A message long enough.' };
  inquiryId = (await readJson<{ id: number }>(await api('POST', '/api/contact-submissions', { json: inquiry, ip: freshIp() }))).id;
  const [gallery] = await executeRows<{ id: number }>(
    platform.db,
    sql`insert into gallery_images (filename) values ('00000000-0000-0000-0000-000000000000.jpg') returning id`,
  );
  galleryId = gallery!.id;
});
afterAll(() => platform.stop());

describe('named hostile inputs', () => {
  it('refuses a NUL or other control character in any inquiry text, storing nothing', async () => {
    const before = await databaseFingerprint();
    for (const [field, value] of [
      ['firstName', 'Ann\u0000'],
      ['lastName', 'Lee\u0007'],
      ['company', 'Acme\u0000 Inc'],
      ['listing', 'Unit\u001b 210'],
      ['message', 'A long enough message\u0000 with a NUL'],
    ] as const) {
      const response = await api('POST', '/api/contact-submissions', {
        json: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', message: 'A message long enough.', [field]: value },
        ip: freshIp(),
      });
      expect(response.status, field).toBe(400);
      expect((await readJson<{ fieldErrors: Record<string, string[]> }>(response)).fieldErrors[field]).toEqual([
        'Remove the control characters from this text',
      ]);
    }
    expect(await databaseFingerprint()).toBe(before);
  });

  it('keeps line breaks in a message and strips bidirectional overrides from names', async () => {
    const response = await api('POST', '/api/contact-submissions', {
      json: {
        firstName: 'Ann\u202Egnp.exe',
        lastName: 'Lee',
        email: 'ann@example.com',
        message: 'Line one\nLine two\tindented',
        formToken: await issueFormToken(new Date(Date.now() - 60_000)),
      },
      ip: freshIp(),
    });
    expect(response.status).toBe(201);
    const { id } = await readJson<{ id: number }>(response);
    const [row] = await executeRows<{ first_name: string; message: string }>(
      platform.db,
      sql`select first_name, message from inquiries where id = ${id}`,
    );
    expect(row).toEqual({ first_name: 'Anngnp.exe', message: 'Line one\nLine two\tindented' });
  });

  it('refuses integers beyond what a column holds, and ids that are not plain digits', async () => {
    const before = await databaseFingerprint();
    const building = { name: 'Big', address: '2 Big St' };
    for (const change of [{ totalSquareFootage: 1e10 }, { availableSquareFootage: 2 ** 31 }, { totalFloors: 1e12 }]) {
      expect((await api('POST', '/api/buildings', { token, json: { ...building, ...change } })).status, JSON.stringify(change)).toBe(400);
    }
    const unit = { buildingId, unitNumber: '9', type: 'office', squareFootage: 1000 };
    for (const change of [
      { parkingSpaces: 3e9 },
      { squareFootage: 1e15 },
      { buildingId: '1e0' },
      { buildingId: 2 ** 40 },
      { yearBuilt: -5 },
    ]) {
      expect((await api('POST', '/api/properties', { token, json: { ...unit, ...change } })).status, JSON.stringify(change)).toBe(400);
    }
    expect(await databaseFingerprint()).toBe(before);
  });

  it('refuses ids and versions past a Postgres integer in a body with 400, never a 500', async () => {
    const before = await databaseFingerprint();
    const past = 2 ** 31;
    const writes: [string, string, Record<string, unknown>][] = [
      ['PUT', `/api/contact-submissions/${inquiryId}/assignee`, { userId: past }],
      ['POST', '/api/drafts', { kind: 'unit', entityId: past, data: {} }],
      ['POST', '/api/drafts', { kind: 'unit', entityId: unitId, data: {}, baseVersion: past }],
      ['PUT', `/api/properties/${unitId}`, { buildingId, unitNumber: '1', type: 'office', squareFootage: 1000, version: past }],
      ['POST', `/api/history/unit/${unitId}/1/restore`, { version: past }],
    ];
    for (const [method, path, json] of writes) {
      expect((await api(method, path, { token, json })).status, `${method} ${path} ${JSON.stringify(json)}`).toBe(400);
    }
    expect(await databaseFingerprint()).toBe(before);
  });

  it('refuses a password longer than bcrypt reads (72 bytes)', async () => {
    const response = await api('POST', '/api/auth/login', { json: { username: 'admin', password: 'é'.repeat(37) }, ip: freshIp() });
    expect(response.status).toBe(400);
    expect((await readJson(response))['message']).toBe('Password must be at most 72 bytes');
  });

  it('answers 415 to a body that is not JSON, and 403 to a sign-in from another site', async () => {
    const text = { 'content-type': 'text/plain' };
    const login = JSON.stringify({ username: 'admin', password: 'x' });
    expect((await api('POST', '/api/auth/login', { body: login, headers: text, ip: freshIp() })).status).toBe(415);
    const inquiry = JSON.stringify({ firstName: 'A', lastName: 'B', email: 'a@b.co', message: 'A message long enough.' });
    expect((await api('POST', '/api/contact-submissions', { body: inquiry, headers: text, ip: freshIp() })).status).toBe(415);
    const foreign = await api('POST', '/api/auth/login', {
      json: { username: 'admin', password: 'correct horse battery staple' },
      headers: { origin: 'https://evil.example' },
      ip: freshIp(),
    });
    expect(foreign.status).toBe(403);
    const own = await api('POST', '/api/auth/login', {
      json: { username: 'admin', password: 'correct horse battery staple' },
      headers: { origin: ORIGIN },
      ip: freshIp(),
    });
    expect(own.status).toBe(200);
  });
});

describe('oversized bodies', () => {
  it('answers 413 to a JSON body over 256 KB streamed without a length, without reading it all, storing nothing', async () => {
    const before = await databaseFingerprint();
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled += 64 * 1024;
          controller.enqueue(new TextEncoder().encode(pulled === 64 * 1024 ? '{"message":"' : 'x'.repeat(64 * 1024)));
        },
      },
      { highWaterMark: 0 },
    );
    const response = await api('POST', '/api/contact-submissions', {
      body: endless,
      headers: { 'content-type': 'application/json' },
      ip: freshIp(),
    });
    expect(response.status).toBe(413);
    expect(await readJson(response)).toEqual({ message: 'Request body is too large' });
    expect(pulled).toBeLessThanOrEqual(256 * 1024 + 64 * 1024);
    expect(await databaseFingerprint()).toBe(before);
  });
});

// Hostile JSON values: strings with any code point (NUL, bidi, lone surrogates), huge and negative
// numbers, wrong types, and nesting.
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom('', ' ', '\u0000', '\u202E', '1e0', '-1', 'NaN', 'true', '9'.repeat(30)),
    fc.integer(),
    fc.double({ noNaN: true }),
    fc.constantFrom(2 ** 31, 2 ** 53, -(2 ** 31) - 1, 1e300, -0),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 4 }),
  ),
})).value;

// Every field each body schema knows, read from the schema so a new field is fuzzed too.
const fieldsOf = {
  inquiry: Object.keys(InquiryFieldsSchema.shape),
  unit: Object.keys(UnitSchema.in.shape),
  building: Object.keys(BuildingSchema.in.shape),
};
/** A body: some known fields (sometimes with valid values) and some unknown ones, all hostile. */
const body = (fields: string[], valid: Record<string, unknown>) =>
  fc
    .record({
      keep: fc.subarray(Object.keys(valid)),
      hostile: fc.dictionary(fc.oneof(fc.constantFrom(...fields), fc.string({ maxLength: 12 })), hostileValue, { maxKeys: 6 }),
    })
    .map(({ keep, hostile }) => ({ ...Object.fromEntries(keep.map((key) => [key, valid[key]])), ...hostile }));

describe('generated hostile JSON on every write route', () => {
  const routes = () =>
    [
      [
        'POST',
        '/api/contact-submissions',
        body(fieldsOf.inquiry, { firstName: 'A', lastName: 'B', email: 'a@b.co', message: 'A message long enough.' }),
        false,
      ],
      ['POST', '/api/properties', body(fieldsOf.unit, { buildingId, unitNumber: '2', type: 'flex', squareFootage: 900 }), true],
      ['PUT', `/api/properties/${unitId}`, body(fieldsOf.unit, { buildingId, unitNumber: '1', type: 'office', squareFootage: 1000 }), true],
      ['POST', '/api/buildings', body(fieldsOf.building, { name: 'N', address: 'A' }), true],
      ['PUT', `/api/buildings/${buildingId}`, body(fieldsOf.building, { name: 'Hostile House', address: '1 Test St' }), true],
      ['PUT', `/api/gallery/${galleryId}`, body(['featured'], { featured: true }), true],
      ['PUT', `/api/contact-submissions/${inquiryId}/status`, body(['status'], { status: 'read' }), true],
      ['POST', '/api/auth/login', body(['username', 'password'], { username: 'admin' }), false],
    ] as const;

  it('never answers 5xx, and changes nothing when it answers 4xx', async () => {
    for (const [method, path, arbitrary, needsAdmin] of routes()) {
      await fc.assert(
        fc.asyncProperty(arbitrary, async (json) => {
          const before = await databaseFingerprint();
          const response = await api(method, path, { json, ip: freshIp(), ...(needsAdmin ? { token } : {}) });
          expect(response.status, `${method} ${path} ${JSON.stringify(json)}`).toBeLessThan(500);
          if (response.status >= 400)
            expect(await databaseFingerprint(), `${method} ${path} changed data on ${response.status}`).toBe(before);
        }),
        { numRuns: 40 },
      );
    }
  }, 240_000);
});
