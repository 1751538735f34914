import { describe, expect, it } from 'vitest';
import {
  bookableDays,
  bookableSlots,
  formatCalendarDay,
  formatTourSlot,
  isBookableSlot,
  isWithinOfficeHours,
  slotDay,
  tourSlotAt,
  tourTimeOf,
  tourTimes,
} from './tour-slots';
import { DEFAULT_OFFICE_HOURS, WEEKDAYS, type OfficeHours } from './schemas/office-hours';
import { isFederalHoliday } from './us-holidays';

const hours = DEFAULT_OFFICE_HOURS;
const TOUR_TIMES = tourTimes(hours);

// Sunday Nov 22, 2026, 14:00 in Boston (UTC-5).
const now = new Date('2026-11-22T19:00:00Z');
const boston = (isoLocal: string) => new Date(`${isoLocal}-05:00`);
const weekdayOf = (start: Date) => new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'short' }).format(start);

describe('tour slots', () => {
  it('takes half-hour starts on weekdays within office hours', () => {
    expect(isBookableSlot(boston('2026-11-23T09:00:00'), now, hours)).toBe(true);
    expect(isBookableSlot(boston('2026-11-23T17:30:00'), now, hours)).toBe(true);
    expect(isBookableSlot(boston('2026-11-23T08:30:00'), now, hours)).toBe(false);
    expect(isBookableSlot(boston('2026-11-23T18:00:00'), now, hours)).toBe(false);
    expect(isBookableSlot(boston('2026-11-23T09:15:00'), now, hours)).toBe(false);
    expect(isBookableSlot(boston('2026-11-28T10:00:00'), now, hours)).toBe(false); // Saturday
  });

  it('refuses federal holidays (Thanksgiving)', () => {
    expect(isBookableSlot(boston('2026-11-26T10:00:00'), now, hours)).toBe(false);
    expect(isBookableSlot(boston('2026-11-27T10:00:00'), now, hours)).toBe(true);
  });

  it('refuses the past and anything past 14 days', () => {
    expect(isBookableSlot(boston('2026-11-20T10:00:00'), now, hours)).toBe(false);
    expect(isBookableSlot(boston('2026-12-04T17:30:00'), now, hours)).toBe(true);
    expect(isBookableSlot(boston('2026-12-07T09:00:00'), now, hours)).toBe(false);
  });

  it('offers 18 slots on each of the next ten weekdays but Thanksgiving', () => {
    const slots = bookableSlots(now, hours);
    expect(slots).toHaveLength(9 * 18);
    expect(formatTourSlot(slots[0]!)).toBe('Mon, Nov 23, 9:00 AM (Boston time)');
    expect(slots.every((slot) => isBookableSlot(slot, now, hours))).toBe(true);
    const days = bookableDays(now, hours);
    expect([...days.keys()]).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-27',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
    ]);
    expect(days.get('2026-11-23')?.map(tourTimeOf)).toEqual(TOUR_TIMES);
    expect(formatCalendarDay('2026-11-27')).toBe('Fri, Nov 27');
  });

  it('never offers a weekend or a federal holiday over the next three years', () => {
    const offered = new Map<string, Date>();
    for (let at = Date.parse('2026-11-23T12:00:00Z'); at < Date.parse('2029-12-31T12:00:00Z'); at += 14 * 86_400_000) {
      for (const [day, slots] of bookableDays(new Date(at), hours)) offered.set(day, slots[0]!);
    }
    expect(offered.size).toBeGreaterThan(700);
    for (const [day, slot] of offered) {
      expect(['Sat', 'Sun'], day).not.toContain(weekdayOf(slot));
      expect(isFederalHoliday(day), day).toBe(false);
    }
    expect(offered.has('2027-11-25')).toBe(false); // Thanksgiving
    expect(offered.has('2028-11-23')).toBe(false);
    expect(offered.has('2029-11-22')).toBe(false);
    expect(offered.has('2027-12-31')).toBe(false); // New Year's Day 2028, observed
    // July 4th observed on Friday 2026-07-03 and Monday 2027-07-05: neither is offered.
    expect(bookableDays(new Date('2026-06-29T12:00:00Z'), hours).has('2026-07-03')).toBe(false);
    expect(bookableDays(new Date('2027-06-30T12:00:00Z'), hours).has('2027-07-05')).toBe(false);
    expect(bookableDays(new Date('2027-06-30T12:00:00Z'), hours).has('2027-07-06')).toBe(true);
  });

  it('offers exactly the slots a check of every half hour would, across daylight saving and holidays', () => {
    // The plain definition: every half-hour start in the next 14 days that isBookableSlot accepts.
    const everyHalfHour = (at: Date) => {
      const slots: string[] = [];
      const first = Math.floor(at.getTime() / 1_800_000) * 1_800_000 + 1_800_000;
      for (let t = first; t <= at.getTime() + 14 * 86_400_000; t += 1_800_000)
        if (isBookableSlot(new Date(t), at, hours)) slots.push(new Date(t).toISOString());
      return slots;
    };
    const moments = [
      '2026-03-06T13:07:00Z',
      '2026-10-30T21:59:59Z',
      '2026-11-25T14:00:00Z',
      '2026-11-25T22:45:00Z',
      '2026-12-24T04:30:00Z',
      '2027-06-28T12:00:00Z',
    ];
    for (const at of moments) {
      const slots = bookableSlots(new Date(at), hours);
      expect(
        slots.map((s) => s.toISOString()),
        at,
      ).toEqual(everyHalfHour(new Date(at)));
      // The day and time remembered for each slot are the ones Intl gives for the same instant.
      expect(slots.map(tourTimeOf)).toEqual(slots.map((s) => tourTimeOf(new Date(s.getTime()))));
      expect(slots.map(slotDay)).toEqual(slots.map((s) => slotDay(new Date(s.getTime()))));
    }
  });

  it('turns a day and a time into the Boston start, across daylight saving', () => {
    expect(tourSlotAt('2026-11-23', '09:00')?.toISOString()).toBe('2026-11-23T14:00:00.000Z');
    expect(tourSlotAt('2027-07-06', '17:30')?.toISOString()).toBe('2027-07-06T21:30:00.000Z');
    expect(tourSlotAt('2026-11-23', 'noon')).toBeNull();
    expect(tourSlotAt('23/11/2026', '09:00')).toBeNull();
    expect(TOUR_TIMES).toHaveLength(18);
    expect(TOUR_TIMES[0]).toBe('09:00');
    expect(TOUR_TIMES.at(-1)).toBe('17:30');
  });
});

describe('tour slots follow the published office hours', () => {
  // 8:30 to 5:30 on weekdays, Saturday 10 to 2, and the day after Thanksgiving closed.
  const published: OfficeHours = {
    days: WEEKDAYS.map((day) =>
      day === 'Saturday'
        ? { closed: false, opens: '10:00', closes: '14:00' }
        : day === 'Sunday'
          ? { closed: true, opens: '09:00', closes: '18:00' }
          : { closed: false, opens: '08:30', closes: '17:30' },
    ),
    closedDates: [{ date: '2026-11-27' }],
  };

  it('takes 8:30 and refuses 5:30 PM at once, and opens Saturday within its own hours', () => {
    expect(isBookableSlot(boston('2026-11-23T08:30:00'), now, published)).toBe(true);
    expect(isBookableSlot(boston('2026-11-23T17:00:00'), now, published)).toBe(true);
    expect(isBookableSlot(boston('2026-11-23T17:30:00'), now, published)).toBe(false);
    expect(isBookableSlot(boston('2026-11-28T10:00:00'), now, published)).toBe(true);
    expect(isBookableSlot(boston('2026-11-28T14:00:00'), now, published)).toBe(false);
    expect(isBookableSlot(boston('2026-11-29T10:00:00'), now, published)).toBe(false); // Sunday, closed
  });

  it('skips a listed closed day like a federal holiday', () => {
    expect(isBookableSlot(boston('2026-11-27T10:00:00'), now, published)).toBe(false);
    expect(bookableDays(now, published).has('2026-11-27')).toBe(false);
    expect(bookableDays(now, published).get('2026-11-28')?.map(tourTimeOf)).toEqual([
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
    ]);
  });

  it('offers exactly what the check accepts, and every time any day offers without script', () => {
    const slots = bookableSlots(now, published);
    expect(slots.every((slot) => isBookableSlot(slot, now, published))).toBe(true);
    expect(tourTimes(published)[0]).toBe('08:30');
    expect(tourTimes(published).at(-1)).toBe('17:00');
    expect(new Set(slots.map(tourTimeOf))).toEqual(new Set(tourTimes(published)));
  });

  it('tells a tour booked before the hours changed from one within them, whenever it is', () => {
    expect(isWithinOfficeHours(boston('2026-11-23T17:30:00'), hours)).toBe(true);
    expect(isWithinOfficeHours(boston('2026-11-23T17:30:00'), published)).toBe(false);
    expect(isWithinOfficeHours(boston('2020-01-06T08:30:00'), published)).toBe(true); // long past, still within
  });

  it('works out a Sunday open across the change to daylight saving slot by slot', () => {
    const sundays: OfficeHours = {
      days: WEEKDAYS.map((day) => ({ closed: day !== 'Sunday', opens: '00:00', closes: '06:00' })),
      closedDates: [],
    };
    const at = new Date('2027-03-13T12:00:00Z'); // Saturday before the change on Sunday, March 14, 2027
    const sunday = bookableDays(at, sundays).get('2027-03-14') ?? [];
    // 2:00 to 2:59 does not exist that night: 10 of the 12 half hours remain.
    expect(sunday.map(tourTimeOf)).toEqual(['00:00', '00:30', '01:00', '01:30', '03:00', '03:30', '04:00', '04:30', '05:00', '05:30']);
    expect(sunday.every((slot) => isBookableSlot(slot, at, sundays))).toBe(true);
  });
});
