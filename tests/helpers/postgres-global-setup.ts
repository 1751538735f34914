// Vitest global setup of the `postgres` project: one real PostgreSQL 17 server for the whole run;
// each test file then makes its own database on it (tests/helpers/test-platform.ts).
import type { TestProject } from 'vitest/node';
import { startPostgresServer } from '~/scripts/lib/postgres-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set in the `postgres` project only. */
    postgresUrl?: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startPostgresServer({ fast: true });
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
