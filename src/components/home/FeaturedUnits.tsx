// Home: 'Featured Available Spaces'. An island (client:wake) because each card answers input (its
// photo carousel, the photo viewer, the details dialog), but it reads no API: the page is rebuilt on
// every write, and when it is out of date FeaturedRefresh (client:stale) draws these cards from the
// API's answer in its place (docs/decisions/061).
import type { UnitJson } from '~/src/lib/api/types';
import { PropertyCard } from '../listings/PropertyCard';

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
