import type { Config } from '@netlify/functions';
import { describe, expect, it } from 'vitest';
import { json } from './http';
import { routes } from './routes';

const config: Config = { path: ['/api/things', '/api/things/:id'] };
const things = routes(config, {
  '/api/things': { GET: async () => json([]), POST: async () => json({}, { status: 201 }) },
  '/api/things/:id': { GET: async (_req, { params }) => json({ id: params['id'] }), DELETE: async () => json({ success: true }) },
});
const call = (method: string, path: string) => things(new Request(`http://localhost${path}`, { method }));

describe('routes', () => {
  it('dispatches by pattern and method, with the named parameters', async () => {
    expect((await call('GET', '/api/things')).status).toBe(200);
    expect((await call('POST', '/api/things')).status).toBe(201);
    expect(await (await call('GET', '/api/things/42')).json()).toEqual({ id: '42' });
  });

  it('answers a method the path does not take with 405 and Allow', async () => {
    const response = await call('PUT', '/api/things/42');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, DELETE, HEAD');
    expect(await response.json()).toEqual({ message: 'Method not allowed. Use GET, DELETE, HEAD.' });
  });

  it('answers HEAD wherever GET is served', async () => {
    expect((await call('HEAD', '/api/things/42')).status).toBe(200);
  });

  it('refuses a table that does not match config.path', () => {
    expect(() => routes(config, { '/api/things': {} })).toThrow(/does not match config.path/);
  });
});
