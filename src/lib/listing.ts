// How a unit is shown wherever it appears: its price, the label an inquiry names it by, and the
// link to ask about it. Pages, islands and the admin all use these (docs/PRODUCT.md §3, §8).
import type { UnitJson } from './api/types';
import { formatRate, formatSqFt, spaceTypeLabel } from './format';

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

/** An inquiry's stored listing; a bare 'Unit n' (the contact link's form) is expanded to its label. */
export function describeListing(listing: string | null, units: UnitJson[]): string {
  if (!listing) return 'Not specified';
  const unitNumber = /^Unit\s+(.+)$/i.exec(listing.trim())?.[1];
  const unit = unitNumber ? units.find((u) => u.unitNumber === unitNumber) : undefined;
  return unit ? listingLabel(unit) : listing;
}

/** The contact page with this unit preselected (`?listing=Unit n`). */
export const contactHref = (unitNumber: string) => `/contact?listing=${encodeURIComponent(`Unit ${unitNumber}`)}`;

/**
 * Finds the unit an inquiry names: by its label as the form showed it, or by 'Unit n' (the contact
 * link's form, or a label from before the unit was edited), with the address deciding where unit
 * numbers repeat across buildings.
 */
export function unitFinder<U extends Pick<UnitJson, 'address' | 'unitNumber' | 'type' | 'squareFootage'>>(units: U[]) {
  const byLabel = new Map(units.map((unit) => [listingLabel(unit), unit]));
  const byNumber = Map.groupBy(units, (unit) => unit.unitNumber);
  return (listing: string | null): U | undefined => {
    const text = listing?.trim() ?? '';
    const unitNumber = /(?:^|\s-\s)Unit\s+(.+?)(?:\s-\s|$)/i.exec(text)?.[1];
    const candidates = (unitNumber && byNumber.get(unitNumber)) || [];
    return byLabel.get(text) ?? candidates.find((u) => u.address && text.startsWith(u.address)) ?? candidates[0];
  };
}

/** How many inquiries name each unit (by id), for the admin lists. */
export function countInquiriesByUnit(inquiries: { listing: string | null }[], units: UnitJson[]): Map<number, number> {
  const find = unitFinder(units);
  const counts = new Map<number, number>();
  for (const { listing } of inquiries) {
    const unit = find(listing);
    if (unit) counts.set(unit.id, (counts.get(unit.id) ?? 0) + 1);
  }
  return counts;
}
