// Availability per building (docs/PRODUCT.md §2 Admin). Unlike the public page it lists every
// building, with 'No available units in this building' for those without any; above them, the
// visitors' availability alerts.
import { useQuery } from '@tanstack/react-query';
import { buildingsQuery, unitsQuery } from '~/src/lib/api/queries';
import { sumAvailableSqFt } from '~/src/lib/availability';
import { capitalize, formatSqFt, spaceTypeLabel } from '~/src/lib/format';
import { unitPrice } from '~/src/lib/listing';
import { photoAltOf } from '~/src/lib/photo-alt';
import { resolveUnit } from '~/src/lib/unit-facts';
import { Photo } from '../ui/Photo';
import { AlertsSummary } from './AlertsSummary';

export function AvailabilityTab() {
  const { data: buildings = [] } = useQuery(buildingsQuery());
  const { data: units = [] } = useQuery(unitsQuery());
  if (buildings.length === 0) return <p className="text-slate-600">No buildings available. Add buildings first to see availability.</p>;
  return (
    <div className="space-y-6">
      <AlertsSummary />
      {buildings.map((building) => {
        const available = units.filter((u) => u.buildingId === building.id && u.status === 'available');
        const photo = building.mainImage ?? building.images[0];
        return (
          <section key={building.id} className="card grid gap-4 p-4 md:grid-cols-[200px_1fr]" aria-labelledby={`avail-${building.id}`}>
            <div className="aspect-[3/2] overflow-hidden rounded bg-slate-100">
              {photo ? (
                <Photo
                  photoKey={photo}
                  alt={photoAltOf(building.photoDetails, photo, building.name)}
                  sizes="200px"
                  className="h-full w-full object-cover"
                />
              ) : (
                <div className="flex h-full items-center justify-center text-sm text-slate-600">No Image Available</div>
              )}
            </div>
            <div>
              <h3 id={`avail-${building.id}`} className="text-lg font-semibold">
                {building.name}
              </h3>
              <p className="text-sm text-slate-600">{building.address}</p>
              <p className="mt-1 text-sm">
                {available.length} available units · {formatSqFt(sumAvailableSqFt(available, building.id))} · Class {building.buildingClass}{' '}
                · {capitalize(building.tenantType)} · {building.totalFloors} floors · Walk score {building.walkScore}
              </p>
              {available.length === 0 ? (
                <p className="mt-3 text-sm text-slate-600">No available units in this building</p>
              ) : (
                <ul className="mt-3 divide-y divide-slate-200 text-sm">
                  {available.map((u) => (
                    <li key={u.id} className="flex flex-col gap-1 py-2 sm:flex-row sm:justify-between sm:gap-2">
                      <span>
                        {resolveUnit(u, building).address} - {u.unitNumber}
                      </span>
                      <span className="text-slate-600">
                        {spaceTypeLabel(u.type)} · {formatSqFt(u.squareFootage)} · {unitPrice(u)}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </section>
        );
      })}
    </div>
  );
}
