// The dashboard's figures, aggregated in Postgres. Weeks start on Monday in Boston; the window is
// the current week and the eleven before it. Flagged and trashed inquiries never count.
import { sql } from 'drizzle-orm';
import { OFFICE_TIME_ZONE } from '~/src/lib/office-hours';
import type { LeadSource } from '~/src/lib/lead-source';
import { DASHBOARD_MONTHS, DASHBOARD_WEEKS } from '~/src/lib/schemas/dashboard';
import { CLOSED_STAGES, type LeadStage } from '~/src/lib/schemas/lead';
import { executeRows, getDb, type Database } from '../client';

const localTime = (column: string) => sql.raw(`(${column} at time zone '${OFFICE_TIME_ZONE}')`);
const windowStart = sql`date_trunc('week', ${localTime('now()')}) - make_interval(weeks => ${DASHBOARD_WEEKS - 1})`;
const weekOf = (column: string) => sql`to_char(date_trunc('week', ${localTime(column)}), 'YYYY-MM-DD')`;
const countedInquiry = sql`deleted_at is null and not is_spam and ${localTime('created_at')} >= ${windowStart}`;

/** The Mondays of the window, oldest first. */
export async function dashboardWeeks(db: Database = getDb()): Promise<string[]> {
  const rows = await executeRows<{ week: string }>(
    db,
    sql`select to_char(${windowStart} + make_interval(weeks => n), 'YYYY-MM-DD') as week from generate_series(0, ${DASHBOARD_WEEKS - 1}) as n`,
  );
  return rows.map((row) => row.week);
}

export function inquiriesPerWeek(db: Database = getDb()) {
  return executeRows<{ week: string; stage: LeadStage; count: number }>(
    db,
    sql`select ${weekOf('created_at')} as week, stage, count(*)::int as count from inquiries where ${countedInquiry} group by 1, 2`,
  );
}

export function medianResponsePerWeek(db: Database = getDb()) {
  return executeRows<{ week: string; median_hours: number; answered: number }>(
    db,
    sql`select ${weekOf('created_at')} as week,
          (percentile_cont(0.5) within group (order by extract(epoch from first_response_at - created_at)) / 3600)::float8 as median_hours,
          count(*)::int as answered
        from inquiries where ${countedInquiry} and first_response_at is not null group by 1`,
  );
}

/** Per unit, the live inquiries of the window about it, and how many of them have a tour (confirmed or done). */
export function inquiriesPerUnit(db: Database = getDb()) {
  return executeRows<{ unit_id: number; leads: number; tours: number }>(
    db,
    sql`select unit_id, count(*)::int as leads, (count(*) filter (where tour_at is not null and tour_status = 'confirmed'))::int as tours
        from inquiries where ${countedInquiry} and unit_id is not null group by unit_id`,
  );
}

export function viewsPerUnit(db: Database = getDb()) {
  return executeRows<{ unit_id: number; views: number }>(
    db,
    sql`select unit_id, sum(views)::int as views from listing_views where day >= (${windowStart})::date group by unit_id`,
  );
}

export function vacancyByBuilding(db: Database = getDb()) {
  return executeRows<{ building_id: number; name: string; available: number; leased: number }>(
    db,
    sql`select b.id as building_id, b.name,
          coalesce(sum(u.square_footage) filter (where u.status = 'available'), 0)::int as available,
          coalesce(sum(u.square_footage) filter (where u.status = 'leased'), 0)::int as leased
        from buildings b left join units u on u.building_id = b.id and u.deleted_at is null
        where b.deleted_at is null group by b.id, b.name order by b.name`,
  );
}

/** Each available unit with the time it last became available (its status history). */
export function availableSince(db: Database = getDb()) {
  return executeRows<{ unit_id: number; since: string }>(
    db,
    sql`select u.id as unit_id,
          coalesce((select max(c.changed_at) from unit_status_changes c where c.unit_id = u.id and c.status = 'available'), u.created_at) as since
        from units u where u.status = 'available' and u.deleted_at is null`,
  );
}

const isOpen = sql`stage not in (${sql.join(
  CLOSED_STAGES.map((stage) => sql`${stage}`),
  sql`, `,
)})`;

/**
 * Per assignee (null: unassigned), the live open leads, when each unanswered one arrived (the
 * browser's overdue rule is applied to them, src/lib/lead-response.ts), and the median first
 * response of the window's answered leads.
 */
export function leadsPerPerson(db: Database = getDb()) {
  return executeRows<{
    user_id: number | null;
    name: string | null;
    open_leads: number;
    waiting: string[];
    median_hours: number | null;
  }>(
    db,
    sql`select i.assigned_user_id as user_id, coalesce(u.name, u.username) as name,
          (count(*) filter (where ${isOpen}))::int as open_leads,
          coalesce(json_agg(i.created_at) filter (where ${isOpen} and i.first_response_at is null), '[]'::json) as waiting,
          (percentile_cont(0.5) within group (order by extract(epoch from i.first_response_at - i.created_at))
            filter (where i.first_response_at is not null and ${localTime('i.created_at')} >= ${windowStart}) / 3600)::float8 as median_hours
        from inquiries i left join admin_users u on u.id = i.assigned_user_id
        where i.deleted_at is null and not i.is_spam
        group by 1, 2`,
  );
}

// Lead sources by month: the current month in Boston and the eleven before it.
const monthWindowStart = sql`date_trunc('month', ${localTime('now()')}) - make_interval(months => ${DASHBOARD_MONTHS - 1})`;
const monthOf = (column: string) => sql`to_char(date_trunc('month', ${localTime(column)}), 'YYYY-MM')`;

/** The months of the window, oldest first ('2026-11'). */
export async function dashboardMonths(db: Database = getDb()): Promise<string[]> {
  const rows = await executeRows<{ month: string }>(
    db,
    sql`select to_char(${monthWindowStart} + make_interval(months => n), 'YYYY-MM') as month from generate_series(0, ${DASHBOARD_MONTHS - 1}) as n`,
  );
  return rows.map((row) => row.month);
}

/** Per month and channel (null: not recorded), the live unflagged leads that arrived. */
export function leadsPerSourceMonth(db: Database = getDb()) {
  return executeRows<{ month: string; source: LeadSource | null; count: number }>(
    db,
    sql`select ${monthOf('created_at')} as month, lead_source as source, count(*)::int as count
        from inquiries where deleted_at is null and not is_spam and ${localTime('created_at')} >= ${monthWindowStart}
        group by 1, 2`,
  );
}

/** Per month of confirmation and channel, the availability alerts confirmed (unsubscribed since or not). */
export function alertsPerSourceMonth(db: Database = getDb()) {
  return executeRows<{ month: string; source: LeadSource | null; count: number }>(
    db,
    sql`select ${monthOf('confirmed_at')} as month, lead_source as source, count(*)::int as count
        from availability_alerts where confirmed_at is not null and ${localTime('confirmed_at')} >= ${monthWindowStart}
        group by 1, 2`,
  );
}

/** Per month of the tour and the lead's channel, the confirmed tours (held, or still to come). */
export function toursPerSourceMonth(db: Database = getDb()) {
  return executeRows<{ month: string; source: LeadSource | null; count: number }>(
    db,
    sql`select ${monthOf('tour_at')} as month, lead_source as source, count(*)::int as count
        from inquiries where deleted_at is null and not is_spam and tour_status = 'confirmed' and tour_at is not null
          and ${localTime('tour_at')} >= ${monthWindowStart}
        group by 1, 2`,
  );
}

/**
 * Per month, the units leased then (a change from available to leased in the units' status history)
 * by the channel of the lead that won each: the latest Signed lead naming the unit that arrived
 * before the change. `has_lead` is false for a unit no Signed lead names (leased off the site's books).
 */
export function leasedUnitsPerSourceMonth(db: Database = getDb()) {
  return executeRows<{ month: string; source: LeadSource | null; has_lead: boolean; count: number }>(
    db,
    sql`select ${monthOf('c.changed_at')} as month, won.lead_source as source, (won.id is not null) as has_lead, count(*)::int as count
        from (select unit_id, status, changed_at, lag(status) over (partition by unit_id order by changed_at, id) as previous
              from unit_status_changes) c
        join units u on u.id = c.unit_id and u.deleted_at is null
        left join lateral (select i.id, i.lead_source from inquiries i
              where i.unit_id = c.unit_id and i.stage = 'signed' and not i.is_spam and i.deleted_at is null and i.created_at <= c.changed_at
              order by i.created_at desc limit 1) won on true
        where c.status = 'leased' and c.previous = 'available' and ${localTime('c.changed_at')} >= ${monthWindowStart}
        group by 1, 2, 3`,
  );
}
