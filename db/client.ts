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

/** Netlify's local emulators hand out URLs with or without a user (netlify-cli's has none); Postgres needs one. */
export function withDefaultUser(url: string): string {
  const parsed = new URL(url);
  if (!parsed.username) parsed.username = 'postgres';
  return parsed.toString();
}

/** The local emulation's URL with a user; production's (Neon) is used as Netlify gives it. */
function connectionString(): string | undefined {
  const url = process.env['NETLIFY_DB_URL'];
  return url && process.env['NETLIFY_DB_DRIVER'] === 'server' ? withDefaultUser(url) : undefined;
}

export function getDb(): Database {
  if (!instance) {
    const url = connectionString();
    connection = getDatabase(url ? { connectionString: url } : {});
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
