import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUNDLE_LIMIT_BYTES, bundleLimitFailures, coldRequest, COLD_RUNS, measureBundle, type BundleMetrics } from './bundle-metrics';

const scratch = await mkdtemp(path.join(tmpdir(), 'bundle-metrics-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** A bundle folder as a zip unpacks: its module (which logs, as housekeeping does) and node_modules. */
async function fakeBundle(name: string, modules: string[], zipBytes: number) {
  const folder = path.join(scratch, name);
  await mkdir(path.join(folder, 'functions'), { recursive: true });
  const entry = path.join(folder, 'functions', `${name}.mjs`);
  await writeFile(
    entry,
    `export default async (req) => { console.log('Housekeeping: done'); return new Response(req.method, { status: 201 }); };`,
  );
  for (const module of modules) await mkdir(path.join(folder, 'node_modules', module), { recursive: true });
  const zipPath = path.join(scratch, `${name}.zip`);
  await writeFile(zipPath, Buffer.alloc(zipBytes));
  return { name, zipPath, folder, entry };
}

describe('measureBundle', () => {
  it('weighs a bundle, finds image libraries at any depth and times cold answers', async () => {
    const bundle = await fakeBundle('reader', ['pg', 'pg/node_modules/sharp'], 1000);
    const metrics = await measureBundle(scratch, { ...bundle, patterns: ['/api/reader/:id'] });
    expect(metrics).toMatchObject({
      name: 'reader',
      zipBytes: 1000,
      imageLibraries: ['sharp'],
      coldRequest: 'GET /api/reader/1',
      coldStatus: 201,
    });
    expect(metrics.coldMs).toHaveLength(COLD_RUNS);
    expect(metrics.coldMedianMs).toBeGreaterThan(0);
  });

  it('asks a scheduled function as Netlify runs it', () => {
    expect(coldRequest('housekeeping', [])).toEqual({ method: 'POST', path: '/.netlify/functions/housekeeping', body: '{"next_run":""}' });
  });
});

describe('bundleLimitFailures', () => {
  const bundle = (name: string, zipBytes: number, imageLibraries: string[] = []): BundleMetrics => ({
    name,
    zipBytes,
    unpackedBytes: zipBytes * 3,
    imageLibraries,
    coldRequest: 'GET /',
    coldStatus: 200,
    coldMs: [1],
    coldMedianMs: 1,
  });

  it('allows sharp and any size in the two bundles that process images only', () => {
    expect(bundleLimitFailures([bundle('upload', 12e6, ['@img', 'sharp']), bundle('gallery', 12e6, ['sharp'])])).toEqual([]);
    expect(bundleLimitFailures([bundle('properties', 2e6, ['sharp']), bundle('auth', BUNDLE_LIMIT_BYTES + 1)])).toEqual([
      'properties: carries sharp but processes no images',
      'auth: 5.0 MB zipped, over the 5 MB limit',
    ]);
    expect(bundleLimitFailures([bundle('auth', BUNDLE_LIMIT_BYTES)])).toEqual([]);
  });
});
