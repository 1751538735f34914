// A real database and a real Blobs server for one test file, migrated, through the same code
// `npm start` uses. Nothing is mocked. The `pglite` test project runs it on Netlify's embedded
// emulation (in-memory PGlite behind a Postgres socket, one session, migrated here); the
// `postgres` project on a database of its own on a real PostgreSQL 17 server (truly parallel
// sessions, as Netlify DB), a copy of the database the project's global setup migrated.
import { randomBytes } from 'node:crypto';
import { NetlifyDB, resetDatabase, type SQLExecutor } from '@netlify/database-dev';
import { inject } from 'vitest';
import { createDatabase } from '~/scripts/lib/postgres-server';
import { connectExecutor, startLocalData } from '~/scripts/platform/local-data';
import { closeDatabase, getDb } from '~/db/client';
import { migrateDatabase } from '~/db/migrate';

/**
 * A fresh database on the project's PostgreSQL server, if the project has one: migrated (a copy
 * of the global setup's template), or with `template0` empty.
 */
async function createPostgresDatabase(template = inject('postgresTemplate')): Promise<string | undefined> {
  const serverUrl = inject('postgresUrl');
  if (!serverUrl) return undefined;
  return createDatabase(serverUrl, `test_${randomBytes(6).toString('hex')}`, template);
}

/** Which database the tests run on: 'postgres' (a real server) or 'pglite' (the emulation). */
export const databaseKind = () => (inject('postgresUrl') ? 'postgres' : 'pglite');

export async function startTestPlatform() {
  process.env['JWT_SECRET'] = randomBytes(32).toString('hex');
  const postgresUrl = await createPostgresDatabase();
  // The emulation project never uses a server a developer's shell may name.
  if (postgresUrl) process.env['DATABASE_URL'] = postgresUrl;
  else delete process.env['DATABASE_URL'];
  const data = await startLocalData();
  if (!postgresUrl) await migrateDatabase(data.database);
  return {
    database: data.database,
    db: getDb(),
    async stop() {
      await closeDatabase();
      await data.stop();
    },
  };
}

export type TestPlatform = Awaited<ReturnType<typeof startTestPlatform>>;

/** A database with no migration applied, for the migrations' own tests. */
export interface EmptyDatabase extends SQLExecutor {
  /** Drops everything, as Netlify's emulation resets its database. */
  reset(): Promise<void>;
  stop(): Promise<void>;
}

/** An empty database of its own: on the project's PostgreSQL server, or an in-memory PGlite. */
export async function startEmptyDatabase(): Promise<EmptyDatabase> {
  const postgresUrl = await createPostgresDatabase('template0');
  if (!postgresUrl) {
    const pglite = new NetlifyDB();
    await pglite.start();
    return pglite;
  }
  const { database, stop } = await connectExecutor(postgresUrl);
  return { ...database, reset: () => resetDatabase(database), stop };
}
