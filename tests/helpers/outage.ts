// Outages for tests: the app's database (or Blobs) made unreachable and brought back, for any test
// platform. The database keeps running; the app's pool is pointed at an address where nothing
// answers (connection refused) or where every connection is cut at once (connection terminated).
import { createServer, type Server } from 'node:net';
import { closeDatabase } from '~/db/client';

export type DatabaseOutage = 'refused' | 'terminated';

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));
}
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

/** A port where nothing listens: a server is started to be given one, then closed. */
async function refusingPort(): Promise<{ port: number; stop(): Promise<void> }> {
  const server = createServer();
  const port = await listen(server);
  await close(server);
  return { port, stop: async () => {} };
}

/** A port that accepts every connection and cuts it before the Postgres handshake. */
async function cuttingPort(): Promise<{ port: number; stop(): Promise<void> }> {
  const server = createServer((socket) => socket.destroy());
  const port = await listen(server);
  return { port, stop: () => close(server) };
}

/** Makes the database unreachable for the app; answers how to bring it back. */
export async function cutDatabase(kind: DatabaseOutage): Promise<() => Promise<void>> {
  const url = process.env['NETLIFY_DB_URL'];
  const dead = kind === 'refused' ? await refusingPort() : await cuttingPort();
  await closeDatabase();
  process.env['NETLIFY_DB_URL'] = `postgres://postgres@127.0.0.1:${dead.port}/postgres`;
  return async () => {
    await closeDatabase();
    process.env['NETLIFY_DB_URL'] = url;
    await dead.stop();
  };
}

/** Makes Blobs unreachable (connection refused); answers how to bring it back. */
export async function cutBlobs(): Promise<() => void> {
  const encoded = process.env['NETLIFY_BLOBS_CONTEXT'];
  if (!encoded) throw new Error('Blobs is not set up (NETLIFY_BLOBS_CONTEXT)');
  const { port } = await refusingPort();
  const context = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as Record<string, unknown>;
  const deadURL = `http://127.0.0.1:${port}`;
  process.env['NETLIFY_BLOBS_CONTEXT'] = Buffer.from(JSON.stringify({ ...context, edgeURL: deadURL, uncachedEdgeURL: deadURL })).toString(
    'base64',
  );
  return () => {
    process.env['NETLIFY_BLOBS_CONTEXT'] = encoded;
  };
}
