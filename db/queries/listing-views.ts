// Listing page views: one counter per unit and Boston day, raised at most once per visitor hash
// (src/server/listing-views.ts), in one atomic statement.
import { lt, sql } from 'drizzle-orm';
import { executeRows, getDb, type Database } from '../client';
import { listingViewVisitors } from '../schema';

/**
 * Counts a view of a live unit's page on `day` unless `visitor` was already counted; answers
 * whether it counted. One statement: the visitor's row is inserted only if new (the primary key
 * decides between concurrent requests), and only a new one raises the counter.
 */
export async function recordView(unitId: number, day: string, visitor: string, db: Database = getDb()): Promise<boolean> {
  const rows = await executeRows<{ id: number }>(
    db,
    sql`
    with first_visit as (
      insert into listing_view_visitors (visitor, day)
      select ${visitor}, ${day}::date where exists (select 1 from units where id = ${unitId} and deleted_at is null)
      on conflict (visitor) do nothing
      returning day
    )
    insert into listing_views (unit_id, day, views)
    select ${unitId}, day, 1 from first_visit
    on conflict (unit_id, day) do update set views = listing_views.views + 1
    returning id`,
  );
  return rows.length > 0;
}

/** Deletes the visitor hashes of days before `day`; answers how many. */
export async function deleteVisitorsBefore(day: string, db: Database = getDb()): Promise<number> {
  const deleted = await db
    .delete(listingViewVisitors)
    .where(lt(listingViewVisitors.day, day))
    .returning({ visitor: listingViewVisitors.visitor });
  return deleted.length;
}
