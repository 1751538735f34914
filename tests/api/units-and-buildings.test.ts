import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { buildings, units } from '~/db/schema';
import { BuildingJsonSchema, UnitJsonSchema } from '~/src/lib/api/responses';
import { BuildingSchema } from '~/src/lib/schemas/building';
import { optionalKeys, type Shape } from '~/src/lib/schemas/shape';
import { UnitSchema } from '~/src/lib/schemas/unit';
import { api, readJson, signIn } from '../helpers/api';
import { startTestPlatform, type TestPlatform } from '../helpers/test-platform';

let platform: TestPlatform;
let token: string;
let buildingId: number;

beforeAll(async () => {
  platform = await startTestPlatform();
  ({ token } = await signIn());
  const created = await api('POST', '/api/buildings', { token, json: { name: 'Test Wharf', address: '1 Test Wharf, Boston' } });
  buildingId = (await readJson<{ id: number }>(created)).id;
});
afterAll(() => platform.stop());

const unitCount = async () => (await platform.db.select({ value: count() }).from(units))[0]!.value;
const validUnit = () => ({ buildingId, unitNumber: '101', type: 'office', squareFootage: 2500, rate: 40 });

describe('units', () => {
  it('creates a unit from form strings: numbers converted, blanks omitted, unknown fields dropped', async () => {
    const response = await api('POST', '/api/properties', {
      token,
      json: {
        buildingId: String(buildingId),
        unitNumber: ' 2B ',
        type: 'flex',
        squareFootage: '3,200',
        rate: '31.50',
        description: '',
        ceilingHeight: '',
        featured: 'true',
        isAdmin: true,
        id: 999,
      },
    });
    expect(response.status).toBe(201);
    const unit = await readJson(response);
    expect(unit).toMatchObject({
      buildingId,
      unitNumber: '2B',
      type: 'flex',
      squareFootage: 3200,
      rate: 31.5,
      description: null,
      ceilingHeight: null,
      featured: true,
      status: 'available',
      parkingAvailable: 'yes',
    });
    expect(unit['id']).not.toBe(999);
    expect(unit).not.toHaveProperty('isAdmin');
  });

  it('forces the rate to 0 when the price is on request', async () => {
    const response = await api('POST', '/api/properties', {
      token,
      json: { ...validUnit(), unitNumber: '102', rate: 55, priceOnRequest: true },
    });
    expect(await readJson(response)).toMatchObject({ priceOnRequest: true, rate: 0 });
  });

  it('answers each validation message of the product and stores nothing', async () => {
    const before = await unitCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ buildingId: '' }, 'buildingId', 'Building selection is required'],
      [{ unitNumber: '  ' }, 'unitNumber', 'Unit number is required'],
      [{ type: '' }, 'type', 'Space type is required'],
      [{ squareFootage: 0 }, 'squareFootage', 'Square footage must be greater than 0'],
      [{ squareFootage: 'lots' }, 'squareFootage', 'Square footage must be greater than 0'],
      [{ rate: -1 }, 'rate', 'Rate must be 0 or greater'],
      // What a number box cannot read is refused, never saved as blank (the form sends it as typed).
      [{ rate: '-' }, 'rate', 'Rate must be 0 or greater'],
      [{ rate: '1e999' }, 'rate', 'Rate must be 0 or greater'],
      [{ squareFootage: 99_999_999_999 }, 'squareFootage', 'Square footage must be at most 10,000,000'],
      [{ yearBuilt: 1799 }, 'yearBuilt', 'Year built must be between 1800 and the current year'],
      [{ yearBuilt: new Date().getFullYear() + 1 }, 'yearBuilt', 'Year built must be between 1800 and the current year'],
      [{ ceilingHeight: 'tall' }, 'ceilingHeight', 'Must be a number'],
      [{ state: 'Massachusetts' }, 'state', 'State is two letters, e.g. MA'],
      [{ zipCode: 'abcde' }, 'zipCode', 'ZIP code is five digits, e.g. 02127'],
      [{ status: 'sold' }, 'status', 'Status must be available or leased'],
      [{ parkingAvailable: 'maybe' }, 'parkingAvailable', 'Parking must be yes or no'],
      [{ loopnetUrl: 'javascript:alert(1)' }, 'loopnetUrl', 'Enter a full web address starting with https://'],
      [{ images: ['../../etc/passwd'] }, 'images', 'Unknown image'],
    ];
    for (const [change, field, message] of cases) {
      const response = await api('POST', '/api/properties', { token, json: { ...validUnit(), ...change } });
      expect(response.status, field).toBe(400);
      const body = await readJson<{ message: string; fieldErrors: Record<string, string[]> }>(response);
      expect(body.fieldErrors[field], field).toContain(message);
      expect(body.message).toBe(message);
    }
    expect(await unitCount()).toBe(before);
  });

  it('refuses a unit in a building that does not exist', async () => {
    const response = await api('POST', '/api/properties', { token, json: { ...validUnit(), buildingId: 424242 } });
    expect(response.status).toBe(400);
    expect((await readJson(response))['message']).toBe('The selected building does not exist');
  });

  it('refuses wrong shapes with 4xx and stores nothing', async () => {
    const before = await unitCount();
    for (const body of ['{"buildingId":', '[]', '[{"unitNumber":"1"}]', 'true', '42']) {
      const response = await api('POST', '/api/properties', { token, body, headers: { 'content-type': 'application/json' } });
      expect(response.status, body).toBe(400);
    }
    const wrongTypes = await api('POST', '/api/properties', {
      token,
      json: { ...validUnit(), squareFootage: { $gt: 0 }, images: 'not-a-list.jpg' },
    });
    expect(wrongTypes.status).toBe(400);
    expect(await unitCount()).toBe(before);
  });

  it('updates a whole unit with PUT, clearing fields the form left empty', async () => {
    const created = await readJson<{ id: number }>(
      await api('POST', '/api/properties', {
        token,
        json: { ...validUnit(), unitNumber: '103', description: 'Corner suite', leaseType: 'NNN' },
      }),
    );
    const response = await api('PUT', `/api/properties/${created.id}`, {
      token,
      json: { ...validUnit(), unitNumber: '103', status: 'leased', description: '' },
    });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toMatchObject({ id: created.id, status: 'leased', description: null, leaseType: null });
    const [row] = await platform.db.select().from(units).where(eq(units.id, created.id));
    expect(row?.status).toBe('leased');
  });

  it('answers 404 for a missing unit on read, update and delete', async () => {
    expect((await api('GET', '/api/properties/777')).status).toBe(404);
    expect((await api('PUT', '/api/properties/777', { token, json: validUnit() })).status).toBe(404);
    expect((await api('DELETE', '/api/properties/777', { token })).status).toBe(404);
  });

  it('deletes a unit with only the cookie, as the admin panel sends it', async () => {
    const { cookie } = await signIn();
    const created = await readJson<{ id: number }>(
      await api('POST', '/api/properties', { token, json: { ...validUnit(), unitNumber: '104' } }),
    );
    const response = await api('DELETE', `/api/properties/${created.id}`, { cookie, headers: { origin: 'http://localhost:8888' } });
    expect(response.status).toBe(200);
    expect((await api('GET', `/api/properties/${created.id}`)).status).toBe(404);
  });
});

describe('buildings', () => {
  it('applies the default values to a new building', async () => {
    const response = await api('POST', '/api/buildings', { token, json: { name: 'Defaults House', address: '2 Default St' } });
    expect(response.status).toBe(201);
    expect(await readJson(response)).toMatchObject({
      buildingClass: 'A',
      tenantType: 'office',
      totalFloors: 1,
      walkScore: 0,
      transitScore: 0,
      bikeScore: 0,
      featured: false,
      images: [],
      featuredImages: [],
      mainImage: null,
    });
  });

  it('answers each validation message of the product and stores nothing', async () => {
    const before = (await platform.db.select({ value: count() }).from(buildings))[0]!.value;
    const base = { name: 'B', address: 'A' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'Building name is required'],
      [{ address: undefined }, 'address', 'Address is required'],
      [{ availableSquareFootage: -5 }, 'availableSquareFootage', 'Available sq ft must be positive'],
      [{ totalFloors: 0 }, 'totalFloors', 'Total floors must be at least 1'],
      [{ totalSquareFootage: -1 }, 'totalSquareFootage', 'Total sq ft must be positive'],
      [{ yearBuilt: 1799 }, 'yearBuilt', 'Year built must be between 1800 and the current year'],
      [{ yearBuilt: new Date().getFullYear() + 1 }, 'yearBuilt', 'Year built must be between 1800 and the current year'],
      [{ walkScore: 101 }, 'walkScore', 'Walk score must be between 0 and 100'],
      [{ bikeScore: -1 }, 'bikeScore', 'Bike score must be between 0 and 100'],
      [{ buildingClass: 'D' }, 'buildingClass', 'Building class must be A, B or C'],
      [{ tenantType: 'retail' }, 'tenantType', 'Tenant type must be office, industrial or flex'],
    ];
    for (const [change, field, message] of cases) {
      const response = await api('POST', '/api/buildings', { token, json: { ...base, ...change } });
      expect(response.status, field).toBe(400);
      expect((await readJson<{ fieldErrors: Record<string, string[]> }>(response)).fieldErrors[field], field).toContain(message);
    }
    expect((await platform.db.select({ value: count() }).from(buildings))[0]!.value).toBe(before);
  });

  it('refuses to delete a building that still has units, with 409, and deletes nothing', async () => {
    const response = await api('DELETE', `/api/buildings/${buildingId}`, { token });
    expect(response.status).toBe(409);
    expect((await readJson(response))['message']).toMatch(
      /^This building still has \d+ units?\. Delete or move its units before deleting the building\.$/,
    );
    expect((await api('GET', `/api/buildings/${buildingId}`)).status).toBe(200);
  });

  it('deletes an empty building', async () => {
    const created = await readJson<{ id: number }>(
      await api('POST', '/api/buildings', { token, json: { name: 'Empty', address: '3 Empty St' } }),
    );
    expect((await api('DELETE', `/api/buildings/${created.id}`, { token })).status).toBe(200);
    expect((await api('GET', `/api/buildings/${created.id}`)).status).toBe(404);
  });

  it('lists buildings and answers one by id; a malformed id is 404', async () => {
    const list = await readJson<{ id: number }[]>(await api('GET', '/api/buildings'));
    expect(list.map((b) => b.id)).toContain(buildingId);
    expect((await api('GET', '/api/buildings/abc')).status).toBe(404);
    expect((await api('GET', '/api/buildings/1/extra')).status).toBe(404);
  });
});

// A value a field accepts: the first of a few kinds (text, year, web address, date, photo key, state,
// ZIP code) that it parses.
const photo = `${randomUUID()}.jpg`;
const SAMPLES = ['7', '1999', 'https://example.com/listing', '2031-05-01', photo, 'MA', '02127'];
function sampleFor(key: string, field: Shape[string]): unknown {
  const sample = SAMPLES.find((value) => field.safeParse(value).data !== undefined);
  if (sample === undefined) throw new Error(`No sample value for ${key}: add one to SAMPLES`);
  return sample;
}

describe.each([
  { kind: 'unit', path: '/api/properties', shape: UnitSchema.in.shape, answer: UnitJsonSchema, table: units, required: () => validUnit() },
  {
    kind: 'building',
    path: '/api/buildings',
    shape: BuildingSchema.in.shape,
    answer: BuildingJsonSchema,
    table: buildings,
    required: () => ({ name: 'Replace Wharf', address: '2 Test Wharf, Boston' }),
  },
])('a $kind PUT replaces the whole record', ({ path, shape, answer, table, required }) => {
  // Every optional field of the schema, each with a value it accepts; the main photo is one of the record's.
  const optional = optionalKeys<Shape>(shape);
  const fieldOf = (key: string) => (shape as Shape)[key]!;
  const full = (): Record<string, unknown> => ({
    ...required(),
    ...Object.fromEntries(optional.map((key) => [key, sampleFor(key, fieldOf(key))])),
    images: [photo],
  });
  const updatedAt = async (id: number) => (await platform.db.select().from(table).where(eq(table.id, id)))[0]!.updatedAt.getTime();

  it('keeps every optional field it sends, clears every one it leaves out, and moves updatedAt forward', async () => {
    const body = full();
    const sent = Object.fromEntries(optional.map((key) => [key, fieldOf(key).parse(body[key])]));
    const created = await api('POST', path, { token, json: body });
    expect(created.status).toBe(201);
    const { id } = await readJson<{ id: number }>(created);
    const createdAt = await updatedAt(id);

    const kept = await api('PUT', `${path}/${id}`, { token, json: body });
    expect(kept.status).toBe(200);
    expect(await readJson(kept)).toMatchObject(sent);
    const keptAt = await updatedAt(id);
    expect(keptAt).toBeGreaterThan(createdAt);

    const cleared = await api('PUT', `${path}/${id}`, { token, json: required() });
    expect(cleared.status).toBe(200);
    const none = Object.fromEntries(optional.map((key) => [key, null]));
    expect(await readJson(cleared)).toMatchObject(none);
    const [row] = await platform.db.select().from(table).where(eq(table.id, id));
    expect(row).toMatchObject(none);
    expect(row!.updatedAt.getTime()).toBeGreaterThan(keptAt);
  });

  it('answers exactly the fields its response schema declares', async () => {
    const response = await api('GET', path);
    const [first] = await readJson<Record<string, unknown>[]>(response);
    expect(Object.keys(first!).sort()).toEqual(Object.keys(answer.shape).sort());
    expect(answer.parse(first)).toEqual(first);
  });
});
