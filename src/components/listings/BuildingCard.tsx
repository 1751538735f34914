// A building with its available units (docs/PRODUCT.md §2 Availability).
import type { BuildingAvailability } from '~/src/lib/availability';
import { capitalize, formatSqFt, spaceTypeLabel } from '~/src/lib/format';
import { unitPrice } from '~/src/lib/listing';
import { photoAltOf } from '~/src/lib/photo-alt';
import { Photo } from '../ui/Photo';
import { useUnitHighlights } from './unit-highlights';
import type { UnitJson } from '~/src/lib/api/types';

const UnitFactLines = ({ unit }: { unit: UnitJson }) =>
  useUnitHighlights(unit).map((fact) => (
    <span key={fact.label} className="text-slate-600">
      {fact.line}
    </span>
  ));

export function BuildingCard({ building, units, totalSqFt, priority = false }: BuildingAvailability & { priority?: boolean }) {
  const photo = building.mainImage ?? building.images[0];
  return (
    <article className="card overflow-hidden md:grid md:grid-cols-[320px_1fr]" aria-labelledby={`building-${building.id}`}>
      <div className="aspect-[3/2] bg-slate-100 md:aspect-auto md:h-full">
        {photo ? (
          <Photo
            photoKey={photo}
            alt={photoAltOf(building.photoDetails, photo, `${building.name}, ${building.address}`)}
            sizes="(min-width: 768px) 320px, 100vw"
            priority={priority}
            className="h-full w-full object-cover"
          />
        ) : (
          <div className="flex h-full min-h-48 items-center justify-center text-slate-600">No Image Available</div>
        )}
      </div>
      <div className="p-5">
        <h2 id={`building-${building.id}`} className="text-xl font-semibold">
          {building.name}
        </h2>
        <p className="text-slate-600">{building.address}</p>
        <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
          <div>
            <dt className="inline text-slate-500">Available units: </dt>
            <dd className="inline font-medium">{units.length}</dd>
          </div>
          <div>
            <dt className="inline text-slate-500">Available: </dt>
            <dd className="inline font-medium">{formatSqFt(totalSqFt)}</dd>
          </div>
          {building.buildingClass && (
            <div>
              <dt className="inline text-slate-500">Class: </dt>
              <dd className="inline font-medium">{building.buildingClass}</dd>
            </div>
          )}
          {building.tenantType && (
            <div>
              <dt className="inline text-slate-500">Tenant type: </dt>
              <dd className="inline font-medium">{capitalize(building.tenantType)}</dd>
            </div>
          )}
          {building.totalFloors > 0 && (
            <div>
              <dt className="inline text-slate-500">Floors: </dt>
              <dd className="inline font-medium">{building.totalFloors}</dd>
            </div>
          )}
          {building.walkScore > 0 && (
            <div>
              <dt className="inline text-slate-500">Walk score: </dt>
              <dd className="inline font-medium">{building.walkScore}</dd>
            </div>
          )}
        </dl>
        <ul className="mt-4 divide-y divide-slate-200 rounded-md border border-slate-200">
          {units.map((unit) => (
            <li key={unit.id}>
              <a
                href={`/listing/${unit.id}`}
                className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 hover:bg-slate-50"
                data-testid="unit-row"
              >
                <span className="flex items-center gap-2">
                  <span className="font-semibold text-brand-800">Unit {unit.unitNumber}</span>
                  <span className="text-sm text-slate-600">{spaceTypeLabel(unit.type)}</span>
                  {unit.featured && <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Featured</span>}
                </span>
                <span className="flex gap-4 text-sm">
                  <UnitFactLines unit={unit} />
                  <span>{formatSqFt(unit.squareFootage)}</span>
                  <span className="font-medium">{unitPrice(unit)}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
