import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatCsvTime,
  formatDateTime,
  formatDollars,
  formatNumber,
  formatWholeDollars,
  officeDayOf,
  officeDayStart,
} from './format';

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

// Boston's clocks in 2026: forward at 2:00 AM EST on March 8 (07:00Z), back at 2:00 AM EDT on November 1 (06:00Z).
describe('office time', () => {
  it('reads every moment in the office zone, with its zone, across both clock changes', () => {
    expect(formatDateTime('2026-03-08T06:59:00Z')).toBe('Mar 8, 2026, 1:59 AM EST');
    expect(formatDateTime('2026-03-08T07:00:00Z')).toBe('Mar 8, 2026, 3:00 AM EDT');
    expect(formatDateTime('2026-11-01T05:30:00Z')).toBe('Nov 1, 2026, 1:30 AM EDT');
    expect(formatDateTime('2026-11-01T06:30:00Z')).toBe('Nov 1, 2026, 1:30 AM EST');
    // Late evening in Boston is already the next day in UTC and in Tokyo.
    expect(formatDateTime(new Date('2026-12-03T03:15:00Z'))).toBe('Dec 2, 2026, 10:15 PM EST');
    expect(formatDateTime('2026-12-02T14:15:00Z', 'Asia/Tokyo')).toBe('Dec 2, 2026, 11:15 PM GMT+9');
  });

  it('writes CSV times as local time with the offset of that moment', () => {
    expect(formatCsvTime('2026-12-02T14:15:00Z')).toBe('2026-12-02 09:15 -05:00');
    expect(formatCsvTime('2026-03-08T06:59:00Z')).toBe('2026-03-08 01:59 -05:00');
    expect(formatCsvTime('2026-03-08T07:00:00Z')).toBe('2026-03-08 03:00 -04:00');
    // The repeated hour of November 1 is told apart by its offset.
    expect(formatCsvTime('2026-11-01T05:30:00Z')).toBe('2026-11-01 01:30 -04:00');
    expect(formatCsvTime('2026-11-01T06:30:00Z')).toBe('2026-11-01 01:30 -05:00');
    expect(formatCsvTime('2026-12-03T04:59:00Z')).toBe('2026-12-02 23:59 -05:00');
    expect(formatCsvTime('2026-12-02T14:15:00Z', 'Asia/Tokyo')).toBe('2026-12-02 23:15 +09:00');
    expect(formatCsvTime('2026-12-02T14:15:00Z', 'UTC')).toBe('2026-12-02 14:15 +00:00');
    expect(formatCsvTime('2026-12-02T14:15:00Z', 'Asia/Kolkata')).toBe('2026-12-02 19:45 +05:30');
  });

  it('reads each CSV time back as the same moment', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }), (at) => {
        const text = formatCsvTime(at);
        const whole = new Date(Math.floor(at.getTime() / 60_000) * 60_000);
        expect(new Date(text.replace(' ', 'T').replace(' ', ':00')).getTime()).toBe(whole.getTime());
      }),
      { numRuns: 2_000 },
    );
  });

  it('starts an office day at its midnight, whichever offset the day starts in', () => {
    expect(officeDayStart('2026-03-08').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(officeDayStart('2026-03-09').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(officeDayStart('2026-11-01').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(officeDayStart('2026-11-02').toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(officeDayStart('2026-12-02', 'Asia/Tokyo').toISOString()).toBe('2026-12-01T15:00:00.000Z');
    expect(officeDayOf(new Date('2026-12-03T04:59:00Z'))).toBe('2026-12-02');
    expect(officeDayOf(new Date('2026-12-03T05:00:00Z'))).toBe('2026-12-03');
  });
});
