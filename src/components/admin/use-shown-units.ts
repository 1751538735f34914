// The live units as the admin's lists show them: blank facts filled from their building
// (src/lib/unit-facts.ts, decision 021). Forms edit the stored unit, never this one.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { buildingsQuery, unitsQuery } from '~/src/lib/api/queries';
import { resolveUnits } from '~/src/lib/unit-facts';

export function useShownUnits() {
  const { data: units = [] } = useQuery(unitsQuery());
  const { data: buildings = [] } = useQuery(buildingsQuery());
  return useMemo(() => resolveUnits(units, buildings), [units, buildings]);
}
