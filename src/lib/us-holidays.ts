// US federal holidays (5 U.S.C. 6103), computed: the fixed dates move to the Friday before when
// they fall on a Saturday and to the Monday after on a Sunday; the others are the nth (or last)
// weekday of their month. The office closes on the observed day (tour slots: src/lib/tour-slots.ts).

/** A calendar day as YYYY-MM-DD. */
const isoDay = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

/** The day a fixed-date holiday is observed: Saturday → Friday, Sunday → Monday. */
function observed(year: number, month: number, day: number): string {
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return isoDay(year, month, day + (weekday === 6 ? -1 : weekday === 0 ? 1 : 0));
}

/** The `n`th `weekday` (0 = Sunday) of the month; n = -1 is the last one. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n === -1) {
    const last = new Date(Date.UTC(year, month, 0));
    return isoDay(year, month, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7));
  }
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return isoDay(year, month, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7);
}

const MONDAY = 1;
const THURSDAY = 4;

/** The observed federal holidays of `year`, in calendar order, by name. */
export function federalHolidays(year: number): { day: string; name: string }[] {
  return [
    { day: observed(year, 1, 1), name: "New Year's Day" },
    { day: nthWeekday(year, 1, MONDAY, 3), name: 'Birthday of Martin Luther King, Jr.' },
    { day: nthWeekday(year, 2, MONDAY, 3), name: "Washington's Birthday" },
    { day: nthWeekday(year, 5, MONDAY, -1), name: 'Memorial Day' },
    { day: observed(year, 6, 19), name: 'Juneteenth National Independence Day' },
    { day: observed(year, 7, 4), name: 'Independence Day' },
    { day: nthWeekday(year, 9, MONDAY, 1), name: 'Labor Day' },
    { day: nthWeekday(year, 10, MONDAY, 2), name: 'Columbus Day' },
    { day: observed(year, 11, 11), name: 'Veterans Day' },
    { day: nthWeekday(year, 11, THURSDAY, 4), name: 'Thanksgiving Day' },
    { day: observed(year, 12, 25), name: 'Christmas Day' },
  ];
}

const observedDays = new Map<number, Set<string>>();
const observedDaysOf = (year: number) => {
  let days = observedDays.get(year);
  if (!days) observedDays.set(year, (days = new Set(federalHolidays(year).map((holiday) => holiday.day))));
  return days;
};

/** Whether the office's calendar day `day` (YYYY-MM-DD) is an observed federal holiday. */
export function isFederalHoliday(day: string): boolean {
  const year = Number(day.slice(0, 4));
  // New Year's Day of the next year can be observed on December 31.
  return observedDaysOf(year).has(day) || observedDaysOf(year + 1).has(day);
}
