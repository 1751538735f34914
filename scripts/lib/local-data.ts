// The local stand-ins for Netlify DB and Netlify Blobs, from Netlify's own emulation packages,
// kept in one data folder (default `.netlify`, the same layout `astro dev`'s Netlify plugin uses).
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NetlifyDB } from '@netlify/database-dev';
import { setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';

export interface LocalData {
  database: NetlifyDB;
  stop(): Promise<void>;
}

const quiet = () => {};

/**
 * Starts the database (PGlite behind a Postgres socket) and the Blobs server, and points this
 * process's environment at them. Child processes and function workers inherit that environment.
 * Without a data folder (tests), the database lives in memory and blobs in a temporary folder.
 */
export async function startLocalData(dataDir?: string): Promise<LocalData> {
  const blobsDir = dataDir ? path.join(dataDir, 'blobs-serve') : await mkdtemp(path.join(tmpdir(), 'leasing-blobs-'));
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const database = new NetlifyDB({ ...(dataDir ? { directory: path.join(dataDir, 'db') } : {}), logger: quiet });
  const databaseUrl = await database.start();
  process.env['NETLIFY_DB_URL'] = databaseUrl;
  process.env['NETLIFY_DB_DRIVER'] = 'server';

  const token = randomBytes(16).toString('hex');
  const blobs = new BlobsServer({ directory: blobsDir, token, logger: quiet });
  const { port } = await blobs.start();
  const edgeURL = `http://localhost:${port}`;
  setEnvironmentContext({ siteID: 'local', deployID: '0', token, edgeURL, uncachedEdgeURL: edgeURL, primaryRegion: 'us-east-2' });

  return {
    database,
    async stop() {
      await blobs.stop();
      await database.stop();
      if (!dataDir) await rm(blobsDir, { recursive: true, force: true });
    },
  };
}
