// The leasing office's hours as data (decision 048): for each day of the week, open or
// closed and its opening and closing times (Boston), plus closed days beyond the federal holidays.
// Part of the site content (contact.hours): the Site tab edits it, and the published value decides
// the tour slots the form offers and the server accepts (src/lib/tour-slots.ts).
import { z } from 'zod';
import { DEFAULT_OFFICE_HOURS, WEEKDAYS, type OfficeDay, type OfficeHours } from '../office-hours';

export { DEFAULT_OFFICE_HOURS, WEEKDAYS, type OfficeDay, type OfficeHours };

/** Tours are 30 minutes from the hour or half hour, so the office opens and closes on one too. */
export const HALF_HOUR_MESSAGE = 'Office hours start and end on the hour or half hour, e.g. 8:30 AM';
export const CLOSES_AFTER_OPENS_MESSAGE = 'Closing time must be after opening time';
export const NO_OPEN_DAY_MESSAGE = 'The office needs at least one open day';
export const CLOSED_DATE_MESSAGE = 'Enter the closed day as a date';
export const MAX_CLOSED_DATES = 40;

/** HH:MM on the hour or half hour, 00:00 to 23:30. */
const clockTime = z.string({ error: HALF_HOUR_MESSAGE }).regex(/^([01]\d|2[0-3]):[03]0$/, HALF_HOUR_MESSAGE);

const OfficeDaySchema = z
  .object({
    closed: z.boolean(),
    opens: clockTime,
    closes: clockTime,
  })
  // Closed days keep their times (the form shows them again when the box is unticked), unchecked.
  .refine((day) => day.closed || day.opens < day.closes, { path: ['closes'], message: CLOSES_AFTER_OPENS_MESSAGE });

const calendarDate = z
  .string({ error: CLOSED_DATE_MESSAGE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, CLOSED_DATE_MESSAGE)
  // A real day (not 2026-02-30); zod runs this after a failed pattern too, so it never throws.
  .refine((day) => {
    const noon = Date.parse(`${day}T12:00:00Z`);
    return Number.isFinite(noon) && new Date(noon).toISOString().startsWith(day);
  }, CLOSED_DATE_MESSAGE);

export const OFFICE_HOURS_MESSAGE = 'Enter the office hours as days with opening and closing times';

export const OfficeHoursDataSchema = z.object(
  {
    /** Monday to Sunday, in WEEKDAYS order. */
    days: z
      .array(OfficeDaySchema)
      .length(WEEKDAYS.length)
      .refine((days) => days.some((day) => !day.closed), NO_OPEN_DAY_MESSAGE),
    /** Days the office is closed beyond weekends and the federal holidays, e.g. the day after Thanksgiving. */
    closedDates: z
      .array(z.object({ date: calendarDate }))
      .max(MAX_CLOSED_DATES, `At most ${MAX_CLOSED_DATES} closed days`)
      .refine((dates) => new Set(dates.map(({ date }) => date)).size === dates.length, 'Each closed day is listed once')
      .transform((dates) => dates.toSorted((a, b) => a.date.localeCompare(b.date))),
  },
  { error: OFFICE_HOURS_MESSAGE },
);

// The schema reads exactly the model's type.
OfficeHoursDataSchema satisfies z.ZodType<OfficeHours>;
export type OfficeHoursInput = z.input<typeof OfficeHoursDataSchema>;

const openDay = (opens: string, closes: string): OfficeDay => ({ closed: false, opens, closes });
const closedDay = (): OfficeDay => ({ closed: true, opens: '09:00', closes: '18:00' });

// The free text the Site tab stored before decision 048, e.g. 'Monday - Friday 9:00 AM - 6:00 PM'
// or 'Mon-Thu 8:30am-5:30pm, Fri 9-3': day ranges, each with a time range.
const DAY_NAME = '(mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?';
const TIME = '(\\d{1,2})(?::(\\d{2}))?\\s*(am|pm|a\\.m\\.|p\\.m\\.)?';
const SEGMENT = new RegExp(`^${DAY_NAME}(?:\\s*(?:-|–|—|to|through)\\s*${DAY_NAME})?,?\\s*:?\\s*${TIME}\\s*(?:-|–|—|to)\\s*${TIME}$`, 'i');
const dayIndex = (name: string) => WEEKDAYS.findIndex((day) => day.slice(0, 3).toLowerCase() === name.slice(0, 3).toLowerCase());

/** 'HH:MM' from a written hour, or null when it is no time of day or not on the half hour. */
function clockOf(hour: string | undefined, minute: string | undefined, meridiem: string | undefined): string | null {
  let h = Number(hour);
  const m = Number(minute ?? 0);
  const suffix = meridiem?.toLowerCase().replaceAll('.', '');
  if (suffix) {
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (suffix === 'pm' ? 12 : 0);
  }
  if (h > 23 || (m !== 0 && m !== 30)) return null;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/**
 * The hours a pre-048 text names, or null when it names none this can read. A closing time written
 * without AM/PM that would not follow the opening ('9 - 6') is read as afternoon.
 */
export function officeHoursFromText(text: string): OfficeHours | null {
  const segments = text
    .split(/[;\n]+|,(?=\s*(?:mon|tue|wed|thu|fri|sat|sun))/i)
    .map((s) => s.trim())
    .filter(Boolean);
  if (segments.length === 0) return null;
  const days = WEEKDAYS.map(closedDay);
  for (const segment of segments) {
    const match = SEGMENT.exec(segment);
    if (!match) return null;
    const [, first = '', last, oh, om, omer, ch, cm, cmer] = match;
    const [from, to] = [dayIndex(first), dayIndex(last ?? first)];
    const opens = clockOf(oh, om, omer);
    let closes = clockOf(ch, cm, cmer);
    if (!cmer && opens && closes && closes <= opens && Number(ch) < 12) closes = clockOf(ch, cm, 'pm');
    if (from < 0 || to < from || !opens || !closes || closes <= opens) return null;
    for (let i = from; i <= to; i++) days[i] = openDay(opens, closes);
  }
  // A closed day keeps the first hours named, which the form shows if it is opened.
  const first = days.find((day) => !day.closed)!;
  return { days: days.map((day) => (day.closed ? { ...first, closed: true } : day)), closedDates: [] };
}

/**
 * The office hours as sent or stored: the data, or a text in the pre-048 form read as data (as the
 * published row, drafts and the history hold it). Other text is refused with OFFICE_HOURS_MESSAGE;
 * see readableOfficeHours for reading such a stored one.
 */
export const OfficeHoursSchema = z.preprocess(
  (value: OfficeHoursInput | string) => (typeof value === 'string' ? (officeHoursFromText(value) ?? value) : value),
  OfficeHoursDataSchema,
);

/**
 * Stored hours as they can always be read: a text that names no hours this can read becomes the
 * hours the tours followed until decision 048, DEFAULT_OFFICE_HOURS (the published row must never
 * become unreadable).
 */
export const readableOfficeHours = (value: unknown) =>
  typeof value === 'string' && !officeHoursFromText(value) ? DEFAULT_OFFICE_HOURS : value;
