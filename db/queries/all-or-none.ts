// A change to many rows that applies to all of them or to none, in ONE statement (decision 004's
// rule for a check-then-write): the rows are locked (`for update`), counted, and updated only if
// every id was found. A row a concurrent statement changed first is re-checked after its lock is
// released (PostgreSQL's read-committed re-check), so it counts as missing and nothing changes.
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { executeRows, type Database } from '../client';

export type AllOrNone = { outcome: 'changed'; ids: number[] } | { outcome: 'missing'; ids: number[] };

/**
 * `update <table> set <set>` for the rows among `ids` matching `found`, narrowed by `change`
 * (e.g. only the flagged ones): answers the ids changed, or the ids `found` did not match (then
 * nothing changed).
 */
export async function updateAllOrNone(
  db: Database,
  table: PgTable,
  ids: number[],
  { found, set, change = sql`true` }: { found: SQL; set: SQL; change?: SQL },
): Promise<AllOrNone> {
  const idList = sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const [row] = await executeRows<{ changed: number[] | null; found: number[] | null }>(
    db,
    sql`with target as (select id from ${table} where id in (${idList}) and ${found} for update),
      complete as (select count(*) = ${ids.length}::bigint as ok from target),
      changed as (
        update ${table} set ${set}
        where id in (select id from target) and (select ok from complete) and ${change}
        returning id
      )
      select (select array_agg(id) from changed) as changed, (select array_agg(id) from target) as found`,
  );
  const foundIds = new Set(row?.found ?? []);
  const missing = ids.filter((id) => !foundIds.has(id));
  return missing.length > 0 ? { outcome: 'missing', ids: missing } : { outcome: 'changed', ids: row?.changed ?? [] };
}
