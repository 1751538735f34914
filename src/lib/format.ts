// How numbers and labels read on the site.
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
/** 'Nov 22, 2026, 1:45 PM' from an ISO timestamp. */
export const formatDateTime = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A number as people type it: spaces around it and thousands commas ('3,200') allowed; NaN if none. */
export const numberFromText = (text: string) => Number(text.trim().replace(/,/g, ''));
