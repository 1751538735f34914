// The build hook's debounce (decision 004) and what the public site shows (decision 040): each
// change to the public pages is a row in site_changes; a build that started at time S publishes
// every change noted at or before S, so a change that arrives while a build runs stays pending.
import { sql } from 'drizzle-orm';
import { getDb, executeRows, type Database } from '../client';

/**
 * Notes one change to the public pages (called by every write that changes them, after the write
 * has committed): counted until a build that started after it is live, and asks for a rebuild.
 */
export async function noteSiteChange(db: Database = getDb()): Promise<void> {
  await db.execute(sql`
    with change as (insert into site_changes default values returning changed_at)
    insert into site_rebuilds (id, requested_at, pending_since) select 1, now(), now() from change
    on conflict (id) do update set requested_at = now(), pending_since = coalesce(site_rebuilds.pending_since, now())`);
}

/**
 * Claims the pending rebuild once no write has come for `quietMs` (or the first one has waited
 * `maxWaitMs`). One atomic statement: of all the writers waiting, exactly one wins. A claimed
 * rebuild is a new attempt: the last failure is forgotten.
 */
export async function claimQuietRebuild(quietMs: number, maxWaitMs: number, db: Database = getDb()): Promise<boolean> {
  const rows = await executeRows<{ id: number }>(
    db,
    sql`
    update site_rebuilds set triggered_at = now(), pending_since = null, failed_at = null, failure = null
    where id = 1 and pending_since is not null
      and (requested_at <= now() - make_interval(secs => ${quietMs / 1000})
        or pending_since <= now() - make_interval(secs => ${maxWaitMs / 1000}))
    returning id`,
  );
  return rows.length > 0;
}

/** "Retry": claims a rebuild now, whatever the debounce says, and forgets the last failure. */
export async function claimRebuildNow(db: Database = getDb()): Promise<void> {
  await db.execute(sql`
    insert into site_rebuilds (id, requested_at, triggered_at) values (1, now(), now())
    on conflict (id) do update set triggered_at = now(), pending_since = null, failed_at = null, failure = null`);
}

const toDate = (value: unknown): Date | null => (value === null || value === undefined ? null : new Date(value as string | Date));

/**
 * A build has started: it reads every change committed before `at` (default: now, the database's
 * clock). Answers the start time, which the build reports back when it is done.
 */
export async function markBuildStarted(at: Date | null = null, db: Database = getDb()): Promise<Date> {
  const [row] = await executeRows<{ build_started_at: unknown }>(
    db,
    sql`
    insert into site_rebuilds (id, requested_at, build_started_at) values (1, now(), coalesce(${at?.toISOString() ?? null}::timestamptz, now()))
    on conflict (id) do update set build_started_at = excluded.build_started_at, failed_at = null, failure = null
    returning build_started_at`,
  );
  return toDate(row!.build_started_at)!;
}

/**
 * The build that started at `startedAt` is live: every change noted at or before then is
 * published (never moving back, if reports arrive out of order), and those rows are dropped.
 */
export async function markBuildSucceeded(startedAt: Date, db: Database = getDb()): Promise<void> {
  await db.execute(sql`
    with done as (
      insert into site_rebuilds (id, requested_at, published_through, last_published_at) values (1, now(), ${startedAt.toISOString()}::timestamptz, now())
      on conflict (id) do update set
        published_through = greatest(site_rebuilds.published_through, excluded.published_through),
        last_published_at = now(),
        build_started_at = case when site_rebuilds.build_started_at <= excluded.published_through then null else site_rebuilds.build_started_at end,
        failed_at = null, failure = null
      returning published_through)
    delete from site_changes where changed_at <= (select published_through from done)`);
}

/** The build (or the call of the build hook) failed: the site stays as it was until the next one. */
export async function markBuildFailed(message: string, db: Database = getDb()): Promise<void> {
  await db.execute(sql`
    insert into site_rebuilds (id, requested_at, failed_at, failure) values (1, now(), now(), ${message})
    on conflict (id) do update set failed_at = now(), failure = excluded.failure, build_started_at = null`);
}

export interface PublishState {
  pendingChanges: number;
  oldestPendingAt: Date | null;
  lastChangeAt: Date | null;
  publishedThrough: Date | null;
  lastPublishedAt: Date | null;
  buildStartedAt: Date | null;
  failedAt: Date | null;
  failure: string | null;
}

/** The changes not yet live, and the last build's outcome; one consistent read. */
export async function readPublishState(db: Database = getDb()): Promise<PublishState> {
  const [row] = await executeRows<Record<string, unknown>>(
    db,
    sql`
    select r.published_through, r.last_published_at, r.build_started_at, r.failed_at, r.failure,
      pending.count as pending_changes, pending.oldest as oldest_pending_at,
      (select max(changed_at) from site_changes) as last_change_at
    from (select 1) as one
    left join site_rebuilds r on r.id = 1
    cross join lateral (
      select count(*)::int as count, min(c.changed_at) as oldest from site_changes c
      where c.changed_at > coalesce(r.published_through, '-infinity'::timestamptz)
    ) as pending`,
  );
  return {
    pendingChanges: Number(row!['pending_changes']),
    oldestPendingAt: toDate(row!['oldest_pending_at']),
    lastChangeAt: toDate(row!['last_change_at']),
    publishedThrough: toDate(row!['published_through']),
    lastPublishedAt: toDate(row!['last_published_at']),
    buildStartedAt: toDate(row!['build_started_at']),
    failedAt: toDate(row!['failed_at']),
    failure: (row!['failure'] as string | null) ?? null,
  };
}
