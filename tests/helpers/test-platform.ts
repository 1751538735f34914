// A real database (in-memory PGlite behind a Postgres socket) and a real Blobs server for one
// test file, migrated, through the same code `npm start` uses. Nothing is mocked.
import { randomBytes } from 'node:crypto';
import { startLocalData } from '../../scripts/lib/local-data';
import { closeDatabase, getDb } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';

export async function startTestPlatform() {
  process.env['JWT_SECRET'] = randomBytes(32).toString('hex');
  const data = await startLocalData();
  await migrateDatabase(data.database);
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
