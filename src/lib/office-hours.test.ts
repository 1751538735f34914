import { describe, expect, it } from 'vitest';
import { officeHours } from './office-hours';
import { TOUR_SLOTS_MESSAGE } from './schemas/inquiry';
import { DEFAULT_SITE_CONTENT } from './site-content-defaults';
import { bookableSlots, formatTourTime } from './tour-slots';

describe('office hours, written once', () => {
  it('read as the product says them wherever they are shown', () => {
    expect(DEFAULT_SITE_CONTENT.contact.hours).toBe('Monday - Friday 9:00 AM - 6:00 PM');
    expect(officeHours.schemaOrg).toBe('Mo-Fr 09:00-18:00');
    expect(TOUR_SLOTS_MESSAGE).toBe('Please choose tour times on weekdays, 9:00 to 18:00 Boston time, within the next 14 days');
  });

  it('bound the tour slots the form offers and the server accepts', () => {
    const times = new Set(bookableSlots(new Date('2026-11-22T19:00:00Z')).map(formatTourTime));
    expect([...times].at(0)).toBe(officeHours.opens12);
    expect([...times].at(-1)).toBe('5:30 PM'); // the last 30-minute tour ends at closing time
  });
});
