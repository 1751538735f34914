import { describe, expect, it } from 'vitest';
import type { UnitJson } from './api/types';
import { contactHref, countInquiriesByUnit, describeInquiryUnit, listingLabel, offeredUnits, unitPrice } from './listing';

const unit210 = { id: 7, unitNumber: '210', address: '21 Drydock Avenue', type: 'office', squareFootage: 2450 } as UnitJson;

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

  it("names an inquiry's unit by its id, else by the text it was sent with", () => {
    expect(describeInquiryUnit({ unitId: 7, listing: 'Unit 210' }, [unit210])).toBe('21 Drydock Avenue - Unit 210 - Office (2,450 sq ft)');
    // A unit in the Trash (not listed) or none: the text as sent.
    expect(describeInquiryUnit({ unitId: 8, listing: 'Unit 300' }, [unit210])).toBe('Unit 300');
    expect(describeInquiryUnit({ unitId: null, listing: 'Something else' }, [unit210])).toBe('Something else');
    expect(describeInquiryUnit({ unitId: null, listing: null }, [unit210])).toBe('Not specified');
  });

  it('offers the available units, at their building where they have no address, with only what the form reads', () => {
    const building = { id: 2, address: '88 Black Falcon Avenue', buildingClass: 'B', yearBuilt: 1995, totalSquareFootage: 214000 };
    const own = { ...unit210, buildingId: 2, status: 'available', description: 'Corner office', rate: 38.5 } as UnitJson;
    const atBuilding = { ...own, id: 8, unitNumber: '101', address: '  ' };
    const leased = { ...own, id: 9, unitNumber: '300', status: 'leased' } as UnitJson;
    expect(offeredUnits([own, atBuilding, leased], [building])).toEqual([
      { id: 7, address: '21 Drydock Avenue', unitNumber: '210', type: 'office', squareFootage: 2450 },
      { id: 8, address: '88 Black Falcon Avenue', unitNumber: '101', type: 'office', squareFootage: 2450 },
    ]);
  });

  it('links to the contact page with the unit preselected', () => {
    expect(contactHref('2B')).toBe('/contact?listing=Unit%202B');
  });

  it('counts the inquiries about each unit by id, whatever their text says', () => {
    const counts = countInquiriesByUnit([
      { unitId: 1 },
      { unitId: 2 },
      { unitId: 1 },
      { unitId: null }, // text that named no unit, or none
    ]);
    expect(Object.fromEntries(counts)).toEqual({ 1: 2, 2: 1 });
  });
});
