// Brings a local database up to date: migrations, then the demo data if it is empty.
import { migrateDatabase } from '../../db/migrate';
import type { LocalData } from './local-data';

export interface PreparedData {
  appliedMigrations: string[];
  seeded: boolean;
}

export async function prepareLocalData({ database }: LocalData): Promise<PreparedData> {
  const appliedMigrations = await migrateDatabase(database);
  // Imported late: the client reads NETLIFY_DB_URL when it loads.
  const { db } = await import('../../db/client');
  const { seedIfEmpty } = await import('../../db/seed');
  const seeded = await seedIfEmpty(db, { adminPassword: process.env['ADMIN_PASSWORD'], isProduction: false });
  return { appliedMigrations, seeded };
}
