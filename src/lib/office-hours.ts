// The leasing office's week, Boston time. Its hours are data, published with the site content
// (src/lib/schemas/office-hours.ts, decision 048): the footer, /contact, schema.org, the tour
// picker and the server's slot check read them through the helpers here. The reply promise's
// weekday hours (src/lib/lead-response.ts) and the dashboard's weeks are calendar rules, not office
// hours: they keep Monday to Friday and the calendar week whatever hours are published.
// Nothing from the schema (src/lib/schemas/office-hours.ts imports this module): the public islands
// import this module at first render, and zod must not come with it.

export const OFFICE_TIME_ZONE = 'America/New_York';

/** The days of the week in the order the office lists them, Monday first. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A day of the week: closed, or open from `opens` to `closes` (HH:MM, Boston, on the hour or half hour). */
export interface OfficeDay {
  closed: boolean;
  opens: string;
  closes: string;
}

/** The office's hours (decision 048): Monday to Sunday in WEEKDAYS order, and the closed days beyond the federal holidays. */
export interface OfficeHours {
  days: OfficeDay[];
  closedDates: { date: string }[];
}

/** Monday to Friday, 9:00 to 18:00 Boston time (docs/PRODUCT.md §1 and §4): a new site's hours. */
export const DEFAULT_OFFICE_HOURS: OfficeHours = {
  days: WEEKDAYS.map((_, i) => ({ closed: i >= 5, opens: '09:00', closes: '18:00' })),
  closedDates: [],
};

// Made on first use: the first Intl formatter with a time zone loads ICU's zone data (~12 ms on a
// phone), which a page that imports this module but never asks should not pay while it loads.
let officeCalendar: Intl.DateTimeFormat | undefined;
/** The office's calendar day of `at`, as YYYY-MM-DD. */
export const officeDay = (at: Date) => (officeCalendar ??= new Intl.DateTimeFormat('en-CA', { timeZone: OFFICE_TIME_ZONE })).format(at);

const WEEKEND = ['Sat', 'Sun'];
/** Whether a short English weekday ('Sat', as Intl formats it) is Saturday or Sunday (the reply promise's weekday hours). */
export const isWeekend = (weekday: string) => WEEKEND.includes(weekday);

/** The index in WEEKDAYS (Monday 0) of a short English weekday as Intl formats it ('Sat' → 5), or -1. */
export const weekdayIndex = (weekday: string) => WEEKDAYS.findIndex((day) => day.startsWith(weekday));

/** Minutes since midnight of 'HH:MM'. */
export const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** '9:00 AM' for '09:00'. */
export const clock12 = (time: string) => {
  const minute = minuteOf(time);
  const hour = Math.floor(minute / 60);
  return `${hour % 12 || 12}:${String(minute % 60).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
};
/** '9:00' for '09:00' (the tour message's 24-hour clock). */
const clock24 = (time: string) => time.replace(/^0/, '');

/** A run of consecutive open days with the same hours: Monday to Friday, 09:00 to 18:00. */
export interface OpeningGroup {
  days: Weekday[];
  opens: string;
  closes: string;
}

/** The open days, consecutive days with the same hours together, Monday first. */
export function openingGroups(hours: OfficeHours): OpeningGroup[] {
  const groups: OpeningGroup[] = [];
  hours.days.forEach((day, i) => {
    if (day.closed) return;
    const last = groups.at(-1);
    const follows = last && last.opens === day.opens && last.closes === day.closes && !hours.days[i - 1]?.closed;
    if (follows) last.days.push(WEEKDAYS[i]!);
    else groups.push({ days: [WEEKDAYS[i]!], opens: day.opens, closes: day.closes });
  });
  return groups;
}

const dayRange = ({ days }: OpeningGroup, joiner: string) => (days.length === 1 ? days[0]! : `${days[0]}${joiner}${days.at(-1)}`);

/** How the site shows the hours, a line per group: 'Monday - Friday 9:00 AM - 6:00 PM' (docs/PRODUCT.md §1). */
export const officeHoursLines = (hours: OfficeHours) =>
  openingGroups(hours).map((group) => `${dayRange(group, ' - ')} ${clock12(group.opens)} - ${clock12(group.closes)}`);

/** The hours on one line (the home page's call to action, the footer). */
export const officeHoursText = (hours: OfficeHours) => officeHoursLines(hours).join(', ');

/** The tour checkbox's words: 'Monday to Friday, 9:00 AM to 6:00 PM' (groups joined by '; '). */
export const tourHoursText = (hours: OfficeHours) =>
  openingGroups(hours)
    .map((group) => `${dayRange(group, ' to ')}, ${clock12(group.opens)} to ${clock12(group.closes)}`)
    .join('; ');

const MONDAY_TO_FRIDAY = WEEKDAYS.slice(0, 5).join();

/** The tour error's words: 'on weekdays, 9:00 to 18:00' for Monday to Friday (docs/PRODUCT.md §4), else the days named. */
export const tourHoursRule = (hours: OfficeHours) => {
  const groups = openingGroups(hours);
  const [only] = groups;
  if (groups.length === 1 && only && only.days.join() === MONDAY_TO_FRIDAY)
    return `on weekdays, ${clock24(only.opens)} to ${clock24(only.closes)}`;
  return `on ${groups.map((group) => `${dayRange(group, ' to ')} ${clock24(group.opens)} to ${clock24(group.closes)}`).join(', ')}`;
};

/** The extra closed days from `today` (YYYY-MM-DD) on. */
export const upcomingClosedDates = (hours: OfficeHours, today: string) =>
  hours.closedDates.map(({ date }) => date).filter((date) => date >= today);
