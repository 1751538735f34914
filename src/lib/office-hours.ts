// The leasing office's week: Monday to Friday, 9:00 to 18:00, Boston time (docs/PRODUCT.md §1).
// Tour slots, the reply promise's weekday hours, the dashboard's weeks, the visitor counts' days
// and every text that names these hours are derived from here.
export const OFFICE_TIME_ZONE = 'America/New_York';
export const OFFICE_OPENS_HOUR = 9;
export const OFFICE_CLOSES_HOUR = 18;

// Made on first use: the first Intl formatter with a time zone loads ICU's zone data (~12 ms on a
// phone), which a page that imports this module but never asks should not pay while it loads.
let officeCalendar: Intl.DateTimeFormat | undefined;
/** The office's calendar day of `at`, as YYYY-MM-DD. */
export const officeDay = (at: Date) => (officeCalendar ??= new Intl.DateTimeFormat('en-CA', { timeZone: OFFICE_TIME_ZONE })).format(at);

const WEEKEND = ['Sat', 'Sun'];
/** Whether a short English weekday ('Sat', as Intl formats it) is a day the office is closed. */
export const isWeekend = (weekday: string) => WEEKEND.includes(weekday);

/** '9:00' and '18:00'. */
const clock24 = (hour: number) => `${hour}:00`;
/** '9:00 AM' and '6:00 PM'. */
const clock12 = (hour: number) => `${hour % 12 || 12}:00 ${hour < 12 ? 'AM' : 'PM'}`;
/** '09:00' and '18:00' (schema.org). */
const clockPadded = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The opening hours as each text shows them: '9:00 AM'–'6:00 PM', '9:00'–'18:00', 'Mo-Fr 09:00-18:00'. */
export const officeHours = {
  opens12: clock12(OFFICE_OPENS_HOUR),
  closes12: clock12(OFFICE_CLOSES_HOUR),
  opens24: clock24(OFFICE_OPENS_HOUR),
  closes24: clock24(OFFICE_CLOSES_HOUR),
  schemaOrg: `Mo-Fr ${clockPadded(OFFICE_OPENS_HOUR)}-${clockPadded(OFFICE_CLOSES_HOUR)}`,
} as const;
