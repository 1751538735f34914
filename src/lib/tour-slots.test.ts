import { describe, expect, it } from 'vitest';
import { bookableSlots, formatTourSlot, isBookableSlot } from './tour-slots';

// Sunday Nov 22, 2026, 14:00 in Boston (UTC-5).
const now = new Date('2026-11-22T19:00:00Z');
const boston = (isoLocal: string) => new Date(`${isoLocal}-05:00`);

describe('tour slots', () => {
  it('takes half-hour starts on weekdays within office hours', () => {
    expect(isBookableSlot(boston('2026-11-23T09:00:00'), now)).toBe(true);
    expect(isBookableSlot(boston('2026-11-23T17:30:00'), now)).toBe(true);
    expect(isBookableSlot(boston('2026-11-23T08:30:00'), now)).toBe(false);
    expect(isBookableSlot(boston('2026-11-23T18:00:00'), now)).toBe(false);
    expect(isBookableSlot(boston('2026-11-23T09:15:00'), now)).toBe(false);
    expect(isBookableSlot(boston('2026-11-28T10:00:00'), now)).toBe(false); // Saturday
  });

  it('refuses the past and anything past 14 days', () => {
    expect(isBookableSlot(boston('2026-11-20T10:00:00'), now)).toBe(false);
    expect(isBookableSlot(boston('2026-12-04T17:30:00'), now)).toBe(true);
    expect(isBookableSlot(boston('2026-12-07T09:00:00'), now)).toBe(false);
  });

  it('offers 18 slots on each of the next ten weekdays', () => {
    const slots = bookableSlots(now);
    expect(slots).toHaveLength(10 * 18);
    expect(formatTourSlot(slots[0]!)).toBe('Mon, Nov 23, 9:00 AM (Boston time)');
    expect(slots.every((slot) => isBookableSlot(slot, now))).toBe(true);
  });
});
