// How numbers and labels read on the site.
import { OFFICE_TIME_ZONE } from './office-hours';
import { SPACE_TYPE_OPTIONS } from './schemas/unit-options';

// en-US numbers are written here rather than by Intl.NumberFormat: making the first formatter loads
// ICU's locale data, ~19 ms on this project's test machine (eight times that on a slow phone), in
// the task that hydrates an island (docs/decisions/052). Intl writes what this does not cover
// (negative, tiny, huge or non-finite values); format.test.ts checks both agree on every number.
let wholeFormat: Intl.NumberFormat | undefined;
let dollarsFormat: Intl.NumberFormat | undefined;
let wholeDollarsFormat: Intl.NumberFormat | undefined;
// Plain: what String() writes without an exponent and below 1e15, which Intl would group.
const isPlain = (value: number) => (value >= 1e-6 && value < 1e15) || Object.is(value, 0);
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * `value` rounded to `decimals` places as V8's Intl rounds: half away from zero on the shortest
 * decimal that reads back as the number (String(value)), not on its exact binary value (toFixed's),
 * grouped by thousands; trailing zeros of the fraction dropped unless `keepZeros`.
 */
function enUS(value: number, decimals: number, keepZeros: boolean): string {
  const [integer = '', fraction = ''] = String(value).split('.');
  let digits = integer + fraction.slice(0, decimals).padEnd(decimals, '0');
  if ((fraction[decimals] ?? '0') >= '5') digits = String(BigInt(digits) + 1n).padStart(digits.length, '0');
  const whole = digits.slice(0, digits.length - decimals) || '0';
  const kept = digits.slice(digits.length - decimals);
  const shown = keepZeros ? kept : kept.replace(/0+$/, '');
  return shown ? `${grouped(whole)}.${shown}` : grouped(whole);
}

/** '1,234.5', as Intl.NumberFormat('en-US') writes it (at most three decimals). */
export const formatNumber = (value: number) =>
  isPlain(value) ? enUS(value, 3, false) : (wholeFormat ??= new Intl.NumberFormat('en-US')).format(value);
/** '$1,234.50', as Intl's en-US USD currency format with two decimals. */
export const formatDollars = (value: number) =>
  isPlain(value)
    ? `$${enUS(value, 2, true)}`
    : (dollarsFormat ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 })).format(value);
/** '$9,500', as Intl's en-US USD currency format with no decimals. */
export const formatWholeDollars = (value: number) =>
  isPlain(value)
    ? `$${enUS(value, 0, false)}`
    : (wholeDollarsFormat ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })).format(
        value,
      );

export const formatSqFt = (value: number) => `${formatNumber(value)} sq ft`;
export const formatRate = (rate: number) => `${formatDollars(rate)}/sq ft/yr`;
export const formatMoney = (value: number) => `${formatDollars(value)}/sq ft`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 'Dec 1, 2026' from '2026-12-01', as Intl's en-US { month: 'short', day: 'numeric', year: 'numeric' }. */
export function formatCalendarDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${MONTHS[month! - 1]} ${date}, ${year}`;
}

export const spaceTypeLabel = (type: string) => SPACE_TYPE_OPTIONS.find((option) => option.value === type)?.label ?? type;

// Every moment staff read, in the office's time zone whatever zone their browser or the server is
// in: the admin's lists, dialogs and history, the Activity view, conflict messages, e-mails and the
// CSV exports. The one place times are written for staff; each function takes the zone, the
// office's (OFFICE_TIME_ZONE) unless told. Formatters are made on first use and kept per zone: the
// first Intl formatter with a zone loads ICU's zone data (decision 052).
const zoneFormats = new Map<string, Intl.DateTimeFormat>();
function zoneFormat(zone: string, kind: 'text' | 'parts'): Intl.DateTimeFormat {
  const key = `${kind} ${zone}`;
  let format = zoneFormats.get(key);
  if (!format) {
    format =
      kind === 'text'
        ? new Intl.DateTimeFormat('en-US', {
            month: 'short',
            day: 'numeric',
            year: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
            timeZone: zone,
            timeZoneName: 'short',
          })
        : new Intl.DateTimeFormat('en-US', {
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
            hourCycle: 'h23',
            timeZone: zone,
            timeZoneName: 'longOffset',
          });
    zoneFormats.set(key, format);
  }
  return format;
}

const toDate = (at: Date | string) => (typeof at === 'string' ? new Date(at) : at);

/** 'Nov 25, 2026, 9:05 AM EST': a moment in the office's time zone, with its zone. */
export const formatDateTime = (at: Date | string, zone: string = OFFICE_TIME_ZONE) => zoneFormat(zone, 'text').format(toDate(at));

/** The wall clock of `at` in `zone`: its day, hour and minute, and the zone's offset then ('-05:00'). */
function wallClock(at: Date, zone: string) {
  const parts = Object.fromEntries(
    zoneFormat(zone, 'parts')
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  // 'GMT-05:00', or plain 'GMT' at UTC itself.
  const offset = (parts['timeZoneName'] ?? 'GMT').replace('GMT', '') || '+00:00';
  return { day: `${parts['year']}-${parts['month']}-${parts['day']}`, time: `${parts['hour']}:${parts['minute']}`, offset };
}

/** '2026-12-02 09:15 -05:00': a moment as the CSV exports write it, the office's local time with its offset. */
export const formatCsvTime = (at: Date | string, zone: string = OFFICE_TIME_ZONE) => {
  const { day, time, offset } = wallClock(toDate(at), zone);
  return `${day} ${time} ${offset}`;
};

/** The office's calendar day (YYYY-MM-DD) of `at`: the exports' file names. */
export const officeDayOf = (at: Date, zone: string = OFFICE_TIME_ZONE) => wallClock(at, zone).day;

const offsetMinutes = (offset: string) =>
  (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));

/** The moment a calendar day (YYYY-MM-DD) starts in `zone`: a date filter's bounds, as the office counts days. */
export function officeDayStart(day: string, zone: string = OFFICE_TIME_ZONE): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  // The offset at the guess, then again at the answer: right on both sides of a change of offset
  // (no zone this office could be in changes its clocks at midnight).
  let at = midnightUtc - offsetMinutes(wallClock(new Date(midnightUtc), zone).offset) * 60_000;
  at = midnightUtc - offsetMinutes(wallClock(new Date(at), zone).offset) * 60_000;
  return new Date(at);
}
export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A number as people type it: spaces around it and thousands commas ('3,200') allowed; NaN if none. */
export const numberFromText = (text: string) => Number(text.trim().replace(/,/g, ''));
