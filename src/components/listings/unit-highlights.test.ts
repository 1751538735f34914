import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { officeDay } from '~/src/lib/office-hours';
import { availability, hasArrived } from './unit-highlights';

describe('hasArrived', () => {
  it('agrees with the date in Boston at every moment', () => {
    const moments = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-01-01T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(moments, fc.integer({ min: -2, max: 2 }), (now, offset) => {
        // A date around today: the days where UTC's and Boston's differ are the ones that matter.
        const day = new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
        expect(hasArrived(day, now)).toBe(day <= officeDay(now));
      }),
      { numRuns: 5_000 },
    );
  });

  it('knows the evening in Boston is still yesterday in Boston and already tomorrow in UTC', () => {
    // 2026-12-01 02:00 UTC is 2026-11-30 21:00 in Boston.
    const evening = new Date('2026-12-01T02:00:00Z');
    expect(hasArrived('2026-12-01', evening)).toBe(false);
    expect(hasArrived('2026-11-30', evening)).toBe(true);
  });
});

describe('availability', () => {
  it('reads "Available now" without a date or once it has arrived, else the date', () => {
    expect(availability(null, null)).toBe('Available now');
    expect(availability('2026-11-01', true)).toBe('Available now');
    expect(availability('2027-03-01', false)).toBe('Available Mar 1, 2027');
    // While the page hydrates (unknown), the prebuilt text: the date.
    expect(availability('2027-03-01', null)).toBe('Available Mar 1, 2027');
  });
});
