// Home: 'Featured Available Spaces'. An island (client:visible) because each card answers input
// (its photo carousel, the photo viewer, the details dialog); drawn from the build's data, which
// each admin change rebuilds (docs/decisions/079).
import type { UnitJson } from '~/src/lib/api/types';
import { PropertyCard } from '../listings/PropertyCard';

/** The cards of `units` (none: no section). */
export default function FeaturedUnits({ units }: { units: UnitJson[] }) {
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
