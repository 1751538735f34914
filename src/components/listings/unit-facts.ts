// The short facts a unit shows beside its size and price, decided once for its home card, its row on
// the Availability page, its details dialog and its listing page: a fact added here appears in all.
import type { UnitJson } from '../../lib/api/types';
import { floorOf } from '../../lib/format';

export interface UnitFact {
  label: string;
  value: string;
  /** The fact as one line of a card: 'Floor 2'. */
  line: string;
}

export function useUnitFacts(unit: UnitJson): UnitFact[] {
  const floor = floorOf(unit.unitNumber);
  return [{ label: 'Floor', value: floor, line: `Floor ${floor}` }];
}
