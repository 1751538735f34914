// Home: 'Featured Available Spaces' — built with the page, refreshed once from the API.
import { useQuery } from '@tanstack/react-query';
import { featuredUnitsQuery } from '~/src/lib/api/queries';
import type { UnitJson } from '~/src/lib/api/types';
import { fromPage } from '~/src/lib/query-client';
import { PropertyCard } from '../listings/PropertyCard';
import { QueryProvider } from '../ui/QueryProvider';

function FeaturedUnitsList({ initialUnits }: { initialUnits: UnitJson[] }) {
  const { data: units = [] } = useQuery({ ...featuredUnitsQuery(), ...fromPage(initialUnits) });
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

export default function FeaturedUnits(props: { initialUnits: UnitJson[] }) {
  return (
    <QueryProvider>
      <FeaturedUnitsList {...props} />
    </QueryProvider>
  );
}
