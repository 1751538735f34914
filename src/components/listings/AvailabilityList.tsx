// /availability's building cards (docs/PRODUCT.md §2 Availability), as its island
// (AvailabilityView) draws them: at build time, once hydrated, and on the no-script results page.
import { useMemo } from 'react';
import type { BuildingAvailability } from '~/src/lib/availability';
import type { AvailabilityBuilding } from '~/src/lib/availability-data';
import { buildingPaths } from '~/src/lib/building-slug';
import { BuildingCard } from './BuildingCard';

interface AvailabilityListProps {
  groups: BuildingAvailability[];
  /** Every building, listed or not: a building's page address depends on the others' (building-slug.ts). */
  buildings: AvailabilityBuilding[];
}

export function AvailabilityList({ groups, buildings }: AvailabilityListProps) {
  const paths = useMemo(() => buildingPaths(buildings), [buildings]);
  return (
    <div className="mt-6 space-y-8">
      {groups.map((group, i) => (
        <div key={group.building.id} className="render-when-near">
          <BuildingCard {...group} priority={i === 0} href={paths.get(group.building.id)} />
        </div>
      ))}
    </div>
  );
}
