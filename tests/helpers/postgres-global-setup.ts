// Vitest global setup of the `postgres` project: one real PostgreSQL 17 server for the whole run,
// and on it one database migrated through every migration, the template each test file then
// copies into a database of its own (tests/helpers/test-platform.ts). Copying a migrated database
// costs the server a file copy; migrating one per file cost every file the whole migration history.
import type { TestProject } from 'vitest/node';
import { migrateDatabase } from '~/db/migrate';
import { createDatabase, startPostgresServer } from '~/scripts/lib/postgres-server';
import { connectExecutor } from '~/scripts/platform/local-data';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set in the `postgres` project only. */
    postgresUrl?: string;
    /** The migrated database on that server that test files copy (`create database … template`). */
    postgresTemplate?: string;
  }
}

const TEMPLATE = 'migrated_template';

export default async function setup(project: TestProject) {
  const server = await startPostgresServer({ fast: true });
  try {
    // A template must have no session open while it is copied: this one ends before any file starts.
    const template = await connectExecutor(await createDatabase(server.url, TEMPLATE));
    await migrateDatabase(template.database);
    await template.stop();
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide('postgresUrl', server.url);
  project.provide('postgresTemplate', TEMPLATE);
  return () => server.stop();
}
