import { describe, expect, it } from 'vitest';
import {
  bookableDays,
  bookableSlots,
  formatCalendarDay,
  formatTourSlot,
  isBookableSlot,
  slotDay,
  TOUR_TIMES,
  tourSlotAt,
  tourTimeOf,
} from './tour-slots';
import { isFederalHoliday } from './us-holidays';

// Sunday Nov 22, 2026, 14:00 in Boston (UTC-5).
const now = new Date('2026-11-22T19:00:00Z');
const boston = (isoLocal: string) => new Date(`${isoLocal}-05:00`);
const weekdayOf = (start: Date) => new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'short' }).format(start);

describe('tour slots', () => {
  it('takes half-hour starts on weekdays within office hours', () => {
    expect(isBookableSlot(boston('2026-11-23T09:00:00'), now)).toBe(true);
    expect(isBookableSlot(boston('2026-11-23T17:30:00'), now)).toBe(true);
    expect(isBookableSlot(boston('2026-11-23T08:30:00'), now)).toBe(false);
    expect(isBookableSlot(boston('2026-11-23T18:00:00'), now)).toBe(false);
    expect(isBookableSlot(boston('2026-11-23T09:15:00'), now)).toBe(false);
    expect(isBookableSlot(boston('2026-11-28T10:00:00'), now)).toBe(false); // Saturday
  });

  it('refuses federal holidays (Thanksgiving)', () => {
    expect(isBookableSlot(boston('2026-11-26T10:00:00'), now)).toBe(false);
    expect(isBookableSlot(boston('2026-11-27T10:00:00'), now)).toBe(true);
  });

  it('refuses the past and anything past 14 days', () => {
    expect(isBookableSlot(boston('2026-11-20T10:00:00'), now)).toBe(false);
    expect(isBookableSlot(boston('2026-12-04T17:30:00'), now)).toBe(true);
    expect(isBookableSlot(boston('2026-12-07T09:00:00'), now)).toBe(false);
  });

  it('offers 18 slots on each of the next ten weekdays but Thanksgiving', () => {
    const slots = bookableSlots(now);
    expect(slots).toHaveLength(9 * 18);
    expect(formatTourSlot(slots[0]!)).toBe('Mon, Nov 23, 9:00 AM (Boston time)');
    expect(slots.every((slot) => isBookableSlot(slot, now))).toBe(true);
    const days = bookableDays(now);
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
      for (const [day, slots] of bookableDays(new Date(at))) offered.set(day, slots[0]!);
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
    expect(bookableDays(new Date('2026-06-29T12:00:00Z')).has('2026-07-03')).toBe(false);
    expect(bookableDays(new Date('2027-06-30T12:00:00Z')).has('2027-07-05')).toBe(false);
    expect(bookableDays(new Date('2027-06-30T12:00:00Z')).has('2027-07-06')).toBe(true);
  });

  it('offers exactly the slots a check of every half hour would, across daylight saving and holidays', () => {
    // The plain definition: every half-hour start in the next 14 days that isBookableSlot accepts.
    const everyHalfHour = (at: Date) => {
      const slots: string[] = [];
      const first = Math.floor(at.getTime() / 1_800_000) * 1_800_000 + 1_800_000;
      for (let t = first; t <= at.getTime() + 14 * 86_400_000; t += 1_800_000)
        if (isBookableSlot(new Date(t), at)) slots.push(new Date(t).toISOString());
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
      const slots = bookableSlots(new Date(at));
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
