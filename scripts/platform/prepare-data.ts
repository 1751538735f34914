// Brings a local database up to date: migrations, then the demo data if it is empty.
import { getDb } from '~/db/client';
import { migrateDatabase } from '~/db/migrate';
import { seedIfEmpty, type DemoPhotos } from '~/scripts/lib/seed';
import type { LocalData } from './local-data';
import { unmatchedInquiriesReport } from '~/scripts/lib/unmatched-inquiries';

export interface PreparedData {
  appliedMigrations: string[];
  seeded: boolean;
}

/** `photos`: the demo photos, if drawing them started earlier (a new data folder). */
export async function prepareLocalData({ database }: LocalData, photos?: Promise<DemoPhotos>): Promise<PreparedData> {
  const appliedMigrations = await migrateDatabase(database);
  const report = await unmatchedInquiriesReport(database, appliedMigrations);
  if (report) console.log(report);
  const seeded = await seedIfEmpty(getDb(), {
    adminPassword: process.env['ADMIN_PASSWORD'],
    isProduction: false,
    ...(photos ? { photos } : {}),
  });
  return { appliedMigrations, seeded };
}
