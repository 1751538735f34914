import { describe, expect, it } from 'vitest';
import type { UnitJson } from './api/types';
import { contactHref, countInquiriesByUnit, describeListing, listingLabel, unitPrice } from './listing';

const unit210 = { unitNumber: '210', address: '21 Drydock Avenue', type: 'office', squareFootage: 2450 } as UnitJson;

describe('how a unit is shown', () => {
  it('prices per sq ft per year, or in the words of the place it appears', () => {
    expect(unitPrice({ priceOnRequest: false, rate: 38.5 })).toBe('$38.50/sq ft/yr');
    expect(unitPrice({ priceOnRequest: true, rate: 0 })).toBe('Price on Request');
    expect(unitPrice({ priceOnRequest: true, rate: 0 }, 'Inquire for Rate')).toBe('Inquire for Rate');
  });

  it('labels a listing as address - Unit n - Type (size), without an empty address', () => {
    expect(listingLabel(unit210)).toBe('21 Drydock Avenue - Unit 210 - Office (2,450 sq ft)');
    expect(listingLabel({ ...unit210, address: null })).toBe('Unit 210 - Office (2,450 sq ft)');
  });

  it("expands an inquiry's bare 'Unit n' to that label and keeps anything else as stored", () => {
    expect(describeListing('Unit 210', [unit210])).toBe('21 Drydock Avenue - Unit 210 - Office (2,450 sq ft)');
    expect(describeListing('Something else', [unit210])).toBe('Something else');
    expect(describeListing('Unit 999', [unit210])).toBe('Unit 999');
    expect(describeListing(null, [unit210])).toBe('Not specified');
  });

  it('links to the contact page with the unit preselected', () => {
    expect(contactHref('2B')).toBe('/contact?listing=Unit%202B');
  });

  it('counts the inquiries naming each unit, by label, stale label or bare number', () => {
    const units = [
      { ...unit210, id: 1 },
      { ...unit210, id: 2, address: '88 Black Falcon Avenue' },
      { ...unit210, id: 3, unitNumber: '2B', squareFootage: 900 },
    ];
    const counts = countInquiriesByUnit(
      [
        { listing: '21 Drydock Avenue - Unit 210 - Office (2,450 sq ft)' },
        { listing: '88 Black Falcon Avenue - Unit 210 - Office (2,000 sq ft)' },
        { listing: 'Unit 2B' },
        { listing: '21 Drydock Avenue - Unit 2B - Office (900 sq ft)' },
        { listing: 'General question' },
        { listing: null },
      ],
      units,
    );
    expect(Object.fromEntries(counts)).toEqual({ 1: 1, 2: 1, 3: 2 });
  });
});
