import { describe, expect, it } from 'vitest';
import { compareFloorsTopFirst, floorLabel, floorLevel, floorOf, unitFloor } from './unit-floor';

describe('unitFloor', () => {
  it('is the floor the team entered, else the unit number’s first character, else N/A', () => {
    expect(unitFloor({ floor: 'Ground', unitNumber: '1A' })).toBe('Ground');
    expect(unitFloor({ floor: null, unitNumber: '315' })).toBe('3');
    expect(unitFloor({ floor: '  ', unitNumber: ' 2C' })).toBe('2');
    expect(floorOf('   ')).toBe('N/A');
  });
});

describe('floors top first', () => {
  it('orders numbered and named floors by height, unknown names last', () => {
    const floors = ['Ground', '2', 'Annex', 'Mezzanine', '10', '1', 'Basement', 'Penthouse', 'N/A'];
    expect(floors.sort(compareFloorsTopFirst)).toEqual(['Penthouse', '10', '2', 'Mezzanine', '1', 'Ground', 'Basement', 'Annex', 'N/A']);
  });

  it('reads ordinal floors and says nothing of unknown names', () => {
    expect(floorLevel('3rd floor')).toBe(3);
    expect(floorLevel('Annex')).toBeNull();
  });

  it('labels numbered floors as such', () => {
    expect(floorLabel('3')).toBe('Floor 3');
    expect(floorLabel('Mezzanine')).toBe('Mezzanine');
  });
});
