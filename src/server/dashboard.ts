// The admin's Dashboard (docs/PRODUCT.md §4): figures from db/queries/dashboard.ts, with every week
// of the window present (zero when nothing happened) and units named as the site names them.
import {
  alertsPerSourceMonth,
  availableSince,
  dashboardMonths,
  dashboardWeeks,
  inquiriesPerWeek,
  inquiriesPerUnit,
  leadsPerPerson,
  leadsPerSourceMonth,
  leasedUnitsPerSourceMonth,
  medianResponsePerWeek,
  toursPerSourceMonth,
  vacancyByBuilding,
  viewsPerUnit,
} from '~/db/queries/dashboard';
import { spamCounts } from '~/db/queries/spam-report';
import { listUnitsAsShown } from './units';
import { isOverdue } from '~/src/lib/lead-response';
import { listingLabel } from '~/src/lib/listing';
import type { LeadSource } from '~/src/lib/lead-source';
import { DASHBOARD_SOURCES, type Dashboard, type DashboardSource } from '~/src/lib/schemas/dashboard';
import { LEAD_STAGES, type LeadStage } from '~/src/lib/schemas/lead';

const DAY_MS = 86_400_000;
const noStages = () => Object.fromEntries(LEAD_STAGES.map((stage) => [stage, 0])) as Record<LeadStage, number>;

type SourceCount = { month: string; source: LeadSource | null; count: number; has_lead?: boolean };
type SourceFigure = 'leads' | 'tours' | 'leasedUnits' | 'alerts';

/** Leads, tours, leased units and alert sign-ups per month and channel: one row per pair with any, months in order, channels in the admin's order. */
function sourcesByMonth(months: string[], counts: Record<SourceFigure, SourceCount[]>): Dashboard['sources'] {
  const rows = new Map<string, Dashboard['sources'][number]>();
  for (const [figure, list] of Object.entries(counts) as [SourceFigure, SourceCount[]][]) {
    for (const { month, source: channel, count, has_lead } of list) {
      if (!months.includes(month)) continue; // a tour booked beyond this month
      const source: DashboardSource = channel ?? (has_lead === false ? 'no-lead' : 'not-recorded');
      const key = `${month} ${source}`;
      const row = rows.get(key) ?? { month, source, leads: 0, tours: 0, leasedUnits: 0, alerts: 0 };
      row[figure] += count;
      rows.set(key, row);
    }
  }
  return [...rows.values()].sort(
    (a, b) => a.month.localeCompare(b.month) || DASHBOARD_SOURCES.indexOf(a.source) - DASHBOARD_SOURCES.indexOf(b.source),
  );
}

export async function getDashboard(now = new Date()): Promise<Dashboard> {
  const [
    [weeks, perWeek, responses, leads, views, vacancy, since, units, perPerson],
    [months, sourceLeads, sourceTours, sourceLeased, sourceAlerts],
  ] = await Promise.all([
    Promise.all([
      dashboardWeeks(),
      inquiriesPerWeek(),
      medianResponsePerWeek(),
      inquiriesPerUnit(),
      viewsPerUnit(),
      vacancyByBuilding(),
      availableSince(),
      listUnitsAsShown(),
      leadsPerPerson(),
    ]),
    Promise.all([dashboardMonths(), leadsPerSourceMonth(), toursPerSourceMonth(), leasedUnitsPerSourceMonth(), alertsPerSourceMonth()]),
  ]);
  const { total: spamCount } = await spamCounts(null);

  const perUnit = new Map(units.map((unit) => [unit.id, { unitId: unit.id, label: listingLabel(unit), views: 0, leads: 0, tours: 0 }]));
  for (const { unit_id, leads: count, tours } of leads) {
    const row = perUnit.get(unit_id);
    if (row) Object.assign(row, { leads: count, tours });
  }
  for (const { unit_id, views: count } of views) {
    const row = perUnit.get(unit_id);
    if (row) row.views = count;
  }
  const labels = new Map(units.map((unit) => [unit.id, listingLabel(unit)]));

  return {
    spamCount,
    months,
    sources: sourcesByMonth(months, { leads: sourceLeads, tours: sourceTours, leasedUnits: sourceLeased, alerts: sourceAlerts }),
    weeks: weeks.map((week) => ({
      week,
      counts: { ...noStages(), ...Object.fromEntries(perWeek.filter((r) => r.week === week).map((r) => [r.stage, r.count])) },
    })),
    responseTimes: weeks.map((week) => {
      const row = responses.find((r) => r.week === week);
      return { week, medianHours: row ? Math.round(row.median_hours * 10) / 10 : null, answered: row?.answered ?? 0 };
    }),
    units: [...perUnit.values()].sort((a, b) => b.leads - a.leads || b.views - a.views || a.label.localeCompare(b.label)),
    vacancy: vacancy.map((b) => ({
      buildingId: b.building_id,
      name: b.name,
      availableSquareFeet: b.available,
      leasedSquareFeet: b.leased,
    })),
    daysOnMarket: since
      .map(({ unit_id, since: from }) => ({
        unitId: unit_id,
        label: labels.get(unit_id) ?? `Unit #${unit_id}`,
        days: Math.max(0, Math.floor((now.getTime() - new Date(from).getTime()) / DAY_MS)),
      }))
      .sort((a, b) => b.days - a.days),
    people: perPerson
      .map((row) => ({
        userId: row.user_id,
        name: row.user_id === null ? 'Unassigned' : (row.name ?? `User #${row.user_id}`),
        openLeads: row.open_leads,
        // The inbox's rule: an unanswered open lead past its 24 weekday hours.
        overdue: row.waiting.filter((at) =>
          isOverdue({ createdAt: new Date(at).toISOString(), stage: 'new', firstResponseAt: null, isSpam: false }, now.getTime()),
        ).length,
        medianHours: row.median_hours === null ? null : Math.round(row.median_hours * 10) / 10,
      }))
      .sort((a, b) => Number(a.userId === null) - Number(b.userId === null) || a.name.localeCompare(b.name)),
  };
}
