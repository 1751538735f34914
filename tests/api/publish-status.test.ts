// The admin's publish status (decisions 040, 041): every write to the public
// pages is counted until a build that started after it is live; builds report their outcome
// (`npm start`'s builder directly, Netlify through signed deploy notifications).
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { SignJWT } from 'jose';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { executeRows } from '~/db/client';
import { reportBuildFailed, reportBuildStarted, reportBuildSucceeded } from '~/src/server/publish-status';
import type { PublishStatus } from '~/src/lib/schemas/publish-status';
import { api, readJson, signIn } from '../helpers/api';
import { startTestPlatform, type TestPlatform } from '../helpers/test-platform';

let platform: TestPlatform;
let token: string;
let hook: Server;
let hookStatus = 200;
const hookCalls: number[] = [];
const SECRET = 'a-deploy-webhook-secret-for-the-tests';

beforeAll(async () => {
  hook = createServer((req, res) => {
    if (req.method === 'POST') hookCalls.push(Date.now());
    res.writeHead(hookStatus).end('{}');
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  process.env['BUILD_HOOK_URL'] = `http://127.0.0.1:${(hook.address() as { port: number }).port}/build`;
  process.env['REBUILD_QUIET_MS'] = '200';
  process.env['DEPLOY_WEBHOOK_SECRET'] = SECRET;
  platform = await startTestPlatform();
  ({ token } = await signIn());
});
afterAll(async () => {
  delete process.env['BUILD_HOOK_URL'];
  delete process.env['DEPLOY_WEBHOOK_SECRET'];
  await new Promise<void>((resolve) => hook.close(() => resolve()));
  await platform.stop();
});

/** Every test starts from a site on which everything is live. */
beforeEach(async () => {
  hookStatus = 200;
  await reportBuildSucceeded(await reportBuildStarted());
  expect((await status()).state).toBe('live');
});

async function status(): Promise<PublishStatus> {
  const response = await api('GET', '/api/publish-status', { token });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return readJson<PublishStatus>(response);
}

let buildings = 0;
/** A write that changes the public pages; answers once it has answered, the rebuild request still pending. */
async function write(pending: Promise<unknown>[] = []): Promise<void> {
  buildings += 1;
  const response = await api('POST', '/api/buildings', { token, json: { name: `Publish ${buildings}`, address: '1 Status St' }, pending });
  expect(response.status).toBe(201);
}

/** A deploy notification as Netlify sends it, signed with `secret`. */
async function deployEvent(
  deploy: Record<string, unknown>,
  { secret = SECRET, issuer = 'netlify', body }: { secret?: string; issuer?: string; body?: string } = {},
) {
  const json = JSON.stringify({
    id: 'd1',
    site_id: 's1',
    context: 'production',
    created_at: new Date().toISOString(),
    error_message: null,
    ...deploy,
  });
  const signature = await new SignJWT({ sha256: createHash('sha256').update(json).digest('hex') })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(issuer)
    .sign(new TextEncoder().encode(secret));
  return api('POST', '/api/deploy-events', {
    body: body ?? json,
    headers: { 'content-type': 'application/json', 'x-webhook-signature': signature },
  });
}

describe('the publish status', () => {
  it('needs an admin session', async () => {
    expect((await api('GET', '/api/publish-status')).status).toBe(401);
    expect((await api('POST', '/api/publish-status/retry')).status).toBe(401);
    expect((await api('PUT', '/api/publish-status', { token })).status).toBe(405);
  });

  it('a write → publishing 1 change → the build reports success → all changes live', async () => {
    const before = await status();
    const pending: Promise<unknown>[] = [];
    const calls = hookCalls.length;
    await write(pending);
    const publishing = await status();
    expect(publishing).toMatchObject({ state: 'publishing', pendingChanges: 1 });
    expect(Date.parse(publishing.since!)).toBeGreaterThan(Date.parse(before.lastPublishedAt!));
    expect(publishing.lastChangeAt).toBe(publishing.since);

    await Promise.all(pending); // the quiet moment passes; the build hook is called once
    expect(hookCalls.length).toBe(calls + 1);
    const startedAt = await reportBuildStarted();
    expect((await status()).state).toBe('publishing');
    await reportBuildSucceeded(startedAt);

    const live = await status();
    expect(live).toMatchObject({ state: 'live', pendingChanges: 0 });
    expect(Date.parse(live.publishedThrough!)).toBeGreaterThanOrEqual(Date.parse(publishing.lastChangeAt!));
    expect(Date.parse(live.lastPublishedAt!)).toBeGreaterThan(Date.parse(before.lastPublishedAt!));
    expect(live.since).toBe(live.lastPublishedAt);
  });

  it('counts every change, and keeps a change made while a build runs pending after that build', async () => {
    const pending: Promise<unknown>[] = [];
    await write(pending);
    await write(pending);
    expect(await status()).toMatchObject({ state: 'publishing', pendingChanges: 2 });
    const startedAt = await reportBuildStarted();
    await write(pending);
    await reportBuildSucceeded(startedAt);
    expect(await status()).toMatchObject({ state: 'publishing', pendingChanges: 1 });
    await Promise.all(pending);
    await reportBuildSucceeded(await reportBuildStarted());
    expect(await status()).toMatchObject({ state: 'live', pendingChanges: 0 });
  });

  it('a failed build → "failed" with the reason → retry calls the build hook → publishing → live', async () => {
    const pending: Promise<unknown>[] = [];
    await write(pending);
    await Promise.all(pending);
    await reportBuildStarted();
    await reportBuildFailed('astro build failed (exit 1):\n[ERROR] something inside the build');
    const failed = await status();
    expect(failed).toMatchObject({ state: 'failed', pendingChanges: 1, error: 'astro build failed (exit 1):' });

    const calls = hookCalls.length;
    const retried = await api('POST', '/api/publish-status/retry', { token });
    expect(retried.status).toBe(202);
    expect(await readJson(retried)).toMatchObject({ state: 'publishing', pendingChanges: 1 });
    expect(hookCalls.length).toBe(calls + 1);
    expect((await status()).error).toBeUndefined();

    await reportBuildSucceeded(await reportBuildStarted());
    expect(await status()).toMatchObject({ state: 'live', pendingChanges: 0 });
  });

  it('a build hook that fails shows as a failed publish, and the write still succeeds', async () => {
    hookStatus = 500;
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const pending: Promise<unknown>[] = [];
    await write(pending);
    await Promise.all(pending);
    expect(await status()).toMatchObject({ state: 'failed', pendingChanges: 1, error: 'The build hook answered 500' });
    // Retrying while the hook still fails: failed again, with the reason.
    const retried = await api('POST', '/api/publish-status/retry', { token });
    expect(await readJson(retried)).toMatchObject({ state: 'failed', error: 'The build hook answered 500' });
    log.mockRestore();

    // A new change is a new attempt: publishing again once its rebuild is asked for.
    hookStatus = 200;
    await write(pending);
    await Promise.all(pending);
    expect(await status()).toMatchObject({ state: 'publishing', pendingChanges: 2 });
  });
});

describe('Netlify deploy notifications', () => {
  it('started → succeeded makes every change made before the deploy live; a later change stays pending', async () => {
    const pending: Promise<unknown>[] = [];
    await write(pending);
    await Promise.all(pending);
    const createdAt = new Date().toISOString();
    let response = await deployEvent({ state: 'building', created_at: createdAt });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ success: true, outcome: 'started' });
    await write(pending); // after the deploy was created: not in it
    response = await deployEvent({ state: 'ready', created_at: createdAt });
    expect(await readJson(response)).toEqual({ success: true, outcome: 'succeeded' });
    expect(await status()).toMatchObject({ state: 'publishing', pendingChanges: 1 });
    await Promise.all(pending);
    await deployEvent({ state: 'ready', created_at: new Date().toISOString() });
    expect(await status()).toMatchObject({ state: 'live', pendingChanges: 0 });
  });

  it('a failed deploy shows its error message; deploy previews change nothing', async () => {
    const pending: Promise<unknown>[] = [];
    await write(pending);
    await Promise.all(pending);
    const preview = await deployEvent({ state: 'ready', context: 'deploy-preview' });
    expect(await readJson(preview)).toEqual({ success: true, outcome: 'ignored' });
    expect(await status()).toMatchObject({ state: 'publishing', pendingChanges: 1 });
    await deployEvent({ state: 'error', error_message: 'Build script returned non-zero exit code: 2' });
    expect(await status()).toMatchObject({ state: 'failed', error: 'Build script returned non-zero exit code: 2' });
  });

  it('refuses a notification without a valid signature (401) and changes nothing', async () => {
    const pending: Promise<unknown>[] = [];
    await write(pending);
    await Promise.all(pending);
    const before = await status();
    const ready = { state: 'ready', created_at: new Date(Date.now() + 60_000).toISOString() };
    const tampered = JSON.stringify({
      id: 'd1',
      context: 'production',
      state: 'ready',
      created_at: ready.created_at,
      error_message: null,
      x: 1,
    });
    const refused = [
      await deployEvent(ready, { secret: 'another-secret-of-enough-length' }),
      await deployEvent(ready, { issuer: 'someone-else' }),
      await deployEvent(ready, { body: tampered }),
      await api('POST', '/api/deploy-events', { json: ready }),
      await api('POST', '/api/deploy-events', { json: ready, headers: { 'x-webhook-signature': 'not.a.jws' } }),
    ];
    for (const response of refused) {
      expect(response.status).toBe(401);
      expect(await readJson(response)).toEqual({ message: 'Invalid signature' });
    }
    expect(await status()).toEqual(before);

    // Without a secret configured, nothing is accepted at all.
    delete process.env['DEPLOY_WEBHOOK_SECRET'];
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await deployEvent(ready)).status).toBe(401);
    log.mockRestore();
    process.env['DEPLOY_WEBHOOK_SECRET'] = SECRET;
    expect(await status()).toEqual(before);
  });
});

describe('at the same moment', () => {
  it('fifty writes overlapping a build: changes before it are published, those during or after it stay pending', async () => {
    const pending: Promise<unknown>[] = [];
    const wave = () => Array.from({ length: 50 }, () => write(pending));
    await Promise.all(wave()); // before the build: all in it
    const [startedAt] = await Promise.all([reportBuildStarted(), ...wave()]); // racing its start
    await Promise.all([reportBuildSucceeded(startedAt), ...wave()]); // after its start: none in it

    const after = await status();
    expect(after.state).toBe('publishing');
    expect(after.pendingChanges).toBeGreaterThanOrEqual(50);
    expect(after.pendingChanges).toBeLessThanOrEqual(100);
    // Exactly the changes noted after the build started are pending, however the race fell.
    const [{ later }] = (await executeRows<{ later: number }>(
      platform.db,
      sql`select count(*)::int as later from site_changes where changed_at > ${startedAt.toISOString()}::timestamptz`,
    )) as [{ later: number }];
    expect(after.pendingChanges).toBe(later);

    await Promise.all(pending);
    await reportBuildSucceeded(await reportBuildStarted());
    expect(await status()).toMatchObject({ state: 'live', pendingChanges: 0 });
    // Published changes are forgotten: the table does not grow without end.
    const [{ left }] = (await executeRows<{ left: number }>(platform.db, sql`select count(*)::int as left from site_changes`)) as [
      { left: number },
    ];
    expect(left).toBe(0);
  });
});
