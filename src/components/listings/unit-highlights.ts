// The short highlights a unit shows beside its size and price, decided once for its home card, its row on
// the Availability page, its details dialog and its listing page: a fact added here appears in all.
import { useExternalStore } from '~/src/lib/use-external-store';
import type { UnitJson } from '~/src/lib/api/types';
import { floorOf } from '~/src/lib/format';
import { officeDay } from '~/src/lib/office-hours';

export interface UnitHighlight {
  label: string;
  value: string;
  /** The fact as one line of a card: 'Floor 2'. */
  line: string;
}

// Today in Boston, 'YYYY-MM-DD'. Null while the page hydrates, so the prebuilt HTML and the first
// render agree; a date that has passed since the build then reads 'Available now'.
const neverChanges = () => () => {};
const useToday = () =>
  useExternalStore(
    neverChanges,
    () => officeDay(new Date()),
    () => null,
  );

// Made on first use, as src/lib/format.ts's formatters.
let calendarDay: Intl.DateTimeFormat | undefined;

/** 'Available now' when the date is empty or not after today, else 'Available Dec 1, 2026'. */
export function availability(availableFrom: string | null, today: string | null): string {
  if (!availableFrom || (today !== null && availableFrom <= today)) return 'Available now';
  calendarDay ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return `Available ${calendarDay.format(new Date(`${availableFrom}T00:00:00Z`))}`;
}

export function useUnitHighlights(unit: Pick<UnitJson, 'floor' | 'unitNumber' | 'status' | 'availableFrom'>): UnitHighlight[] {
  const today = useToday();
  // The floor the leasing team entered, else the unit number's first character (docs/PRODUCT.md §2).
  const floor = unit.floor ?? floorOf(unit.unitNumber);
  const facts = [{ label: 'Floor', value: floor, line: `Floor ${floor}` }];
  // A leased unit is not available from any date.
  if (unit.status === 'available') {
    const when = availability(unit.availableFrom, today);
    facts.push({ label: 'Availability', value: when, line: when });
  }
  return facts;
}
