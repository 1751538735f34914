// The one database client, created on first use (so importing a query module never connects).
// Netlify Database's client (@netlify/database) picks the driver from the environment: Neon's
// serverless driver on Netlify (NETLIFY_DB_DRIVER=serverless), node-postgres anywhere else (the
// local emulation, a real PostgreSQL server in tests). Drizzle runs on that connection's pool.
import { getDatabase, type DatabaseConnection } from '@netlify/database';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNeon } from 'drizzle-orm/neon-serverless';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

interface RowsResult<Row> {
  rows: Row[];
}

/** What raw SQL answers on either driver: node-postgres's and Neon's results both carry `rows`. */
export interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}

/** The database or an open transaction: every query function in db/queries accepts either. */
export type Database = PgDatabase<RowsResultHKT, typeof schema>;

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

/**
 * Drizzle over the connection's pool. Not `drizzle-orm/netlify-db`: in drizzle-orm 0.45 that
 * adapter imports the pre-release `@netlify/db` package (decision 047).
 */
function drizzleOver(open: DatabaseConnection): Database {
  const config = { schema, casing: 'snake_case' } as const;
  return open.driver === 'serverless'
    ? drizzleNeon({ client: open.pool, ...config })
    : drizzleNodePostgres({ client: open.pool, ...config });
}

export function getDb(): Database {
  if (!instance) {
    const url = connectionString();
    connection = getDatabase(url ? { connectionString: url } : {});
    instance = drizzleOver(connection);
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

/** Runs raw SQL and answers its rows. */
export async function executeRows<Row extends object>(db: Database, query: SQL): Promise<Row[]> {
  const { rows } = await db.execute<Row & Record<string, unknown>>(query);
  return rows;
}
