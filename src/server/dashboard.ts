// The admin's Dashboard (docs/PRODUCT.md §4): figures from db/queries/dashboard.ts, with every week
// of the window present (zero when nothing happened) and units named as the site names them.
import {
  availableSince,
  dashboardWeeks,
  inquiriesPerWeek,
  inquiriesPerUnit,
  leadsPerPerson,
  medianResponsePerWeek,
  vacancyByBuilding,
  viewsPerUnit,
} from '~/db/queries/dashboard';
import { listUnitsAsShown } from './units';
import { isOverdue } from '~/src/lib/lead-response';
import { listingLabel } from '~/src/lib/listing';
import type { Dashboard } from '~/src/lib/schemas/dashboard';
import { LEAD_STAGES, type LeadStage } from '~/src/lib/schemas/lead';

const DAY_MS = 86_400_000;
const noStages = () => Object.fromEntries(LEAD_STAGES.map((stage) => [stage, 0])) as Record<LeadStage, number>;

export async function getDashboard(now = new Date()): Promise<Dashboard> {
  const [weeks, perWeek, responses, leads, views, vacancy, since, units, perPerson] = await Promise.all([
    dashboardWeeks(),
    inquiriesPerWeek(),
    medianResponsePerWeek(),
    inquiriesPerUnit(),
    viewsPerUnit(),
    vacancyByBuilding(),
    availableSince(),
    listUnitsAsShown(),
    leadsPerPerson(),
  ]);

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
