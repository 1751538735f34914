// A building with its available units (docs/PRODUCT.md §2 Availability). A unit's row is drawn
// with a few short class names and plain elements (global.css `.unit-row`): at 1,000 units the
// rows are most of the page's HTML (docs/decisions/038).
import type { BuildingAvailability } from '~/src/lib/availability';
import type { AvailabilityUnit } from '~/src/lib/availability-data';
import { capitalize, formatSqFt, spaceTypeLabel } from '~/src/lib/format';
import { unitPrice } from '~/src/lib/listing';
import { photoAltOf } from '~/src/lib/photo-alt';
import { Photo } from '../ui/Photo';
import { useUnitHighlights } from './unit-highlights';

// 320 px wide beside the units, the screen's width on a phone: three sizes cover both, where every
// width the site uses would add 1.5 KB of addresses per building (50 buildings at scale).
const CARD_PHOTO_WIDTHS = [320, 640, 1280];

const UnitFactLines = ({ unit }: { unit: AvailabilityUnit }) =>
  useUnitHighlights(unit).map((fact) => <span key={fact.label}>{fact.line}</span>);

export function BuildingCard({
  building,
  units,
  totalSqFt,
  priority = false,
  href,
}: BuildingAvailability & { priority?: boolean; /** The building's page. */ href?: string | undefined }) {
  const photo = building.mainImage;
  return (
    <article className="card overflow-hidden md:grid md:grid-cols-[320px_1fr]" aria-labelledby={`building-${building.id}`}>
      <div className="aspect-[3/2] bg-slate-100 md:aspect-auto md:h-full">
        {photo ? (
          <Photo
            photoKey={photo}
            alt={photoAltOf(building.photoDetails, photo, `${building.name}, ${building.address}`)}
            sizes="(min-width: 768px) 320px, 100vw"
            widths={CARD_PHOTO_WIDTHS}
            priority={priority}
            className="h-full w-full object-cover"
          />
        ) : (
          <div className="flex h-full min-h-48 items-center justify-center text-slate-600">No Image Available</div>
        )}
      </div>
      <div className="p-5">
        <h2 id={`building-${building.id}`} className="text-xl font-semibold">
          {href ? (
            <a href={href} className="hover:underline">
              {building.name}
            </a>
          ) : (
            building.name
          )}
        </h2>
        <p className="text-slate-600">{building.address}</p>
        <dl className="building-facts">
          <div>
            <dt>Available units: </dt>
            <dd>{units.length}</dd>
          </div>
          <div>
            <dt>Available: </dt>
            <dd>{formatSqFt(totalSqFt)}</dd>
          </div>
          {building.buildingClass && (
            <div>
              <dt>Class: </dt>
              <dd>{building.buildingClass}</dd>
            </div>
          )}
          {building.tenantType && (
            <div>
              <dt>Tenant type: </dt>
              <dd>{capitalize(building.tenantType)}</dd>
            </div>
          )}
          {building.totalFloors > 0 && (
            <div>
              <dt>Floors: </dt>
              <dd>{building.totalFloors}</dd>
            </div>
          )}
          {building.walkScore > 0 && (
            <div>
              <dt>Walk score: </dt>
              <dd>{building.walkScore}</dd>
            </div>
          )}
        </dl>
        <ul className="mt-4 divide-y divide-slate-200 rounded-md border border-slate-200">
          {units.map((unit) => (
            <li key={unit.id}>
              <a href={`/listing/${unit.id}`} className="unit-row" data-testid="unit-row">
                <span>
                  <b>{`Unit ${unit.unitNumber}`}</b>
                  <span>{spaceTypeLabel(unit.type)}</span>
                  {unit.featured && <span className="unit-flag">Featured</span>}
                </span>
                <span className="flex flex-wrap gap-x-4 text-sm">
                  <UnitFactLines unit={unit} />
                  <span>{formatSqFt(unit.squareFootage)}</span>
                  <b>{unitPrice(unit)}</b>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
