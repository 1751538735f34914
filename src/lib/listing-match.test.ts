import { describe, expect, it } from 'vitest';
import type { UnitJson } from './api/types';
import { findListedUnit } from './listing-match';

const unit = (id: number, unitNumber: string, address: string | null, squareFootage = 2450) =>
  ({ id, unitNumber, address, type: 'office', squareFootage }) as UnitJson;
const units = [
  unit(1, '210', '21 Drydock Avenue'),
  unit(2, '210', '88 Black Falcon Avenue', 7200),
  unit(3, '118', null, 1200),
  unit(4, '2B', '21 Drydock Avenue', 900),
];
const find = (listing: string | null) => findListedUnit(units, listing)?.id;

describe('the unit a listing text names', () => {
  it('is the unit whose label it is, exactly', () => {
    expect(find('88 Black Falcon Avenue - Unit 210 - Office (7,200 sq ft)')).toBe(2);
    expect(find(' Unit 118 - Office (1,200 sq ft) ')).toBe(3);
  });

  it("is found by 'Unit n' with the address deciding when numbers repeat, after the unit was edited", () => {
    expect(find('21 Drydock Avenue - Unit 210 - Office (2,000 sq ft)')).toBe(1);
    expect(find('88 Black Falcon Avenue - Unit 210 - Warehouse (7,200 sq ft)')).toBe(2);
  });

  it('is the unit with that number alone when only one has it', () => {
    expect(find('Unit 2B')).toBe(4);
    expect(find('unit 118')).toBe(3);
    expect(find('99 Nowhere Street - Unit 118 - Flex (10 sq ft)')).toBe(3);
  });

  it('is none when the text is ambiguous, names no unit, or is empty', () => {
    expect(find('Unit 210')).toBeUndefined();
    expect(find('Unit 999')).toBeUndefined();
    expect(find('General question')).toBeUndefined();
    expect(find('')).toBeUndefined();
    expect(find(null)).toBeUndefined();
  });
});
