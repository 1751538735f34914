// The Dashboard (docs/PRODUCT.md §4): charts (recharts, loaded after the tab: ./DashboardCharts.tsx) of the last 12
// weeks of leads, how each unit does, vacancy, days on market, response times, and leads,
// tours and leased units by source per month. Every chart has
// its table; "By person" is a table of each assignee's leads.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentProps } from 'react';
import { dashboardQuery } from '~/src/lib/api/queries';
import { formatNumber } from '~/src/lib/format';
import { LEAD_STAGE_LABELS, LEAD_STAGES, type LeadStage } from '~/src/lib/schemas/lead';
import { DASHBOARD_SOURCES, type Dashboard, type DashboardSource } from '~/src/lib/schemas/dashboard';
import { LEAD_SOURCE_LABELS, NO_SOURCE_LABEL } from '~/src/lib/lead-source';
import { ChartCard } from './ChartCard';
import type * as Charts from './DashboardCharts';

// The chart library (recharts, ~100 KB) loads after the tab's figures and tables are on screen, so
// the admin's first screen stays within its budget (docs/decisions/052); React then draws them in
// slices it interrupts for a click (a lazy component's first render is not urgent).
const chartFallback = <p className="text-sm text-slate-600">Loading chart</p>;
const LazyBars = lazy(() => import('./DashboardCharts').then((m) => ({ default: m.Bars })));
const LazyHoursLine = lazy(() => import('./DashboardCharts').then((m) => ({ default: m.HoursLine })));
const Bars = (props: ComponentProps<typeof Charts.Bars>) => (
  <Suspense fallback={chartFallback}>
    <LazyBars {...props} />
  </Suspense>
);
const HoursLine = (props: ComponentProps<typeof Charts.HoursLine>) => (
  <Suspense fallback={chartFallback}>
    <LazyHoursLine {...props} />
  </Suspense>
);

const STAGE_COLORS: Record<LeadStage, string> = {
  new: '#1d4ed8',
  'tour-requested': '#7c3aed',
  contacted: '#0891b2',
  'tour-scheduled': '#0d9488',
  proposal: '#ca8a04',
  signed: '#15803d',
  lost: '#9ca3af',
};
const SOURCE_LABELS: Record<DashboardSource, string> = {
  ...LEAD_SOURCE_LABELS,
  'not-recorded': NO_SOURCE_LABEL,
  'no-lead': 'No Signed lead',
};
const SOURCE_COLORS: Record<DashboardSource, string> = {
  loopnet: '#b91c1c',
  search: '#1d4ed8',
  social: '#7c3aed',
  email: '#ca8a04',
  referral: '#0d9488',
  direct: '#475569',
  'not-recorded': '#9ca3af',
  'no-lead': '#d1d5db',
};
const TOP = 12;
const monthLabel = (month: string) => new Date(`${month}-15T12:00:00`).toLocaleDateString('en-US', { month: 'short', year: 'numeric' });

/** The 12 months' totals per channel, in the admin's order, only the channels with any. */
function sourceTotals(rows: Dashboard['sources']) {
  return DASHBOARD_SOURCES.map((source) => {
    const mine = rows.filter((row) => row.source === source);
    const sum = (figure: 'leads' | 'tours' | 'leasedUnits' | 'alerts') => mine.reduce((total, row) => total + row[figure], 0);
    return {
      source,
      label: SOURCE_LABELS[source],
      leads: sum('leads'),
      tours: sum('tours'),
      leasedUnits: sum('leasedUnits'),
      alerts: sum('alerts'),
    };
  }).filter((total) => total.leads + total.tours + total.leasedUnits + total.alerts > 0);
}
const weekLabel = (week: string) => new Date(`${week}T12:00:00`).toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
/** 'Unit 210' out of '21 Drydock Avenue - Unit 210 - Office (2,450 sq ft)'. */
const shortLabel = (label: string) => /Unit \S+/.exec(label)?.[0] ?? label;
const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((part / whole) * 100)}%`);

/** "By person": each assignee's open leads, overdue ones and median first response. */
function PeopleTable({ people }: { people: Dashboard['people'] }) {
  return (
    <section className="card p-4" aria-labelledby="by-person-heading">
      <h3 id="by-person-heading" className="font-semibold">
        By person
      </h3>
      {people.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No leads yet.</p>
      ) : (
        <table className="mt-2 w-full text-left text-sm">
          <thead>
            <tr>
              <th scope="col">Person</th>
              <th scope="col">Open leads</th>
              <th scope="col">Overdue</th>
              <th scope="col">Median first response, hours</th>
            </tr>
          </thead>
          <tbody>
            {people.map((person) => (
              <tr key={person.userId ?? 'unassigned'} className="border-t border-slate-200">
                <th scope="row" className="font-normal">
                  {person.name}
                </th>
                <td>{person.openLeads}</td>
                <td>{person.overdue}</td>
                <td>{person.medianHours ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** How many inquiries sit in Spam (not e-mailed to anyone), with the way there. */
function SpamCard({ count }: { count: number }) {
  return (
    <section className="card p-4" aria-labelledby="spam-heading">
      <h3 id="spam-heading" className="font-semibold">
        Spam
      </h3>
      <p className="mt-2 text-sm">
        {count === 0
          ? 'Nothing in Spam.'
          : `${count === 1 ? '1 message' : `${count} messages`} in Spam, not e-mailed to anyone. A real one may be among them.`}
      </p>
      {count > 0 && (
        <p className="mt-2 text-sm">
          <a className="text-blue-700 underline" href="/admin?tab=inquiries&view=spam">
            Look over Spam
          </a>
        </p>
      )}
    </section>
  );
}

export default function DashboardTab() {
  const { data, isPending, isError } = useQuery(dashboardQuery());
  if (isPending) return <p className="text-slate-600">Loading</p>;
  if (isError) return <p className="text-red-700">The dashboard could not be loaded. Please try again.</p>;

  const weeks = data.weeks.map(({ week, counts }) => ({ week: weekLabel(week), ...counts }));
  const total = data.weeks.reduce((sum, w) => sum + Object.values(w.counts).reduce((a, b) => a + b, 0), 0);
  const byLeads = data.units.filter((u) => u.leads > 0).slice(0, TOP);
  const byViews = [...data.units]
    .sort((a, b) => b.views - a.views)
    .filter((u) => u.views > 0)
    .slice(0, TOP);
  const responses = data.responseTimes.map((r) => ({ week: weekLabel(r.week), hours: r.medianHours }));
  const answered = data.responseTimes.filter((r) => r.medianHours !== null);
  const leadSources = DASHBOARD_SOURCES.filter((source) => data.sources.some((row) => row.source === source && row.leads > 0));
  const leadsByMonth = data.months.map((month) => ({
    month: monthLabel(month),
    ...Object.fromEntries(data.sources.filter((row) => row.month === month).map((row) => [row.source, row.leads])),
  }));
  const totals = sourceTotals(data.sources);

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChartCard
        id="chart-weeks"
        title="Inquiries per week, by stage"
        summary={`${total} inquiries in the last ${data.weeks.length} weeks; the table lists each week by stage.`}
        chart={
          <Bars
            data={weeks}
            x="week"
            bars={LEAD_STAGES.map((stage) => ({ key: stage, name: LEAD_STAGE_LABELS[stage], fill: STAGE_COLORS[stage], stack: 'stages' }))}
          />
        }
        columns={['Week of', ...LEAD_STAGES.map((s) => LEAD_STAGE_LABELS[s])]}
        rows={data.weeks.map(({ week, counts }) => [weekLabel(week), ...LEAD_STAGES.map((s) => counts[s] ?? 0)])}
      />
      <ChartCard
        id="chart-response"
        title="Median first response, hours"
        summary={
          answered.length === 0
            ? 'No lead has been answered in these weeks.'
            : `Median first response by week, from ${Math.min(...answered.map((r) => r.medianHours!))} to ${Math.max(...answered.map((r) => r.medianHours!))} hours.`
        }
        chart={<HoursLine data={responses} />}
        columns={['Week of', 'Median hours', 'Leads answered']}
        rows={data.responseTimes.map((r) => [weekLabel(r.week), r.medianHours ?? '–', r.answered])}
      />
      <ChartCard
        id="chart-units"
        title="Leads and tours per unit"
        summary={`The ${byLeads.length} units with the most leads; the table lists every unit.`}
        chart={
          <Bars
            data={byLeads.map((u) => ({ ...u, unit: shortLabel(u.label) }))}
            x="unit"
            bars={[
              { key: 'leads', name: 'Leads', fill: '#1d4ed8' },
              { key: 'tours', name: 'Tours', fill: '#0d9488' },
            ]}
          />
        }
        columns={['Unit', 'Leads', 'Tours']}
        rows={data.units.map((u) => [u.label, u.leads, u.tours])}
      />
      <ChartCard
        id="chart-views"
        title="Listing views and inquiries per unit"
        summary={`The ${byViews.length} most viewed listings with their inquiries; the table gives every unit's views, inquiries and the share of views that became inquiries.`}
        chart={
          <Bars
            data={byViews.map((u) => ({ ...u, unit: shortLabel(u.label) }))}
            x="unit"
            bars={[
              { key: 'views', name: 'Views', fill: '#64748b' },
              { key: 'leads', name: 'Inquiries', fill: '#1d4ed8' },
            ]}
          />
        }
        columns={['Unit', 'Views', 'Inquiries', 'Views → inquiries']}
        rows={data.units.map((u) => [u.label, u.views, u.leads, percent(u.leads, u.views)])}
      />
      <ChartCard
        id="chart-vacancy"
        title="Vacancy by building, sq ft"
        summary={`Available and leased square feet in ${data.vacancy.length} buildings.`}
        chart={
          <Bars
            data={data.vacancy}
            x="name"
            format={formatNumber}
            bars={[
              { key: 'availableSquareFeet', name: 'Available', fill: '#15803d', stack: 'sqft' },
              { key: 'leasedSquareFeet', name: 'Leased', fill: '#9ca3af', stack: 'sqft' },
            ]}
          />
        }
        columns={['Building', 'Available sq ft', 'Leased sq ft', 'Vacancy']}
        rows={data.vacancy.map((b) => [
          b.name,
          formatNumber(b.availableSquareFeet),
          formatNumber(b.leasedSquareFeet),
          percent(b.availableSquareFeet, b.availableSquareFeet + b.leasedSquareFeet),
        ])}
      />
      <ChartCard
        id="chart-market"
        title="Days on market, available units"
        summary={
          data.daysOnMarket.length === 0
            ? 'No unit is available.'
            : `${data.daysOnMarket.length} available units, on the market from ${data.daysOnMarket.at(-1)!.days} to ${data.daysOnMarket[0]!.days} days${data.daysOnMarket.length > TOP ? `; the ${TOP} longest are drawn, the table lists every one` : ''}.`
        }
        chart={
          <Bars
            data={data.daysOnMarket.slice(0, TOP).map((u) => ({ ...u, unit: shortLabel(u.label) }))}
            x="unit"
            bars={[{ key: 'days', name: 'Days on market', fill: '#ca8a04' }]}
          />
        }
        columns={['Unit', 'Days on market']}
        rows={data.daysOnMarket.map((u) => [u.label, u.days])}
      />
      <ChartCard
        id="chart-sources"
        title="Leads by source, per month"
        summary={`${data.sources.reduce((sum, row) => sum + row.leads, 0)} leads in the last ${data.months.length} months by where they came from; the table gives each month's leads, tours, leased units and alert sign-ups by source.`}
        chart={
          <Bars
            data={leadsByMonth}
            x="month"
            bars={leadSources.map((source) => ({
              key: source,
              name: SOURCE_LABELS[source],
              fill: SOURCE_COLORS[source],
              stack: 'sources',
            }))}
          />
        }
        columns={['Month', 'Source', 'Leads', 'Tours', 'Leased units', 'Alert sign-ups']}
        rows={data.sources.map((row) => [
          monthLabel(row.month),
          SOURCE_LABELS[row.source],
          row.leads,
          row.tours,
          row.leasedUnits,
          row.alerts,
        ])}
      />
      <ChartCard
        id="chart-source-totals"
        title="Leads, tours, leased units and alert sign-ups by source"
        summary={`The last ${data.months.length} months by source: ${totals.map((t) => `${t.label} ${t.leads} leads, ${t.tours} tours, ${t.leasedUnits} leased, ${t.alerts} alert sign-ups`).join('; ') || 'nothing yet'}.`}
        chart={
          <Bars
            data={totals}
            x="label"
            bars={[
              { key: 'leads', name: 'Leads', fill: '#1d4ed8' },
              { key: 'tours', name: 'Tours', fill: '#0d9488' },
              { key: 'leasedUnits', name: 'Leased units', fill: '#15803d' },
              { key: 'alerts', name: 'Alert sign-ups', fill: '#ca8a04' },
            ]}
          />
        }
        columns={['Source', 'Leads', 'Tours', 'Leased units', 'Alert sign-ups']}
        rows={totals.map((t) => [t.label, t.leads, t.tours, t.leasedUnits, t.alerts])}
      />
      <PeopleTable people={data.people} />
      <SpamCard count={data.spamCount} />
    </div>
  );
}
