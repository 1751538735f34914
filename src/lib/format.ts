// How numbers and labels read on the site.
import { SPACE_TYPE_OPTIONS } from './schemas/unit-options';

const whole = new Intl.NumberFormat('en-US');
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

export const formatNumber = (value: number) => whole.format(value);
export const formatSqFt = (value: number) => `${whole.format(value)} sq ft`;
export const formatRate = (rate: number) => `${dollars.format(rate)}/sq ft/yr`;
export const formatMoney = (value: number) => `${dollars.format(value)}/sq ft`;
/** The floor is the unit number's first character (docs/PRODUCT.md §2), or N/A. */
export const floorOf = (unitNumber: string) => unitNumber.trim().charAt(0) || 'N/A';
export const spaceTypeLabel = (type: string) => SPACE_TYPE_OPTIONS.find((option) => option.value === type)?.label ?? type;
/** 'Nov 22, 2026, 1:45 PM' from an ISO timestamp. */
export const formatDateTime = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
