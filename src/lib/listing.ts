// How a unit is shown wherever it appears: its price, the label an inquiry names it by, and the
// link to ask about it. Pages, islands and the admin all use these (docs/PRODUCT.md §3, §8).
import type { UnitJson } from './api/types';
import { formatRate, formatSqFt, spaceTypeLabel } from './format';
import { resolveUnits, type BuildingFacts } from './unit-facts';

type Priced = Pick<UnitJson, 'priceOnRequest' | 'rate'>;

/**
 * The rate per sq ft per year, or the words for "ask us": 'Price on Request' in lists and cards,
 * 'Inquire for Rate' on the listing page's pricing card.
 */
export function unitPrice(unit: Priced, onRequest: 'Price on Request' | 'Inquire for Rate' = 'Price on Request'): string {
  return unit.priceOnRequest ? onRequest : formatRate(unit.rate);
}

/**
 * How an inquiry names a unit: 'address - Unit n - Type (size)'. Give it the unit as shown
 * (`resolveUnit` in unit-facts.ts), so a unit without its own address is named at its building's.
 */
export function listingLabel(unit: Pick<UnitJson, 'address' | 'unitNumber' | 'type' | 'squareFootage'>): string {
  const parts = [unit.address, `Unit ${unit.unitNumber}`, `${spaceTypeLabel(unit.type)} (${formatSqFt(unit.squareFootage)})`];
  return parts.filter(Boolean).join(' - ');
}

/** A unit the contact form offers: what its label and a `?listing=` text are matched by, and its id. */
export type OfferedUnit = Pick<UnitJson, 'id' | 'address' | 'unitNumber' | 'type' | 'squareFootage'>;

/**
 * The units an inquiry can name (the available ones), each with its address as shown and nothing the
 * form does not read: the contact page carries these, not the whole list (docs/decisions/076).
 */
export function offeredUnits(units: UnitJson[], buildings: BuildingFacts[]): OfferedUnit[] {
  return resolveUnits(units, buildings)
    .filter((unit) => unit.status === 'available')
    .map(({ id, address, unitNumber, type, squareFootage }) => ({ id, address, unitNumber, type, squareFootage }));
}

/** What an inquiry is about: its unit's label (by id), else the text it was sent with. */
export function describeInquiryUnit(inquiry: { unitId: number | null; listing: string | null }, units: UnitJson[]): string {
  const unit = inquiry.unitId === null ? undefined : units.find((u) => u.id === inquiry.unitId);
  return unit ? listingLabel(unit) : inquiry.listing || 'Not specified';
}

/** The contact page with this unit preselected (`?listing=Unit n`). */
export const contactHref = (unitNumber: string) => `/contact?listing=${encodeURIComponent(`Unit ${unitNumber}`)}`;

/** How many inquiries are about each unit (by id), for the admin lists. */
export function countInquiriesByUnit(inquiries: { unitId: number | null }[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const { unitId } of inquiries) if (unitId !== null) counts.set(unitId, (counts.get(unitId) ?? 0) + 1);
  return counts;
}
