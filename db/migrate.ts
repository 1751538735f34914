// Applies db/migrations with Netlify DB's own migrator, the one Netlify runs on deploy, so the
// local database and production track migrations in the same table (netlify.migrations).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyMigrations, type SQLExecutor } from '@netlify/database-dev';

export const migrationsDirectory = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export function migrateDatabase(executor: SQLExecutor): Promise<string[]> {
  return applyMigrations(executor, migrationsDirectory);
}
