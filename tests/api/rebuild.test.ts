import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, readJson, signIn } from '../helpers/api';
import { startTestPlatform, type TestPlatform } from '../helpers/test-platform';

let platform: TestPlatform;
let token: string;
let hook: Server;
const hookCalls: number[] = [];

beforeAll(async () => {
  hook = createServer((req, res) => {
    if (req.method === 'POST') hookCalls.push(Date.now());
    res.writeHead(200).end('{}');
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  process.env['BUILD_HOOK_URL'] = `http://127.0.0.1:${(hook.address() as { port: number }).port}/build`;
  process.env['REBUILD_QUIET_MS'] = '400';
  platform = await startTestPlatform();
  ({ token } = await signIn());
});
afterAll(async () => {
  delete process.env['BUILD_HOOK_URL'];
  await new Promise<void>((resolve) => hook.close(() => resolve()));
  await platform.stop();
});

describe('the rebuild hook', () => {
  it('is called once for a burst of writes, after the last one', async () => {
    const pending: Promise<unknown>[] = [];
    const building = await readJson<{ id: number }>(
      await api('POST', '/api/buildings', { token, json: { name: 'Burst', address: '1 Burst St' }, pending }),
    );
    let lastWrite = 0;
    for (let i = 0; i < 4; i++) {
      const response = await api('PUT', `/api/buildings/${building.id}`, {
        token,
        json: { name: `Burst ${i}`, address: '1 Burst St' },
        pending,
      });
      expect(response.status).toBe(200);
      lastWrite = Date.now();
    }
    expect(hookCalls).toHaveLength(0);
    await Promise.all(pending);
    expect(hookCalls).toHaveLength(1);
    expect(hookCalls[0]).toBeGreaterThan(lastWrite);
  });

  it('is called again for a later write', async () => {
    const pending: Promise<unknown>[] = [];
    await api('POST', '/api/buildings', { token, json: { name: 'Later', address: '2 Later St' }, pending });
    await Promise.all(pending);
    expect(hookCalls).toHaveLength(2);
  });

  it('is not called for reads or inquiries', async () => {
    const pending: Promise<unknown>[] = [];
    await api('GET', '/api/buildings', { pending });
    await api('POST', '/api/contact-submissions', {
      json: { firstName: 'A', lastName: 'B', email: 'a@b.example', message: 'Hello there, leasing team.' },
      pending,
    });
    await Promise.all(pending);
    expect(pending).toHaveLength(0);
    expect(hookCalls).toHaveLength(2);
  });

  it('never fails a write when the hook is down, and logs why', async () => {
    process.env['BUILD_HOOK_URL'] = 'http://127.0.0.1:1/build';
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const pending: Promise<unknown>[] = [];
    const response = await api('POST', '/api/buildings', { token, json: { name: 'Unhooked', address: '3 Down St' }, pending });
    expect(response.status).toBe(201);
    await Promise.all(pending);
    expect(log).toHaveBeenCalledWith('Site rebuild request failed:', expect.any(Error));
    log.mockRestore();
    const names = (await readJson<{ name: string }[]>(await api('GET', '/api/buildings'))).map((b) => b.name);
    expect(names).toContain('Unhooked');
  });
});
