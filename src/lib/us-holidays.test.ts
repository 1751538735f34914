import { describe, expect, it } from 'vitest';
import { federalHolidays, isFederalHoliday } from './us-holidays';

const day = (year: number, name: string) => federalHolidays(year).find((h) => h.name === name)?.day;

describe('US federal holidays', () => {
  it('puts Thanksgiving on the fourth Thursday of November', () => {
    expect([2026, 2027, 2028, 2029].map((y) => day(y, 'Thanksgiving Day'))).toEqual([
      '2026-11-26',
      '2027-11-25',
      '2028-11-23',
      '2029-11-22',
    ]);
  });

  it('observes a Saturday holiday on the Friday before and a Sunday one on the Monday after', () => {
    expect(day(2026, 'Independence Day')).toBe('2026-07-03'); // July 4th 2026 is a Saturday
    expect(day(2027, 'Independence Day')).toBe('2027-07-05'); // … 2027 a Sunday
    expect(day(2027, 'Christmas Day')).toBe('2027-12-24');
    expect(day(2027, 'Juneteenth National Independence Day')).toBe('2027-06-18');
    expect(day(2028, 'Veterans Day')).toBe('2028-11-10');
    expect(day(2028, 'Juneteenth National Independence Day')).toBe('2028-06-19');
    // New Year's Day 2028 is a Saturday: observed on Friday, December 31, 2027.
    expect(day(2028, "New Year's Day")).toBe('2027-12-31');
    expect(isFederalHoliday('2027-12-31')).toBe(true);
  });

  it('knows the Monday holidays', () => {
    expect(federalHolidays(2027).map((h) => h.day)).toEqual([
      '2027-01-01',
      '2027-01-18',
      '2027-02-15',
      '2027-05-31',
      '2027-06-18',
      '2027-07-05',
      '2027-09-06',
      '2027-10-11',
      '2027-11-11',
      '2027-11-25',
      '2027-12-24',
    ]);
    expect(day(2026, 'Birthday of Martin Luther King, Jr.')).toBe('2026-01-19');
    expect(day(2026, 'Memorial Day')).toBe('2026-05-25');
    expect(day(2028, 'Labor Day')).toBe('2028-09-04');
    expect(day(2029, 'Columbus Day')).toBe('2029-10-08');
  });

  it('is not a holiday on the actual date when it is observed on another day', () => {
    expect(isFederalHoliday('2026-07-04')).toBe(false);
    expect(isFederalHoliday('2026-07-03')).toBe(true);
    expect(isFederalHoliday('2026-11-27')).toBe(false);
  });
});
