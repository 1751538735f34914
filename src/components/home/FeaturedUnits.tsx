// Home: 'Featured Available Spaces'. An island (client:wake) because each card answers input (its
// photo carousel, the photo viewer, the details dialog). Built with the page and refreshed once from
// the API when it wakes, without a query cache (use-refreshed.ts): it wakes at once when the
// featured units changed since the build or a date arrived, and then redraws the same cards in place
// (docs/decisions/061), so a card a visitor is reaching for is never swapped for another element.
import type { UnitJson } from '~/src/lib/api/types';
import { useRefreshed, type PublicSchema } from '~/src/lib/use-refreshed';
import { PropertyCard } from '../listings/PropertyCard';

const UNITS: PublicSchema<UnitJson[]> = (schemas) => schemas.UnitListJsonSchema;

/** The cards of `units` (none: no section). */
export function FeaturedUnitsSection({ units }: { units: UnitJson[] }) {
  if (units.length === 0) return null;
  return (
    <section aria-labelledby="featured-heading" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="featured-heading" className="text-3xl font-bold tracking-tight">
        Featured Available Spaces
      </h2>
      <div className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {units.map((unit, i) => (
          <PropertyCard key={unit.id} unit={unit} priority={i === 0} />
        ))}
      </div>
      <div className="mt-10 text-center">
        <a href="/availability" className="btn-primary px-6 py-3">
          View All Available Units
        </a>
      </div>
    </section>
  );
}

export default function FeaturedUnits({ initialUnits }: { initialUnits: UnitJson[] }) {
  return <FeaturedUnitsSection units={useRefreshed('/api/properties/featured', UNITS, initialUnits)} />;
}
