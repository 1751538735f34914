// A unit's listing as a visitor reads it (docs/PRODUCT.md §2 "Unit detail"): plain markup, no state. The
// prebuilt page renders it without JavaScript and puts its two islands in `photos` and `actions`
// (docs/decisions/079); ListingView renders it live (the fallback page for units newer than the
// build, the staff preview) with the same parts as React components.
import type { ReactNode } from 'react';
import type { BuildingJson, UnitJson } from '~/src/lib/api/types';
import { formatMoney, formatNumber, formatSqFt, spaceTypeLabel } from '~/src/lib/format';
import { contactHref, unitPrice } from '~/src/lib/listing';
import { resolveUnitFacts } from '~/src/lib/unit-facts';
import { rentEstimate } from '~/src/lib/rent-estimate';
import { FloorPlan } from './FloorPlan';
import { SimilarUnits } from './SimilarUnits';
import { StatusBadge } from './StatusBadge';
import { TourBar } from './TourBar';
import { useUnitHighlights } from './unit-highlights';

function Fact({ label, value, note }: { label: string; value: string; note?: string | undefined }) {
  return (
    <div className="card p-4">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="mt-1 text-lg font-semibold">{value}</dd>
      {note && <dd className="text-sm text-slate-600">{note}</dd>}
    </div>
  );
}

function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card p-5" aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Rows({ rows }: { rows: [string, string | null][] }) {
  const shown = rows.filter((row): row is [string, string] => row[1] !== null);
  return (
    <dl className="space-y-2 text-sm">
      {shown.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function UnitFacts({ unit }: { unit: UnitJson }) {
  return useUnitHighlights(unit).map((fact) => <Fact key={fact.label} label={fact.label} value={fact.value} />);
}

const BackLink = () => (
  <a href="/availability" data-back-to-availability className="no-print inline-flex items-center gap-1 text-brand-700 hover:underline">
    ← Back to Availability
  </a>
);

/** The price, the estimated rent and the ways to ask; a leased unit says so instead (decision 025). */
function PricingCard({ unit }: { unit: UnitJson }) {
  if (unit.status === 'leased') {
    return (
      <InfoCard title="Pricing">
        <p className="text-2xl font-bold text-red-800">Leased</p>
        <p className="mt-1 text-sm text-slate-600">This space has been leased. Similar available spaces are listed below.</p>
      </InfoCard>
    );
  }
  const estimate = rentEstimate(unit);
  return (
    <InfoCard title="Pricing">
      <p className="text-2xl font-bold text-brand-900">{unitPrice(unit, 'Inquire for Rate')}</p>
      {estimate && <p className="mt-1 text-sm text-slate-700">{estimate}</p>}
      {unit.leaseType && <p className="mt-1 text-sm text-slate-600">Lease type: {unit.leaseType}</p>}
      <a href={contactHref(unit.unitNumber)} className="btn-primary no-print mt-4 w-full">
        Inquire About This Space
      </a>
      <a href={`${contactHref(unit.unitNumber)}&tour=1`} className="btn-secondary no-print mt-2 w-full">
        Request a Tour
      </a>
    </InfoCard>
  );
}

interface ListingLayoutProps {
  unit: UnitJson;
  building: BuildingJson | null;
  /** Every unit: a leased unit's page lists similar available ones (decision 025). */
  units?: UnitJson[] | undefined;
  /** The photo grid, or nothing when the unit and its building have no photo. */
  photos?: ReactNode;
  hasPhotos: boolean;
  /** "Print flyer" and "Share". (Props given as named slots by the prebuilt page.) */
  actions?: ReactNode;
}

export default function ListingLayout({ unit, building, units, photos, hasPhotos, actions }: ListingLayoutProps) {
  const amenities = [...new Set([...unit.amenities, ...(building?.amenities ?? [])])];
  const { address, buildingClass, yearBuilt } = resolveUnitFacts(unit, building);
  const parking = unit.parkingAvailable === 'yes' ? 'Available' : unit.parkingAvailable === 'no' ? 'Not Available' : 'N/A';
  const above0 = (value: number | null | undefined, show: (n: number) => string) => (value && value > 0 ? show(value) : null);
  // Shown when any of the three costs is present (the original description's version had a precedence flaw).
  const costs: [string, number | null][] = [
    ['Operating expenses', unit.operatingExpenses],
    ['Taxes', unit.taxes],
    ['Insurance', unit.insurance],
  ];
  const hasCosts = costs.some(([, value]) => value !== null);
  const isLeased = unit.status === 'leased';

  return (
    <article aria-labelledby="listing-title" className="listing">
      <BackLink />
      <header className="mt-4">
        <div className="flex flex-wrap items-center gap-3">
          <h1 id="listing-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            Unit {unit.unitNumber}
          </h1>
          <span className="rounded bg-brand-50 px-2.5 py-1 text-sm font-semibold text-brand-800">{spaceTypeLabel(unit.type)}</span>
          {unit.featured && <span className="rounded bg-amber-100 px-2.5 py-1 text-sm font-semibold text-amber-900">Featured</span>}
          {unit.status !== 'available' && <StatusBadge status={unit.status} />}
        </div>
        <p className="mt-2 text-lg text-slate-600">
          {building && <span className="font-medium text-slate-800">{building.name} · </span>}
          <span>{address}</span>
        </p>
        <div className="mt-4">{actions}</div>
      </header>

      <dl className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Fact label="Square feet" value={formatNumber(unit.squareFootage)} />
        <Fact label="Building class" value={buildingClass ? `Class ${buildingClass}` : 'N/A'} />
        <Fact
          label="Year built"
          value={yearBuilt ? String(yearBuilt) : 'N/A'}
          note={building?.continuouslyRenovated ? 'Continuously Renovated' : undefined}
        />
        <Fact label="Parking" value={parking} />
        <UnitFacts unit={unit} />
      </dl>

      {/* Reading order on phones: pricing first, then the photos and the rest; on wide screens the
          pricing card sits beside the photos, above the building's cards. */}
      <div className="listing-grid mt-8 grid gap-8 lg:grid-cols-[1fr_320px] lg:grid-rows-[auto_1fr]">
        <div className="lg:col-start-2 lg:row-start-1">
          <PricingCard unit={unit} />
        </div>
        <div className="space-y-8 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <section aria-labelledby="photos-heading" className="listing-photos">
            <h2 id="photos-heading" className="text-xl font-semibold">
              Photos
            </h2>
            {hasPhotos ? photos : <p className="mt-3 text-slate-600">No Image Available</p>}
          </section>
          {unit.description && (
            <section aria-labelledby="description-heading" className="no-print">
              <h2 id="description-heading" className="text-xl font-semibold">
                Description
              </h2>
              <p className="mt-3 whitespace-pre-line text-slate-700">{unit.description}</p>
            </section>
          )}
          {amenities.length > 0 && (
            <section aria-labelledby="amenities-heading" className="no-print">
              <h2 id="amenities-heading" className="text-xl font-semibold">
                Amenities
              </h2>
              <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                {amenities.map((a) => (
                  <li key={a} className="flex items-start gap-2 text-slate-700">
                    <span aria-hidden="true" className="text-brand-700">
                      ✓
                    </span>
                    {a}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {unit.floorPlan && <FloorPlan planKey={unit.floorPlan} unitNumber={unit.unitNumber} />}
          {isLeased && <SimilarUnits unit={unit} units={units ?? []} />}
        </div>

        <aside className="no-print space-y-6 lg:col-start-2 lg:row-start-2">
          {building && (
            <InfoCard title="Building Information">
              <p className="mb-2 font-medium">{building.name}</p>
              <Rows
                rows={[
                  ['Total floors', above0(building.totalFloors, String)],
                  ['Total square footage', above0(building.totalSquareFootage, formatSqFt)],
                  ['Year built', above0(building.yearBuilt, String)],
                  ['Renovation', building.continuouslyRenovated ? 'Continuously Renovated' : null],
                  ['Walk score', above0(building.walkScore, String)],
                  ['Transit score', above0(building.transitScore, String)],
                  ['Bike score', above0(building.bikeScore, String)],
                ]}
              />
            </InfoCard>
          )}
          {hasCosts && (
            <InfoCard title="Additional Costs">
              <Rows rows={costs.map(([label, value]) => [label, value === null ? null : formatMoney(value)])} />
            </InfoCard>
          )}
        </aside>
      </div>
      {!isLeased && <TourBar unitNumber={unit.unitNumber} price={unitPrice(unit, 'Inquire for Rate')} />}
    </article>
  );
}
