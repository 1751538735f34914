// Applies db/migrations with Netlify DB's own migrator, the one Netlify runs on deploy, so the
// local database and production track migrations in the same table (netlify.migrations).
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyMigrations, type SQLExecutor } from '@netlify/database-dev';

export const migrationsDirectory = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Every migration in the folder, in the order they apply ('0002_throttle_buckets', ...). */
export async function migrationNames(): Promise<string[]> {
  return (await readdir(migrationsDirectory))
    .filter((file) => file.endsWith('.sql'))
    .map((file) => file.replace(/\.sql$/, ''))
    .sort();
}

export function migrateDatabase(executor: SQLExecutor): Promise<string[]> {
  return applyMigrations(executor, migrationsDirectory);
}
