// The local stand-ins for Netlify DB and Netlify Blobs, from Netlify's own emulation packages,
// kept in one data folder (default `.netlify`, the layout `netlify dev` uses too).
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NetlifyDB, type SQLExecutor } from '@netlify/database-dev';
import { setEnvironmentContext } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import pg from 'pg';
import { withDefaultUser } from '~/db/client';
import { answerWithoutDelay } from './database-socket';
import { busyError, LocalDataError, lockDataFolder, lockHolder, recordDataAccess } from './data-folder-lock';

export interface LocalData {
  database: SQLExecutor;
  stop(): Promise<void>;
}

const quiet = () => {};

/**
 * The site ID local blobs are filed under: the one `netlify dev` uses for a project not linked to
 * a Netlify site, so both see the same photos in the same folder.
 */
const LOCAL_SITE_ID = 'unlinked';

/** Photos stored before the site ID matched `netlify dev` ('local') move to LOCAL_SITE_ID once. */
async function adoptOlderBlobs(blobsDir: string): Promise<void> {
  for (const part of ['entries', 'metadata']) {
    const from = path.join(blobsDir, part, 'local');
    const to = path.join(blobsDir, part, LOCAL_SITE_ID);
    if ((await stat(from).catch(() => null)) && !(await stat(to).catch(() => null))) await rename(from, to);
  }
}

const databaseDir = (dataDir: string) => path.join(dataDir, 'db');

/** Whether opening `dataDir` creates its database, so the demo data will be seeded into it. */
export async function isNewDatabase(dataDir: string): Promise<boolean> {
  if (process.env['DATABASE_URL']) return false; // a server's database: empty or not, unknown yet
  return !(await stat(databaseDir(dataDir)).catch(() => null));
}

async function openDatabase(directory: string | undefined): Promise<LocalData & { url: string }> {
  const database = new NetlifyDB({ ...(directory ? { directory } : {}), logger: quiet });
  try {
    const url = await database.start();
    answerWithoutDelay(database);
    return { database, url, stop: () => database.stop() };
  } catch (error) {
    throw new LocalDataError(
      `Could not open the local database in ${directory}/ (${String(error)}). It may have been written by another ` +
        `version of Netlify's emulator, or damaged by a crash. Delete that folder to start over with fresh demo data.`,
      { cause: error },
    );
  }
}

/** An executor over one pg connection, as @netlify/database-dev's migrator and the seed expect. */
export async function connectExecutor(url: string): Promise<LocalData> {
  const client = new pg.Client({ connectionString: withDefaultUser(url) });
  await client.connect();
  const database: SQLExecutor = {
    exec: (sql) => client.query(sql),
    query: async (sql, params) => ({ rows: (await client.query(sql, params)).rows }),
    async transaction(fn) {
      await client.query('begin');
      try {
        const result = await fn(database);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
    },
  };
  return { database, stop: () => client.end() };
}

/** A real PostgreSQL server named by DATABASE_URL, instead of the embedded emulation. */
async function connectToPostgres(url: string): Promise<LocalData & { url: string }> {
  try {
    return { ...(await connectExecutor(url)), url };
  } catch (error) {
    throw new LocalDataError(`Could not connect to the PostgreSQL server at DATABASE_URL (${String(error)}).`, { cause: error });
  }
}

/**
 * Starts the database (PGlite behind a Postgres socket) and the Blobs server, and points this
 * process's environment at them. Child processes and function workers inherit that environment.
 * Without a data folder (tests), the database lives in memory and blobs in a temporary folder.
 * With DATABASE_URL set, that PostgreSQL server is the database instead (photos stay local).
 */
export async function startLocalData(dataDir?: string, holder = 'npm start'): Promise<LocalData> {
  const blobsDir = dataDir ? path.join(dataDir, 'blobs-serve') : await mkdtemp(path.join(tmpdir(), 'leasing-blobs-'));
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const unlock = dataDir ? await lockDataFolder(dataDir, holder) : async () => {};
  try {
    const postgresUrl = process.env['DATABASE_URL'];
    const {
      database,
      url,
      stop: stopDatabase,
    } = postgresUrl ? await connectToPostgres(postgresUrl) : await openDatabase(dataDir ? databaseDir(dataDir) : undefined);
    process.env['NETLIFY_DB_URL'] = url;
    process.env['NETLIFY_DB_DRIVER'] = 'server';

    if (dataDir) await adoptOlderBlobs(blobsDir);
    const token = randomBytes(16).toString('hex');
    const blobs = new BlobsServer({ directory: blobsDir, token, logger: quiet });
    const { port } = await blobs.start();
    const edgeURL = `http://localhost:${port}`;
    const context = { siteID: LOCAL_SITE_ID, deployID: '0', token, edgeURL, uncachedEdgeURL: edgeURL, primaryRegion: 'us-east-2' };
    setEnvironmentContext(context);
    // Child processes (astro dev's function workers) find the blob store through this variable.
    process.env['NETLIFY_BLOBS_CONTEXT'] = Buffer.from(JSON.stringify(context)).toString('base64');
    if (dataDir) await recordDataAccess(dataDir, { NETLIFY_DB_URL: url, NETLIFY_BLOBS_CONTEXT: process.env['NETLIFY_BLOBS_CONTEXT'] });

    return {
      database,
      async stop() {
        await blobs.stop();
        await stopDatabase();
        await unlock();
        if (!dataDir) await rm(blobsDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}

/**
 * Under `netlify dev`: its emulator already serves the database (NETLIFY_DB_URL) and blobs
 * (NETLIFY_BLOBS_CONTEXT) from the data folder; use them over their sockets, never open the
 * folder a second time.
 */
export async function connectToRunningData(dataDir: string): Promise<LocalData> {
  const url = process.env['NETLIFY_DB_URL'];
  if (!url) throw new LocalDataError('NETLIFY_DB_URL is not set: is this running under `netlify dev`?');
  // netlify dev has opened the folder already; if `npm start` holds it too, say so loudly.
  const holder = await lockHolder(dataDir);
  if (holder) throw busyError(dataDir, holder);
  return connectExecutor(url);
}
