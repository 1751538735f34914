// The short highlights a unit shows beside its size and price, decided once for its home card, its row on
// the Availability page, its details dialog and its listing page: a fact added here appears in all.
import { useSyncExternalStore } from 'react';
import type { UnitJson } from '~/src/lib/api/types';
import { formatCalendarDay } from '~/src/lib/format';
import { unitFloor } from '~/src/lib/unit-floor';
import { officeDay } from '~/src/lib/office-hours';

export interface UnitHighlight {
  label: string;
  value: string;
  /** The fact as one line of a card: 'Floor 2'. */
  line: string;
}

const DAY_MS = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Whether `day` ('YYYY-MM-DD') is today or earlier in Boston. Boston's date is UTC's or the day
 * before, so only a date equal to UTC's today needs the time zone: asking Intl for one loads ICU's
 * zone data (~12 ms on a phone, in the task that hydrates the page; docs/decisions/052).
 */
export function hasArrived(day: string, now: Date): boolean {
  if (day > utcDay(now.getTime())) return false;
  if (day <= utcDay(now.getTime() - DAY_MS)) return true;
  return day <= officeDay(now);
}

const noChanges = () => () => {};

/**
 * Whether a unit's date has arrived, asked in the browser: null while prerendering and hydrating,
 * so the prebuilt HTML and the render that hydrates it agree; React renders the browser's answer
 * right after, before paint. A unit without a date (most) never renders twice.
 */
function useHasArrived(availableFrom: string | null): boolean | null {
  return useSyncExternalStore(
    noChanges,
    () => (availableFrom === null ? null : hasArrived(availableFrom, new Date())),
    () => null,
  );
}

/** 'Available now' when the date is empty or has arrived, else 'Available Dec 1, 2026'. */
export function availability(availableFrom: string | null, arrived: boolean | null): string {
  if (!availableFrom || arrived) return 'Available now';
  return `Available ${formatCalendarDay(availableFrom)}`;
}

export function useUnitHighlights(unit: Pick<UnitJson, 'floor' | 'unitNumber' | 'status' | 'availableFrom'>): UnitHighlight[] {
  const arrived = useHasArrived(unit.availableFrom);
  const floor = unitFloor(unit);
  const facts = [{ label: 'Floor', value: floor, line: `Floor ${floor}` }];
  // A leased unit is not available from any date.
  if (unit.status === 'available') {
    const when = availability(unit.availableFrom, arrived);
    facts.push({ label: 'Availability', value: when, line: when });
  }
  return facts;
}
