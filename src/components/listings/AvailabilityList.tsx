// /availability's building cards (docs/PRODUCT.md §2 Availability). The page renders them at build
// time with no client directive (static markup, no JavaScript; docs/decisions/061), every available
// unit in building order; its filter then shows the matching ones (show-availability.ts). The same
// list is drawn live by AvailabilityRefresh when the page is out of date.
import { useMemo } from 'react';
import type { BuildingAvailability } from '~/src/lib/availability';
import type { AvailabilityBuilding } from '~/src/lib/availability-data';
import { buildingPaths } from '~/src/lib/building-slug';
import { BuildingCard } from './BuildingCard';
import { BUILDING_ATTRIBUTE } from './show-availability';

interface AvailabilityListProps {
  groups: BuildingAvailability[];
  /** Every building, listed or not: a building's page address depends on the others' (building-slug.ts). */
  buildings: AvailabilityBuilding[];
  id?: string;
}

export function AvailabilityList({ groups, buildings, id }: AvailabilityListProps) {
  const paths = useMemo(() => buildingPaths(buildings), [buildings]);
  return (
    <div id={id} className="mt-6 space-y-8">
      {groups.map((group, i) => (
        <div key={group.building.id} className="render-when-near" {...{ [BUILDING_ATTRIBUTE]: group.building.id }}>
          <BuildingCard {...group} priority={i === 0} href={paths.get(group.building.id)} />
        </div>
      ))}
    </div>
  );
}
