import { sql } from 'drizzle-orm';
import { getDb, executeRows, type Database } from '../client';

/** Notes that the public pages are out of date (called by every write that changes them). */
export async function noteRebuildRequest(db: Database = getDb()): Promise<void> {
  await db.execute(sql`
    insert into site_rebuilds (id, requested_at, pending_since) values (1, now(), now())
    on conflict (id) do update set requested_at = now(), pending_since = coalesce(site_rebuilds.pending_since, now())`);
}

/**
 * Claims the pending rebuild once no write has come for `quietMs` (or the first one has waited
 * `maxWaitMs`). One atomic statement: of all the writers waiting, exactly one wins.
 */
export async function claimQuietRebuild(quietMs: number, maxWaitMs: number, db: Database = getDb()): Promise<boolean> {
  const rows = await executeRows<{ id: number }>(
    db,
    sql`
    update site_rebuilds set triggered_at = now(), pending_since = null
    where id = 1 and pending_since is not null
      and (requested_at <= now() - make_interval(secs => ${quietMs / 1000})
        or pending_since <= now() - make_interval(secs => ${maxWaitMs / 1000}))
    returning id`,
  );
  return rows.length > 0;
}
