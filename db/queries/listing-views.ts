// Listing page views: one counter per unit and Boston day, raised in one atomic upsert.
import { sql } from 'drizzle-orm';
import { executeRows, getDb, type Database } from '../client';

/** Counts a view of a live unit's page today; answers false for an unknown or trashed unit. */
export async function recordView(unitId: number, db: Database = getDb()): Promise<boolean> {
  const rows = await executeRows<{ id: number }>(
    db,
    sql`
    insert into listing_views (unit_id, day, views)
    select id, (now() at time zone 'America/New_York')::date, 1 from units where id = ${unitId} and deleted_at is null
    on conflict (unit_id, day) do update set views = listing_views.views + 1
    returning id`,
  );
  return rows.length > 0;
}
