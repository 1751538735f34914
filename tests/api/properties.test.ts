import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { units } from '~/db/schema';
import { seedIfEmpty } from '~/scripts/lib/seed';
import handle from '~/functions/properties';
import { startTestPlatform, type TestPlatform } from '../helpers/test-platform';

const call = (path: string, init?: RequestInit) => handle(new Request(`http://localhost${path}`, init));

describe('GET /api/properties', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
    await seedIfEmpty(platform.db, { adminPassword: 'test-password', isProduction: false, log: () => {} });
  });
  afterAll(() => platform.stop());

  it('lists every unit as JSON with the documented field names and types', async () => {
    const response = await call('/api/properties');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const list = (await response.json()) as Record<string, unknown>[];
    expect(list.length).toBeGreaterThanOrEqual(18);
    const unit = list[0]!;
    expect(typeof unit['id']).toBe('number');
    expect(typeof unit['squareFootage']).toBe('number');
    expect(typeof unit['rate']).toBe('number');
    expect(typeof unit['priceOnRequest']).toBe('boolean');
    expect(Array.isArray(unit['images'])).toBe(true);
    expect(new Date(unit['createdAt'] as string).toISOString()).toBe(unit['createdAt']);
  });

  it('orders units by building, then unit number', async () => {
    const list = (await (await call('/api/properties')).json()) as { buildingId: number; unitNumber: string }[];
    const seaport = list.filter((u) => u.buildingId === 3).map((u) => u.unitNumber);
    expect(seaport).toEqual([...seaport].sort());
  });

  it('lists featured units, available ones first', async () => {
    const before = (await (await call('/api/properties/featured')).json()) as { id: number }[];
    // Lease the first featured unit: it must move behind every available one.
    await platform.db.update(units).set({ status: 'leased' }).where(eq(units.id, before[0]!.id));
    const list = (await (await call('/api/properties/featured')).json()) as { id: number; featured: boolean; status: string }[];
    expect(list.length).toBeGreaterThan(1);
    expect(list.every((u) => u.featured)).toBe(true);
    expect(list.at(-1)).toMatchObject({ id: before[0]!.id, status: 'leased' });
    expect(list.slice(0, -1).every((u) => u.status === 'available')).toBe(true);
  });

  it('answers one unit by id, and 404 for a missing or malformed id', async () => {
    const one = await call('/api/properties/1');
    expect(one.status).toBe(200);
    expect(((await one.json()) as { id: number }).id).toBe(1);
    for (const path of [
      '/api/properties/9999',
      '/api/properties/abc',
      '/api/properties/1.5',
      '/api/properties/-1',
      '/api/properties/99999999999',
    ]) {
      const response = await call(path);
      expect(response.status, path).toBe(404);
      expect(((await response.json()) as { message: string }).message).toBeTruthy();
    }
  });

  it('refuses other methods with 405 and the error shape', async () => {
    const response = await call('/api/properties/featured', { method: 'PATCH' });
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({ message: expect.stringContaining('Method not allowed') });
  });
});

describe('security headers on API answers', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform();
  });
  afterAll(() => platform.stop());

  it('are on a read, a 404, a 405 and a photo miss alike', async () => {
    const { API_SECURITY_HEADERS } = await import('~/functions/_shared/http');
    const image = (await import('~/functions/image')).default;
    const answers = [
      await call('/api/properties'),
      await call('/api/properties/9999'),
      await call('/api/properties/featured', { method: 'DELETE' }),
      await image(new Request('http://localhost/api/image/00000000-0000-0000-0000-000000000000.jpg')),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 404, 405, 404]);
    for (const answer of answers) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect(answer.headers.get(name), name).toBe(value);
    }
  });
});
