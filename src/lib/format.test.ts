import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatDollars, formatNumber, formatWholeDollars } from './format';

// format.ts writes en-US numbers and dates itself (docs/decisions/052); Intl is the reference.
const intlWhole = new Intl.NumberFormat('en-US');
const intlDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const intlWholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const intlDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

// Sizes, rates, rents and every double, with the halves where rounding could differ.
const numbers = fc.oneof(
  fc.integer({ min: -1e7, max: 1e10 }),
  fc.double({ noNaN: false }),
  fc.integer({ min: 0, max: 1e6 }).map((n) => n / 8),
  fc.integer({ min: 0, max: 1e7 }).map((n) => n / 1000 + 0.0005),
  fc.integer({ min: 0, max: 1e7 }).map((n) => n / 100 + 0.005),
  fc.constantFrom(0, -0, 0.5, 1.5, 2.5, 1.005, 1.115, 0.285, 999.995, 999_999.5, 1e15, 1e21, Infinity, -Infinity),
);

describe('en-US numbers without Intl', () => {
  it('write every number as Intl.NumberFormat does', () => {
    fc.assert(
      fc.property(numbers, (n) => {
        expect(formatNumber(n)).toBe(intlWhole.format(n));
        expect(formatDollars(n)).toBe(intlDollars.format(n));
        expect(formatWholeDollars(n)).toBe(intlWholeDollars.format(n));
      }),
      { numRuns: 20_000 },
    );
  });

  it('read as the site shows them', () => {
    expect(formatNumber(12_500)).toBe('12,500');
    expect(formatDollars(38.5)).toBe('$38.50');
    expect(formatWholeDollars(9_500.5)).toBe('$9,501');
  });
});

describe('formatCalendarDay', () => {
  it('writes a date as Intl does', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-12-31T00:00:00Z'), noInvalidDate: true }), (at) => {
        const day = at.toISOString().slice(0, 10);
        expect(formatCalendarDay(day)).toBe(intlDay.format(new Date(`${day}T00:00:00Z`)));
      }),
      { numRuns: 5_000 },
    );
    expect(formatCalendarDay('2026-12-01')).toBe('Dec 1, 2026');
  });
});
