// The migrations this code knows, and how they are applied locally: with Netlify's emulation of
// its migrator (@netlify/database-dev), which reads the folder the way a deploy does and records
// each migration by name in the same table (netlify.migrations). The rules a deploy adds (no edit
// or removal once applied) are checked by db/migration-rules.test.ts (decision 047).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SQLExecutor } from '@netlify/database-dev';
import journal from './migrations/meta/_journal.json' with { type: 'json' };

export const migrationsDirectory = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Every migration, in the order they apply ('0002_throttle_buckets', ...): drizzle-kit's journal,
 * which every bundler embeds. A function bundle carries no migrations folder, so nothing here may
 * read one at run time (db/migrate.test.ts checks the journal against the folder).
 */
export function migrationNames(): string[] {
  return journal.entries.map((entry) => entry.tag);
}

/** Applies what the database lacks from the folder (scripts and tests only: they run from the source tree). */
export async function migrateDatabase(executor: SQLExecutor): Promise<string[]> {
  // Loaded here, not at the top: the emulator (PGlite) stays out of every function that only asks migrationNames().
  const { applyMigrations } = await import('@netlify/database-dev');
  return applyMigrations(executor, migrationsDirectory);
}
