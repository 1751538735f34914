// Tour slots (docs/PRODUCT.md §4): 30 minutes, starting Monday–Friday between 9:00 and 17:30 in
// Boston (the office's hours, 9:00–18:00, src/lib/office-hours.ts), within the next 14 days and
// never in the past. The form offers exactly these; the server checks them again.
import { isWeekend, OFFICE_CLOSES_HOUR, OFFICE_OPENS_HOUR, OFFICE_TIME_ZONE } from './office-hours';

export const TOUR_SLOT_MINUTES = 30;
export const TOUR_DAYS_AHEAD = 14;
export const MAX_TOUR_SLOTS = 3;
const OPENS_AT_MINUTE = OFFICE_OPENS_HOUR * 60;
const CLOSES_AT_MINUTE = OFFICE_CLOSES_HOUR * 60;
const SLOT_MS = TOUR_SLOT_MINUTES * 60_000;

const bostonParts = new Intl.DateTimeFormat('en-US', {
  timeZone: OFFICE_TIME_ZONE,
  weekday: 'short',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

function bostonClock(date: Date): { weekday: string; minute: number } {
  const parts = Object.fromEntries(bostonParts.formatToParts(date).map((part) => [part.type, part.value]));
  return { weekday: parts['weekday'] ?? '', minute: Number(parts['hour']) * 60 + Number(parts['minute']) };
}

/** Whether a tour may start at `start`, as seen at `now`. */
export function isBookableSlot(start: Date, now: Date): boolean {
  const time = start.getTime();
  if (!Number.isFinite(time) || time % SLOT_MS !== 0) return false;
  if (time <= now.getTime() || time > now.getTime() + TOUR_DAYS_AHEAD * 86_400_000) return false;
  const { weekday, minute } = bostonClock(start);
  return !isWeekend(weekday) && minute >= OPENS_AT_MINUTE && minute + TOUR_SLOT_MINUTES <= CLOSES_AT_MINUTE;
}

/** Every bookable slot from `now` on, earliest first. */
export function bookableSlots(now: Date): Date[] {
  const slots: Date[] = [];
  const first = Math.floor(now.getTime() / SLOT_MS) * SLOT_MS + SLOT_MS;
  for (let time = first; time <= now.getTime() + TOUR_DAYS_AHEAD * 86_400_000; time += SLOT_MS) {
    if (isBookableSlot(new Date(time), now)) slots.push(new Date(time));
  }
  return slots;
}

const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: OFFICE_TIME_ZONE, weekday: 'short', month: 'short', day: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-US', { timeZone: OFFICE_TIME_ZONE, hour: 'numeric', minute: '2-digit' });

/** 'Mon, Nov 23' in Boston. */
export const formatTourDay = (start: Date) => dayFormat.format(start);
/** '10:30 AM' in Boston. */
export const formatTourTime = (start: Date) => timeFormat.format(start);
/** 'Mon, Nov 23, 10:30 AM (Boston time)': how a slot reads in the admin and in e-mails. */
export const formatTourSlot = (start: Date) => `${formatTourDay(start)}, ${formatTourTime(start)} (Boston time)`;
