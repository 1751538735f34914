// Tour slots (docs/PRODUCT.md §4): 30 minutes, within the office's published hours in Boston
// (src/lib/schemas/office-hours.ts, decision 048; Monday–Friday 9:00–18:00 by default), never on a
// federal holiday (src/lib/us-holidays.ts) or another day the office is closed, within the next 14
// days and never in the past. The form offers a day, then its times; the server checks the slot
// again against the hours published at that moment.
import { minuteOf, OFFICE_TIME_ZONE, officeDay, weekdayIndex } from './office-hours';
import type { OfficeDay, OfficeHours } from './schemas/office-hours';
import { isFederalHoliday } from './us-holidays';

export const TOUR_SLOT_MINUTES = 30;
export const TOUR_DAYS_AHEAD = 14;
export const MAX_TOUR_SLOTS = 3;
const SLOT_MS = TOUR_SLOT_MINUTES * 60_000;

// Formatters are made on first use (see officeDay): importing this module asks ICU nothing.
let bostonParts: Intl.DateTimeFormat | undefined;

function bostonClock(date: Date): { weekday: string; minute: number } {
  bostonParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: OFFICE_TIME_ZONE,
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(bostonParts.formatToParts(date).map((part) => [part.type, part.value]));
  return { weekday: parts['weekday'] ?? '', minute: Number(parts['hour']) * 60 + Number(parts['minute']) };
}

/** HH:MM of a minute of the day. */
const clockOfMinute = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** The half-hour starts of an open day, as HH:MM ('09:00' … '17:30' for 9:00–18:00); none when closed. */
const startsOfDay = (day: OfficeDay | undefined) => {
  if (!day || day.closed) return [];
  const [opens, closes] = [minuteOf(day.opens), minuteOf(day.closes)];
  return Array.from({ length: Math.max(0, (closes - opens) / TOUR_SLOT_MINUTES) }, (_, i) => clockOfMinute(opens + i * TOUR_SLOT_MINUTES));
};

/** The weekday of a calendar day (YYYY-MM-DD), Monday 0 (as in WEEKDAYS). */
const weekdayOfDay = (day: string) => (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;

/** Whether the office is closed all of `day` (YYYY-MM-DD): a closed weekday, a federal holiday or a listed closed day. */
function isClosedDay(hours: OfficeHours, day: string): boolean {
  return !!hours.days[weekdayOfDay(day)]?.closed || isFederalHoliday(day) || hours.closedDates.some(({ date }) => date === day);
}

/**
 * Whether a 30-minute tour at `start` lies within the office's hours (its weekday open, not a
 * holiday or closed day), whenever it is: the admin flags a booked tour that does not.
 */
export function isWithinOfficeHours(start: Date, hours: OfficeHours): boolean {
  const time = start.getTime();
  if (!Number.isFinite(time) || time % SLOT_MS !== 0) return false;
  const { weekday, minute } = bostonClock(start);
  const day = hours.days[weekdayIndex(weekday)];
  return (
    !!day &&
    !day.closed &&
    minute >= minuteOf(day.opens) &&
    minute + TOUR_SLOT_MINUTES <= minuteOf(day.closes) &&
    !isClosedDay(hours, officeDay(start))
  );
}

/** Whether a tour may start at `start`, as seen at `now`, under the office's `hours`. */
export function isBookableSlot(start: Date, now: Date, hours: OfficeHours): boolean {
  const time = start.getTime();
  if (time <= now.getTime() || time > now.getTime() + TOUR_DAYS_AHEAD * 86_400_000) return false;
  return isWithinOfficeHours(start, hours);
}

/** Every half-hour start of any open day, as HH:MM, earliest first: the time list of a form without script. */
export const tourTimes = (hours: OfficeHours) => [...new Set(hours.days.flatMap(startsOfDay))].toSorted();

// The day and time of each slot bookableSlots made, known when it made it: the pickers read them
// for every slot on every render, and asking Intl with a time zone costs ~0.1 ms a call on a phone.
const slotDays = new WeakMap<Date, string>();
const slotTimes = new WeakMap<Date, string>();

/** YYYY-MM-DD of the calendar day after `day`. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Every bookable slot from `now` on under `hours`, earliest first. Worked out a day at a time: the
 * office day's opening in Boston, then every half hour to closing, so Intl is asked a few times a
 * day, not for every slot. A day whose hours span a daylight-saving change (only a Sunday open
 * around 2 a.m. could) is worked out slot by slot.
 */
export function bookableSlots(now: Date, hours: OfficeHours): Date[] {
  const slots: Date[] = [];
  const last = now.getTime() + TOUR_DAYS_AHEAD * 86_400_000;
  const lastDay = officeDay(new Date(last));
  for (let day = officeDay(now); day <= lastDay; day = nextDay(day)) {
    if (isClosedDay(hours, day)) continue;
    const weekday = weekdayOfDay(day);
    const times = startsOfDay(hours.days[weekday]);
    const opens = times[0] ? tourSlotAt(day, times[0]) : null;
    if (!opens) continue;
    // Daylight saving changes at 2 a.m. on a Sunday (index 6).
    const isEven = weekday !== 6 || tourSlotAt(day, times.at(-1)!)?.getTime() === opens.getTime() + (times.length - 1) * SLOT_MS;
    times.forEach((time, i) => {
      const start = isEven ? new Date(opens.getTime() + i * SLOT_MS) : tourSlotAt(day, time);
      if (!start || start.getTime() <= now.getTime() || start.getTime() > last) return;
      slotDays.set(start, day);
      slotTimes.set(start, time);
      slots.push(start);
    });
  }
  return slots;
}

/** The start at `time` (HH:MM) on the office's calendar day `day` (YYYY-MM-DD), Boston time; null if there is none. */
export function tourSlotAt(day: string, time: string): Date | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!parts || !clock) return null;
  const wall = Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3]), Number(clock[1]), Number(clock[2]));
  // Boston is 4 (daylight) or 5 hours behind UTC: the candidate that reads back as the same day and time.
  const minute = Number(clock[1]) * 60 + Number(clock[2]);
  for (const hours of [4, 5]) {
    const start = new Date(wall + hours * 3_600_000);
    if (officeDay(start) === day && bostonClock(start).minute === minute) return start;
  }
  return null;
}

/**
 * The slots a form posted without script chose, as ISO starts: the nth day with the nth time; a
 * pair with one half blank, or no such start, is kept as its text so the schema refuses it.
 */
export function tourSlotsFromForm(days: string[], times: string[]): string[] {
  return Array.from({ length: Math.max(days.length, times.length) }, (_, i) => [days[i]?.trim() ?? '', times[i]?.trim() ?? ''] as const)
    .filter(([day, time]) => day || time)
    .map(([day, time]) => tourSlotAt(day, time)?.toISOString() ?? `${day} ${time}`.trim());
}

/** The bookable days from `now` on under `hours` (YYYY-MM-DD, Boston), each with its bookable starts. */
export function bookableDays(now: Date, hours: OfficeHours): Map<string, Date[]> {
  return Map.groupBy(bookableSlots(now, hours), slotDay);
}

/** A slot's office day (YYYY-MM-DD, Boston). */
export const slotDay = (start: Date) => slotDays.get(start) ?? officeDay(start);

/** A slot's time of day in Boston as HH:MM. */
export const tourTimeOf = (start: Date) => slotTimes.get(start) ?? clockOfMinute(bostonClock(start).minute);

let dayFormat: Intl.DateTimeFormat | undefined;
let timeFormat: Intl.DateTimeFormat | undefined;

/** 'Mon, Nov 23' in Boston. */
export const formatTourDay = (start: Date) =>
  (dayFormat ??= new Intl.DateTimeFormat('en-US', { timeZone: OFFICE_TIME_ZONE, weekday: 'short', month: 'short', day: 'numeric' })).format(
    start,
  );
/** 'Mon, Nov 23' for a calendar day given as YYYY-MM-DD. */
export const formatCalendarDay = (day: string) => {
  const noon = tourSlotAt(day, '12:00');
  return noon ? formatTourDay(noon) : day;
};
/** '10:30 AM' for a time of day given as HH:MM. */
export const formatClockTime = (time: string) => {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
};
/** '10:30 AM' in Boston. */
export const formatTourTime = (start: Date) =>
  (timeFormat ??= new Intl.DateTimeFormat('en-US', { timeZone: OFFICE_TIME_ZONE, hour: 'numeric', minute: '2-digit' })).format(start);
/** 'Mon, Nov 23, 10:30 AM (Boston time)': how a slot reads in the admin and in e-mails. */
export const formatTourSlot = (start: Date) => `${formatTourDay(start)}, ${formatTourTime(start)} (Boston time)`;

/** A day a tour can be booked, as the pickers offer it: its label and its starts (HH:MM and ISO). */
export interface TourDay {
  day: string;
  label: string;
  starts: { time: string; at: string }[];
}

/**
 * The days of `slots` (from bookableSlots) as the pickers offer them. Plain data: a page built with
 * them hands them to its island, which then renders the prerendered days without asking Intl.
 */
export const tourDays = (slots: Date[]): TourDay[] =>
  [...Map.groupBy(slots, slotDay)].map(([day, starts]) => ({
    day,
    label: formatTourDay(starts[0]!),
    starts: starts.map((start) => ({ time: tourTimeOf(start), at: start.toISOString() })),
  }));
