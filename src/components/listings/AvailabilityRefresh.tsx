// /availability out of date (docs/decisions/061): the API's units or buildings changed since the build,
// or a unit's date arrived ("Available now"). The building cards are static markup (AvailabilityList)
// that cannot follow either, so this island, loaded only then (client:stale), fetches both lists,
// hands them to the filter island (availability-live.ts) and draws the live list, filtered by the
// address as the filter island says, in the static list's place. It renders nothing until the
// answers are in: the build's cards stand meanwhile, and stay if the API cannot be reached.
import { useDeferredValue, useEffect, useMemo } from 'react';
import { apiGet } from '~/src/lib/api/client';
import { availabilityBuilding } from '~/src/lib/availability-data';
import { filtersFromSearch, groupAvailability } from '~/src/lib/availability';
import { useLocationSearch } from '~/src/lib/use-location';
import { Replaces } from '../ui/ReplaceStatic';
import { AvailabilityList } from './AvailabilityList';
import { publishLiveAvailability, useLiveAvailability } from './availability-live';

const schemas = () => import('~/src/lib/api/public-responses');

export default function AvailabilityRefresh({ replaces }: { replaces: string }) {
  const live = useLiveAvailability();
  useEffect(() => {
    Promise.all([
      apiGet('/api/properties', () => schemas().then((s) => s.UnitListJsonSchema)),
      apiGet('/api/buildings', () => schemas().then((s) => s.BuildingListJsonSchema)),
    ]).then(
      ([units, buildings]) => publishLiveAvailability({ units, buildings: buildings.map(availabilityBuilding) }),
      (error: unknown) => console.error('Could not refresh the available spaces', error),
    );
  }, []);
  const listed = useDeferredValue(useLocationSearch());
  const groups = useMemo(() => (live ? groupAvailability(live.units, live.buildings, filtersFromSearch(listed)) : []), [live, listed]);
  if (!live) return null;
  return (
    <>
      <AvailabilityList groups={groups} buildings={live.buildings} />
      <Replaces id={replaces} />
    </>
  );
}
