// How numbers and labels read on the site.
import { SPACE_TYPE_OPTIONS } from './schemas/unit-options';

// Each formatter is made on its first use: making one loads locale data (a few ms on a slow
// phone), which would otherwise land in the task that first imports this module, an island's
// hydration (docs/decisions/043).
let wholeFormat: Intl.NumberFormat | undefined;
let dollarsFormat: Intl.NumberFormat | undefined;
const whole = (value: number) => (wholeFormat ??= new Intl.NumberFormat('en-US')).format(value);
const dollars = (value: number) =>
  (dollarsFormat ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 })).format(value);

export const formatNumber = (value: number) => whole(value);
export const formatSqFt = (value: number) => `${whole(value)} sq ft`;
export const formatRate = (rate: number) => `${dollars(rate)}/sq ft/yr`;
export const formatMoney = (value: number) => `${dollars(value)}/sq ft`;
/** The floor is the unit number's first character (docs/PRODUCT.md §2), or N/A. */
export const floorOf = (unitNumber: string) => unitNumber.trim().charAt(0) || 'N/A';
export const spaceTypeLabel = (type: string) => SPACE_TYPE_OPTIONS.find((option) => option.value === type)?.label ?? type;
/** 'Nov 22, 2026, 1:45 PM' from an ISO timestamp. */
export const formatDateTime = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
