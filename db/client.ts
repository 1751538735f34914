// The one database client, created on first use (so importing a query module never connects).
// Netlify DB picks its driver from the environment: Neon's serverless driver in production,
// node-postgres against the local emulation (NETLIFY_DB_DRIVER=server).
import { getDatabase, type DatabaseConnection } from '@netlify/db';
import type { SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/netlify-db';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

/** The database or an open transaction: every query function in db/queries accepts either. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

let connection: DatabaseConnection | undefined;
let instance: Database | undefined;

export function getDb(): Database {
  if (!instance) {
    connection = getDatabase();
    instance = drizzle({ client: connection, schema, casing: 'snake_case' });
  }
  return instance;
}

/** Closes the pool: tests and scripts call this before stopping the database. */
export async function closeDatabase(): Promise<void> {
  const open = connection;
  connection = undefined;
  instance = undefined;
  await open?.pool.end();
}

/** Runs raw SQL and answers its rows (both drivers return `{ rows }`). */
export async function executeRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
