// A building's stacking plan: its floors as rows, top floor first, each unit a block as
// wide as its share of the fullest floor, marked available, available from a date, or leased. The
// public building page draws it as plain markup; the admin's Buildings tab draws the same model as
// an occupancy view (leased and available square feet per floor). Pure: the caller says what day it is.
import { formatCalendarDay } from './format';
import { compareFloorsTopFirst, floorLabel, floorLevel, unitFloor } from './unit-floor';

export type PlanStatus = 'available' | 'available-from' | 'leased';

/** What the plan needs of a unit. */
export interface PlanUnit {
  id: number;
  unitNumber: string;
  squareFootage: number;
  status: 'available' | 'leased';
  availableFrom: string | null;
  floor: string | null;
}

export interface PlanBlock<U extends PlanUnit> {
  unit: U;
  status: PlanStatus;
  /** 'Available', 'Available from Mar 1, 2027' or 'Leased'. */
  statusText: string;
  /** The unit's square feet over the fullest floor's (0–1): the block's width. */
  share: number;
  /** The same width in twenty-fourths of the row (at least 1), for markup without inline styles. */
  span: number;
}

export interface PlanFloor<U extends PlanUnit> {
  floor: string;
  /** 'Floor 3', 'Ground'. */
  label: string;
  /** Largest first. */
  blocks: PlanBlock<U>[];
  availableSqFt: number;
  leasedSqFt: number;
}

/** The columns of a plan row: a block spans `span` of them. */
export const PLAN_COLUMNS = 24;

/** The legend, in the order the plan explains it. */
export const PLAN_STATUSES: { status: PlanStatus; label: string }[] = [
  { status: 'available', label: 'Available now' },
  { status: 'available-from', label: 'Available from a date' },
  { status: 'leased', label: 'Leased' },
];

/** Where a unit stands on `today` ('YYYY-MM-DD', the leasing office's day). */
export function planStatus(unit: Pick<PlanUnit, 'status' | 'availableFrom'>, today: string): PlanStatus {
  if (unit.status === 'leased') return 'leased';
  return unit.availableFrom !== null && unit.availableFrom > today ? 'available-from' : 'available';
}

const STATUS_TEXT: Record<PlanStatus, (availableFrom: string | null) => string> = {
  available: () => 'Available',
  'available-from': (day) => `Available from ${formatCalendarDay(day!)}`,
  leased: () => 'Leased',
};

/**
 * Shares of a row in whole columns, at least one each, that add up to the row's share rounded
 * (largest remainders get the columns left over), so a full floor is exactly one row wide.
 */
function columnSpans(shares: number[]): number[] {
  const exact = shares.map((share) => share * PLAN_COLUMNS);
  const spans = exact.map((columns) => Math.max(1, Math.floor(columns)));
  const target = Math.round(exact.reduce((sum, columns) => sum + columns, 0));
  const byRemainder = exact
    .map((columns, i) => ({ i, remainder: columns - Math.floor(columns) }))
    .sort((a, b) => b.remainder - a.remainder);
  let left = target - spans.reduce((sum, span) => sum + span, 0);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    if (exact[i]! < 1) continue; // already raised to its one column
    spans[i]!++;
    left--;
  }
  return spans;
}

// Numbered floors a building has but no unit names are still rows (empty ones), up to a sane height.
const MAX_EMPTY_FLOORS = 100;

/**
 * The plan of one building's units. `totalFloors` adds the numbered floors no unit is on (1 to
 * totalFloors) as empty rows, so the plan shows the building's height.
 */
export function buildStackingPlan<U extends PlanUnit>(units: U[], { today, totalFloors = 0 }: { today: string; totalFloors?: number }) {
  const byFloor = new Map<string, U[]>();
  for (const unit of units) {
    const floor = unitFloor(unit);
    byFloor.set(floor, [...(byFloor.get(floor) ?? []), unit]);
  }
  const levels = new Set([...byFloor.keys()].map(floorLevel));
  for (let n = 1; n <= Math.min(totalFloors, MAX_EMPTY_FLOORS); n++) if (!levels.has(n)) byFloor.set(String(n), []);

  const sumSqFt = (list: U[]) => list.reduce((sum, unit) => sum + Math.max(0, unit.squareFootage), 0);
  const fullest = Math.max(0, ...[...byFloor.values()].map(sumSqFt));
  return [...byFloor.keys()].sort(compareFloorsTopFirst).map((floor): PlanFloor<U> => {
    const floorUnits = byFloor.get(floor) ?? [];
    const shares = floorUnits
      .map((unit) => ({ unit, share: fullest > 0 ? Math.max(0, unit.squareFootage) / fullest : 0 }))
      .sort((a, b) => b.unit.squareFootage - a.unit.squareFootage || a.unit.unitNumber.localeCompare(b.unit.unitNumber, 'en'));
    const spans = columnSpans(shares.map(({ share }) => share));
    const blocks = shares.map(({ unit, share }, i): PlanBlock<U> => {
      const status = planStatus(unit, today);
      return { unit, status, statusText: STATUS_TEXT[status](unit.availableFrom), share, span: spans[i]! };
    });
    const leased = floorUnits.filter((unit) => unit.status === 'leased');
    return {
      floor,
      label: floorLabel(floor),
      blocks,
      leasedSqFt: sumSqFt(leased),
      availableSqFt: sumSqFt(floorUnits) - sumSqFt(leased),
    };
  });
}
