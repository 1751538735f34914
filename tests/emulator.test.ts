// The local site as `npm start` runs it: every function routed and loaded before the first
// request, static files, 404s, the build hook, a download that breaks off, and multipart uploads
// byte for byte (the function router of decision 046, and the upstream bugs it steps around:
// docs/upstream/).
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { closeDatabase } from '~/db/client';
import { DEV_ADMIN_PASSWORD } from '~/db/seed-data';
import type { UnitJson } from '~/src/lib/api/types';
import { similarUnits } from '~/src/lib/similar-units';
import { readImage } from '~/src/server/photos/image-store';
import { startLocalData, type LocalData } from '~/scripts/platform/local-data';
import { startLocalServer, BUILD_HOOK_PATH, type LocalServer } from '~/scripts/platform/local-server';
import { prepareLocalData } from '~/scripts/platform/prepare-data';
import { createSiteBuilder, type SiteBuilder } from '~/scripts/platform/site-builder';

const projectRoot = path.resolve(import.meta.dirname, '..');

/** A URL `pattern` (`/api/buildings/:id`) matches, for a request that needs no particular id. */
const samplePath = (pattern: string) => pattern.replace(/:\w+/g, '0');

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A port free now: the build hook's address goes into the environment before the server starts. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function signIn(url: string): Promise<string> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: DEV_ADMIN_PASSWORD }),
  });
  expect(login.status).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** Reads a body to its end: the bytes, or the error that broke the transfer off. */
async function readToEnd(response: Response): Promise<{ bytes: Buffer; error?: unknown }> {
  const chunks: Uint8Array[] = [];
  try {
    const reader = response.body!.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
    return { bytes: Buffer.concat(chunks) };
  } catch (error) {
    return { bytes: Buffer.concat(chunks), error };
  }
}

describe('the local site under the emulation', () => {
  let data: LocalData;
  let dataDir: string;
  let site: SiteBuilder;
  let server: LocalServer;

  beforeAll(async () => {
    data = await startLocalData();
    await prepareLocalData(data);
    dataDir = await mkdtemp(path.join(tmpdir(), 'leasing-site-'));
    site = createSiteBuilder({ projectRoot, dataDir, debounceMs: 300, log: () => {} });
    await site.build();
    const port = await freePort();
    process.env['JWT_SECRET'] = 'emulator-test-secret-of-at-least-32-characters';
    process.env['BUILD_HOOK_URL'] = `http://localhost:${port}${BUILD_HOOK_PATH}`;
    process.env['REBUILD_QUIET_MS'] = '300';
    server = await startLocalServer({
      projectRoot,
      port,
      siteDir: site.siteDir,
      onBuildHook: () => void site.requestBuild().catch(() => {}),
      log: () => {},
    });
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    await closeDatabase();
    await data?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers the first request to every function at once: the server starts only when all are loaded', async () => {
    const routed = (await server.router.functions()).filter(({ config }) => config.path);
    expect(routed.length).toBeGreaterThanOrEqual(14);
    for (const { name, config } of routed) {
      const started = Date.now();
      const response = await fetch(`${server.url}${samplePath([config.path ?? []].flat()[0]!)}`);
      await response.arrayBuffer();
      expect(response.status, name).toBeLessThan(500);
      // About 100 ms on a quiet machine (docs/BENCHMARKS.md); the bound leaves room for a loaded one.
      expect(Date.now() - started, name).toBeLessThan(1_000);
    }
  });

  it('serves seeded units from a function', async () => {
    const response = await fetch(`${server.url}/api/properties`);
    expect(response.status).toBe(200);
    const units = (await response.json()) as { unitNumber: string }[];
    expect(units.length).toBeGreaterThanOrEqual(18);
    expect(units.map((u) => u.unitNumber)).toContain('210');
  });

  it('serves the prebuilt home page with featured units from the database', async () => {
    const response = await fetch(server.url);
    expect(response.status).toBe(200);
    const html = (await response.text()).replaceAll('<!-- -->', '');
    expect(html).toContain('Featured Available Spaces');
    expect(html).toContain('Unit 210');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("answers the filter form without script with the same page, filtered, in the site's layout", async () => {
    const units = (await (await fetch(`${server.url}/api/properties`)).json()) as UnitJson[];
    const offices = units.filter((unit) => unit.status === 'available' && unit.type === 'office');
    const response = await fetch(`${server.url}/availability/results?type=office&sort=size-asc&min=&evil=%3Cscript%3E`);
    expect(response.status).toBe(200);
    const html = await response.text();
    // The site's header and footer around the island's own list, and the page's own policy.
    expect(html).toContain('<title>Available Office Space in South Boston |');
    expect(html).toContain('id="site-footer"');
    expect(html).toContain('aria-label="Filter available spaces"');
    expect(html).not.toContain('PAGE_FRAME');
    expect(html).not.toContain('evil');
    expect(response.headers.get('content-security-policy')).not.toContain("default-src 'none'");
    const linked = new Set([...html.matchAll(/href="\/listing\/(\d+)"/g)].map((m) => Number(m[1])));
    expect(offices.length).toBeGreaterThan(0);
    for (const office of offices) expect(linked).toContain(office.id);
    expect(linked.size).toBeLessThan(units.filter((unit) => unit.status === 'available').length);
  });

  it("answers a form posted without script and refused with the form again in the site's layout", async () => {
    const response = await fetch(`${server.url}/api/alerts`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      body: 'email=not-an-address&spaceType=office',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<title>Please check your alert |');
    expect(html).toContain('id="site-footer"');
    expect(html).toContain('value="not-an-address"');
  });

  it('builds each leased listing page with its own similar units, in its markup (decision 057)', async () => {
    const units = (await (await fetch(`${server.url}/api/properties`)).json()) as UnitJson[];
    const leased = units.filter((unit) => unit.status === 'leased');
    expect(leased.length).toBeGreaterThanOrEqual(2);
    const shownSets = new Set<string>();
    for (const unit of leased) {
      const html = await (await fetch(`${server.url}/listing/${unit.id}`)).text();
      const similar = similarUnits(unit, units).map((other) => other.id);
      const section = html.slice(html.indexOf('id="similar-heading"'), html.indexOf('</section>', html.indexOf('id="similar-heading"')));
      expect(
        [...section.matchAll(/href="\/listing\/(\d+)"/g)].map((match) => Number(match[1])),
        `Unit ${unit.unitNumber}`,
      ).toEqual(similar);
      // Its islands (the photos, Print and Share) carry no unit's data: the page's markup shows it.
      expect(html, `Unit ${unit.unitNumber}`).not.toContain('&quot;unitNumber&quot;');
      shownSets.add(similar.join());
    }
    // The seed's leased units differ in what they show: one page's data on another would be seen.
    expect(shownSets.size).toBeGreaterThan(1);
  });

  it('records the packages the pages import, for the next build process to load ahead (decision 057)', async () => {
    const listed = JSON.parse(await readFile(path.join(dataDir, 'page-packages.json'), 'utf8')) as string[];
    expect(listed.some((url) => url.includes('/node_modules/drizzle-orm/'))).toBe(true);
    expect(listed.every((url) => url.startsWith('file://') && url.includes('/node_modules/'))).toBe(true);
  });

  it('keeps the compiled code of what the build loaded for the next build process (decision 057)', async () => {
    const [version] = await readdir(path.join(dataDir, 'compile-cache'));
    expect((await readdir(path.join(dataDir, 'compile-cache', version ?? ''))).length).toBeGreaterThan(100);
  });

  it('answers an unknown page with the 404 page and a 404 status', async () => {
    const response = await fetch(`${server.url}/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('404 Page Not Found');
  });

  it('shows an admin edit on the prebuilt home page after the rebuild it triggers', async () => {
    const token = await signIn(server.url);
    const builds = site.buildCount;
    const created = await fetch(`${server.url}/api/properties`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ buildingId: 1, unitNumber: '777', type: 'office', squareFootage: 1234, rate: 39, featured: true }),
    });
    expect(created.status).toBe(201);
    await waitFor(() => site.buildCount > builds, 60_000);
    // React's server render separates adjacent text with <!-- --> comments.
    const html = (await (await fetch(server.url)).text()).replaceAll('<!-- -->', '');
    expect(html).toContain('Unit 777');
  }, 90_000);

  it('turns a burst of build hook calls into one rebuild', async () => {
    const before = site.buildCount;
    const answers = await Promise.all(Array.from({ length: 5 }, () => fetch(`${server.url}${BUILD_HOOK_PATH}`, { method: 'POST' })));
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202, 202, 202]);
    await waitFor(() => site.buildCount === before + 1 && site.isIdle, 60_000);
    // Idle: no build running and none scheduled, so the burst cost exactly one build.
    expect(site.buildCount).toBe(before + 1);
    expect((await fetch(server.url)).status).toBe(200);
  }, 90_000);

  it('streams the backup download; one that fails part-way reaches the client broken off, never as text', async () => {
    const token = await signIn(server.url);
    const download = () => fetch(`${server.url}/api/backup`, { headers: { authorization: `Bearer ${token}` } });

    const whole = await download();
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('application/gzip');
    const archive = await readToEnd(whole);
    expect(archive.error).toBeUndefined();
    expect(gunzipSync(archive.bytes).toString('latin1')).toContain('"format": "southboston-leasing-backup"');

    // The last table cannot be read: the archive has begun (200) and then fails.
    await data.database.exec('alter table site_rebuilds rename to site_rebuilds_away');
    try {
      const broken = await download();
      expect(broken.status).toBe(200);
      const partial = await readToEnd(broken);
      expect(partial.error).toBeDefined();
      expect(partial.bytes.length).toBeGreaterThan(0);
      for (const leak of ['Error', 'site_rebuilds', projectRoot]) expect(partial.bytes.toString('latin1')).not.toContain(leak);
    } finally {
      await data.database.exec('alter table site_rebuilds_away rename to site_rebuilds');
    }
    // The function lives on and answers the next download whole.
    expect((await readToEnd(await download())).error).toBeUndefined();
  });
});

describe('multipart uploads through the emulator', () => {
  let data: LocalData;
  let server: LocalServer;

  beforeAll(async () => {
    data = await startLocalData();
    const fixture = path.join(import.meta.dirname, 'fixtures', 'multipart-site');
    server = await startLocalServer({ projectRoot: fixture, port: 0, siteDir: path.join(fixture, 'public'), onBuildHook: () => {} });
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
    await data?.stop();
  });

  it('stores a byte-identical blob', async () => {
    // Noise makes every byte value appear, so any text decoding of the body would corrupt it.
    const noise = Buffer.from(Array.from({ length: 64 * 64 * 3 }, (_, i) => (i * 7919) % 256));
    const png = await sharp(noise, { raw: { width: 64, height: 64, channels: 3 } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('images', new Blob([png], { type: 'image/png' }), 'noise.png');
    form.append('images', new Blob([Buffer.from(png).reverse()], { type: 'image/png' }), 'reversed.png');

    const response = await fetch(`${server.url}/upload`, { method: 'POST', body: form });
    expect(response.status).toBe(200);
    const { filenames } = (await response.json()) as { filenames: string[] };
    expect(filenames).toHaveLength(2);
    const stored = await readImage(filenames[0]!);
    expect(stored?.contentType).toBe('image/png');
    expect(Buffer.from(stored!.bytes).equals(png)).toBe(true);
  });
});
