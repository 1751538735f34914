import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { holdPort } from './hold-port';

const listen = (server: Server, port: number) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', () => resolve((server.address() as AddressInfo).port));
  });
const close = (server: Server) => new Promise((resolve) => server.close(resolve));

async function findFreePort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe, 0);
  await close(probe);
  return port;
}

describe('holdPort (astro dev’s port while npm run dev prepares the data under netlify dev)', () => {
  it('answers every request 503 with a page that reloads itself, and frees the port for the real server', async () => {
    const port = await findFreePort();
    const held = await holdPort(port);

    const response = await fetch(`http://localhost:${port}/api/properties`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('3');
    const page = await response.text();
    expect(page).toContain('npm run dev is preparing the local data, then starts astro dev.');
    expect(page).toContain('<meta http-equiv="refresh" content="3">');
    await expect(listen(createServer(), port)).rejects.toMatchObject({ code: 'EADDRINUSE' });

    await held.release();
    const astro = createServer((_request, res) => res.end('astro'));
    expect(await listen(astro, port)).toBe(port);
    expect(await (await fetch(`http://localhost:${port}/`)).text()).toBe('astro');
    await close(astro);
  });

  it('releases the port at once while a client holds a connection open without a request (as netlify-cli’s proxy does)', async () => {
    const port = await findFreePort();
    const held = await holdPort(port);
    const idle = connect(port, 'localhost');
    await new Promise((resolve) => idle.once('connect', resolve));

    const outcome = await Promise.race([
      held.release().then(() => 'released'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting after 2 s'), 2000)),
    ]);
    expect(outcome).toBe('released');
    idle.destroy();
  });
});
