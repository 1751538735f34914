// Public reads are cached at Netlify's CDN by tag and revalidated by browsers; every write purges
// exactly the tags it changed. The purges are observed where Netlify's purgeCache sends them: an
// HTTP server standing in for the Netlify API (NETLIFY_API_URL), which records each request.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, readJson, signIn } from '../helpers/api';
import { startTestPlatform, type TestPlatform } from '../helpers/test-platform';

let platform: TestPlatform;
let token: string;
let cookie: string;
let purgeApi: Server;
let purges: { siteId: string; tags: string[]; authorization: string | undefined }[] = [];

beforeAll(async () => {
  platform = await startTestPlatform();
  ({ token, cookie } = await signIn());
  purgeApi = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const { cache_tags, site_id } = JSON.parse(body) as { cache_tags: string[]; site_id: string };
      if (req.url === '/api/v1/purge') purges.push({ siteId: site_id, tags: cache_tags, authorization: req.headers.authorization });
      res.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => purgeApi.listen(0, resolve));
  process.env['NETLIFY_API_URL'] = `http://localhost:${(purgeApi.address() as AddressInfo).port}`;
  process.env['NETLIFY_PURGE_API_TOKEN'] = 'purge-token';
  process.env['SITE_ID'] = 'site-under-test';
});
afterAll(async () => {
  delete process.env['NETLIFY_PURGE_API_TOKEN'];
  await new Promise((resolve) => purgeApi.close(resolve));
  await platform.stop();
});
beforeEach(() => {
  purges = [];
});

const purgedTags = () => purges.flatMap((p) => p.tags).sort();
const unitBody = (buildingId: number, change: Record<string, unknown> = {}) => ({
  buildingId,
  unitNumber: 'C1',
  type: 'office',
  squareFootage: 900,
  ...change,
});

describe('public reads', () => {
  it('are cached at the CDN by tag, revalidated by browsers, and answer 304 when unchanged', async () => {
    const { id: buildingId } = await readJson<{ id: number }>(
      await api('POST', '/api/buildings', { token, json: { name: 'Cache House', address: '1 Cache St' } }),
    );
    const { id: unitId } = await readJson<{ id: number }>(await api('POST', '/api/properties', { token, json: unitBody(buildingId) }));
    for (const [path, tag] of [
      ['/api/properties', 'units'],
      ['/api/properties/featured', 'units'],
      [`/api/properties/${unitId}`, `unit-${unitId}`],
      ['/api/buildings', 'buildings'],
      [`/api/buildings/${buildingId}`, `building-${buildingId}`],
      ['/api/gallery', 'gallery'],
      ['/api/gallery?featured=true', 'gallery'],
    ]) {
      const response = await api('GET', path!);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('public, max-age=0, must-revalidate');
      expect(response.headers.get('netlify-cdn-cache-control'), path).toBe('public, durable, s-maxage=31536000, stale-while-revalidate=60');
      expect(response.headers.get('netlify-cache-tag'), path).toBe(tag);
      const etag = response.headers.get('etag')!;
      expect(etag, path).toMatch(/^"[\w-]+"$/);
      const again = await api('GET', path!, { headers: { 'if-none-match': etag } });
      expect(again.status, path).toBe(304);
      expect(await again.text(), path).toBe('');
      expect(again.headers.get('etag'), path).toBe(etag);
    }
  });

  it('key the CDN copy on the query parameters they read and no other, so ?_=<random> shares the cached answer', async () => {
    const { id: buildingId } = await readJson<{ id: number }>(
      await api('POST', '/api/buildings', { token, json: { name: 'Vary House', address: '4 Cache St' } }),
    );
    const { id: unitId } = await readJson<{ id: number }>(await api('POST', '/api/properties', { token, json: unitBody(buildingId) }));
    const NO_QUERY = 'query=,header=Authorization,cookie=session|__Host-session';
    for (const [path, vary] of [
      ['/api/properties', NO_QUERY],
      ['/api/properties/featured', NO_QUERY],
      [`/api/properties/${unitId}`, NO_QUERY],
      ['/api/buildings', NO_QUERY],
      [`/api/buildings/${buildingId}`, NO_QUERY],
      ['/api/gallery', 'query=featured,header=Authorization,cookie=session|__Host-session'],
      ['/api/gallery?featured=true', 'query=featured,header=Authorization,cookie=session|__Host-session'],
    ]) {
      const plain = await api('GET', path!);
      const busted = await api('GET', `${path}${path!.includes('?') ? '&' : '?'}_=${Math.random()}`);
      expect(plain.headers.get('netlify-vary'), path).toBe(vary);
      expect(busted.headers.get('netlify-vary'), path).toBe(vary);
      expect(busted.headers.get('etag'), path).toBe(plain.headers.get('etag'));
      // A session gets the same instructions (one URL, one Netlify-Vary), and its own answer.
      expect((await api('GET', path!, { token })).headers.get('netlify-vary'), path).toBe(vary);
    }
  });

  it('refuse a made-up value of a parameter in their key with 400, never cached', async () => {
    for (const query of ['featured=yes', 'featured=true&featured=false', `featured=${Math.random()}`]) {
      const response = await api('GET', `/api/gallery?${query}`);
      expect(response.status, query).toBe(400);
      expect(await readJson(response), query).toEqual({ message: 'featured must be true or false' });
      expect(response.headers.get('netlify-cdn-cache-control'), query).toBeNull();
    }
    for (const query of ['featured=false', 'featured=']) expect((await api('GET', `/api/gallery?${query}`)).status, query).toBe(200);
  });

  it('answer 200 with a new ETag once a write changed them', async () => {
    const before = await api('GET', '/api/buildings');
    const etag = before.headers.get('etag')!;
    await api('POST', '/api/buildings', { token, json: { name: 'Another', address: '2 Cache St' } });
    const after = await api('GET', '/api/buildings', { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect((await readJson<{ name: string }[]>(after)).map((b) => b.name)).toContain('Another');
  });

  it('are never cached with a session (bearer or cookie), and admin reads are no-store', async () => {
    for (const auth of [{ token }, { cookie }]) {
      const response = await api('GET', '/api/properties', auth);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('netlify-cdn-cache-control')).toBeNull();
      expect(response.headers.get('netlify-vary')).toBe('query=,header=Authorization,cookie=session|__Host-session');
    }
    for (const path of ['/api/contact-submissions', '/api/trash', '/api/auth/me']) {
      const response = await api('GET', path, { token });
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(response.headers.get('netlify-cdn-cache-control'), path).toBeNull();
    }
  });

  it('photos: kept by browsers for good, at the CDN under their own tag until deleted', async () => {
    const body = new FormData();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#345678' } })
      .png()
      .toBuffer();
    body.append('images', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'p.png');
    const [key] = (await readJson<{ filenames: string[] }>(await api('POST', '/api/upload', { token, body }))).filenames;
    const response = await api('GET', `/api/image/${key}`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('netlify-cache-tag')).toBe(`image-${key}`);
    expect(response.headers.get('netlify-vary')).toBe('query=,header=Authorization|Accept,cookie=session|__Host-session');
    const busted = await api('GET', `/api/image/${key}?_=1`);
    expect(busted.headers.get('netlify-vary')).toBe(response.headers.get('netlify-vary'));
    expect((await api('GET', `/api/image/${key}`, { headers: { 'if-none-match': response.headers.get('etag')! } })).status).toBe(304);
  });
});

describe('every write purges exactly the tags it changed', () => {
  it('units, buildings, gallery, the Trash and deleted photos', async () => {
    const { id: buildingId } = await readJson<{ id: number }>(
      await api('POST', '/api/buildings', { token, json: { name: 'Purge House', address: '3 Cache St' } }),
    );
    expect(purgedTags()).toEqual(['buildings']);
    expect(purges[0]).toEqual({ siteId: 'site-under-test', tags: ['buildings'], authorization: 'Bearer purge-token' });

    const expectations: [string, () => Promise<Response>, string[]][] = [];
    purges = [];
    const upload = new FormData();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#876543' } })
      .png()
      .toBuffer();
    upload.append('images', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'p.png');
    const [photo] = (await readJson<{ filenames: string[] }>(await api('POST', '/api/upload', { token, body: upload }))).filenames;
    expect(purgedTags()).toEqual([]); // an upload alone changes no page

    purges = [];
    const { id: unitId } = await readJson<{ id: number }>(
      await api('POST', '/api/properties', { token, json: unitBody(buildingId, { images: [photo] }) }),
    );
    expect(purgedTags()).toEqual(['units']);

    expectations.push(
      [
        'update unit',
        () => api('PUT', `/api/properties/${unitId}`, { token, json: unitBody(buildingId, { images: [photo] }) }),
        ['unit-' + unitId, 'units'],
      ],
      [
        'rename building',
        () => api('PUT', `/api/buildings/${buildingId}`, { token, json: { name: 'Purge Hall', address: '3 Cache St' } }),
        ['building-' + buildingId, 'buildings', 'units'],
      ],
      ['delete unit', () => api('DELETE', `/api/properties/${unitId}`, { token }), ['unit-' + unitId, 'units']],
      ['restore unit', () => api('POST', `/api/trash/unit/${unitId}/restore`, { token }), ['unit-' + unitId, 'units']],
      ['delete unit again', () => api('DELETE', `/api/properties/${unitId}`, { token }), ['unit-' + unitId, 'units']],
      // Gone for good: the photo nothing else names goes, from Blobs and from the CDN.
      ['delete forever', () => api('DELETE', `/api/trash/unit/${unitId}`, { token }), [`image-${photo}`]],
      ['delete building', () => api('DELETE', `/api/buildings/${buildingId}`, { token }), ['building-' + buildingId, 'buildings']],
      ['a read purges nothing', () => api('GET', '/api/trash', { token }), []],
    );
    const gallery = new FormData();
    gallery.append('images', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'g.png');
    purges = [];
    const [image] = await readJson<{ id: number }[]>(await api('POST', '/api/gallery', { token, body: gallery }));
    expect(purgedTags()).toEqual(['gallery']);
    expectations.push(
      ['feature a gallery image', () => api('PUT', `/api/gallery/${image!.id}`, { token, json: { featured: true } }), ['gallery']],
      ['delete a gallery image', () => api('DELETE', `/api/gallery/${image!.id}`, { token }), ['gallery']],
    );
    for (const [what, write, tags] of expectations) {
      purges = [];
      const response = await write();
      expect(response.status, what).toBeLessThan(300);
      expect(purgedTags(), what).toEqual([...tags].sort());
    }
  });

  it('a refused write purges nothing', async () => {
    expect((await api('POST', '/api/properties', { token, json: { unitNumber: '' } })).status).toBe(400);
    expect((await api('DELETE', '/api/properties/999999', { token })).status).toBe(404);
    expect((await api('PUT', '/api/gallery/999999', { token, json: { featured: true } })).status).toBe(404);
    expect(purges).toEqual([]);
  });
});
