import { describe, expect, it } from 'vitest';
import { officeHoursLines, officeHoursText, openingGroups, tourHoursText, upcomingClosedDates } from './office-hours';
import { tourSlotsMessage } from './schemas/inquiry';
import {
  CLOSES_AFTER_OPENS_MESSAGE,
  DEFAULT_OFFICE_HOURS,
  HALF_HOUR_MESSAGE,
  NO_OPEN_DAY_MESSAGE,
  OFFICE_HOURS_MESSAGE,
  OfficeHoursSchema,
  officeHoursFromText,
  readableOfficeHours,
  WEEKDAYS,
  type OfficeHours,
} from './schemas/office-hours';
import { StoredSiteContentSchema } from './schemas/site-content';
import { DEFAULT_SITE_CONTENT } from './site-content-defaults';
import { openingHoursSpecification } from './structured-data';
import { bookableSlots, formatTourTime } from './tour-slots';

/** Every weekday `opens`–`closes`, the weekend closed. */
const weekdays = (opens: string, closes: string): OfficeHours => ({
  days: WEEKDAYS.map((_, i) => ({ closed: i >= 5, opens, closes })),
  closedDates: [],
});
const issuesOf = (value: unknown) => OfficeHoursSchema.safeParse(value).error?.issues.map(({ path, message }) => [path.join('.'), message]);

describe('office hours, as data', () => {
  it('read as the product says them wherever they are shown, for the default hours', () => {
    expect(officeHoursText(DEFAULT_SITE_CONTENT.contact.hours)).toBe('Monday - Friday 9:00 AM - 6:00 PM');
    expect(tourHoursText(DEFAULT_OFFICE_HOURS)).toBe('Monday to Friday, 9:00 AM to 6:00 PM');
    expect(tourSlotsMessage(DEFAULT_OFFICE_HOURS)).toBe(
      'Please choose tour times on weekdays, 9:00 to 18:00 Boston time, within the next 14 days',
    );
    expect(openingHoursSpecification(DEFAULT_OFFICE_HOURS, '2026-11-27')).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `https://schema.org/${day}`),
        opens: '09:00',
        closes: '18:00',
      },
    ]);
  });

  it('bound the tour slots the form offers and the server accepts', () => {
    const times = new Set(bookableSlots(new Date('2026-11-22T19:00:00Z'), DEFAULT_OFFICE_HOURS).map(formatTourTime));
    expect([...times].at(0)).toBe('9:00 AM');
    expect([...times].at(-1)).toBe('5:30 PM'); // the last 30-minute tour ends at closing time
  });

  it('group consecutive days with the same hours, and name each run in every text', () => {
    const hours: OfficeHours = {
      days: WEEKDAYS.map((day, i) =>
        day === 'Friday'
          ? { closed: false, opens: '08:30', closes: '15:00' }
          : { closed: i >= 5 && day !== 'Saturday', opens: '08:30', closes: '17:30' },
      ),
      closedDates: [{ date: '2026-11-27' }, { date: '2026-12-24' }],
    };
    expect(openingGroups(hours).map(({ days }) => days.length)).toEqual([4, 1, 1]);
    expect(officeHoursLines(hours)).toEqual([
      'Monday - Thursday 8:30 AM - 5:30 PM',
      'Friday 8:30 AM - 3:00 PM',
      'Saturday 8:30 AM - 5:30 PM',
    ]);
    expect(tourHoursText(hours)).toBe('Monday to Thursday, 8:30 AM to 5:30 PM; Friday, 8:30 AM to 3:00 PM; Saturday, 8:30 AM to 5:30 PM');
    expect(tourSlotsMessage(hours)).toBe(
      'Please choose tour times on Monday to Thursday 8:30 to 17:30, Friday 8:30 to 15:00, Saturday 8:30 to 17:30 Boston time, within the next 14 days',
    );
    expect(upcomingClosedDates(hours, '2026-12-01')).toEqual(['2026-12-24']);
    expect(openingHoursSpecification(hours, '2026-12-01').at(-1)).toEqual({
      '@type': 'OpeningHoursSpecification',
      opens: '00:00',
      closes: '00:00',
      validFrom: '2026-12-24',
      validThrough: '2026-12-24',
    });
    // A day closed between two with the same hours splits them.
    const midweek = {
      ...weekdays('09:00', '18:00'),
      days: weekdays('09:00', '18:00').days.map((d, i) => (i === 2 ? { ...d, closed: true } : d)),
    };
    expect(officeHoursLines(midweek)).toEqual(['Monday - Tuesday 9:00 AM - 6:00 PM', 'Thursday - Friday 9:00 AM - 6:00 PM']);
    expect(tourSlotsMessage(weekdays('08:30', '17:30'))).toBe(
      'Please choose tour times on weekdays, 8:30 to 17:30 Boston time, within the next 14 days',
    );
  });

  it('refuse hours no tour could fit: off the half hour, closing before opening, no open day, a bad or repeated date', () => {
    expect(issuesOf(weekdays('08:15', '17:30'))).toContainEqual(['days.0.opens', HALF_HOUR_MESSAGE]);
    expect(issuesOf(weekdays('18:00', '09:00'))).toContainEqual(['days.0.closes', CLOSES_AFTER_OPENS_MESSAGE]);
    expect(issuesOf({ days: WEEKDAYS.map(() => ({ closed: true, opens: '09:00', closes: '18:00' })), closedDates: [] })).toEqual([
      ['days', NO_OPEN_DAY_MESSAGE],
    ]);
    expect(issuesOf({ ...DEFAULT_OFFICE_HOURS, closedDates: [{ date: '2026-02-30' }] })).toEqual([
      ['closedDates.0.date', 'Enter the closed day as a date'],
    ]);
    expect(issuesOf({ ...DEFAULT_OFFICE_HOURS, closedDates: [{ date: '2026-11-27' }, { date: '2026-11-27' }] })).toEqual([
      ['closedDates', 'Each closed day is listed once'],
    ]);
    expect(issuesOf('Whenever someone is in')).toEqual([['', OFFICE_HOURS_MESSAGE]]);
    // A date field just added and still blank (the Site tab checks it on every keystroke).
    expect(issuesOf({ ...DEFAULT_OFFICE_HOURS, closedDates: [{ date: '' }] })?.[0]).toEqual([
      'closedDates.0.date',
      'Enter the closed day as a date',
    ]);
    // Closed dates come back in calendar order.
    const sorted = OfficeHoursSchema.parse({ ...DEFAULT_OFFICE_HOURS, closedDates: [{ date: '2026-12-24' }, { date: '2026-11-27' }] });
    expect(sorted.closedDates).toEqual([{ date: '2026-11-27' }, { date: '2026-12-24' }]);
  });
});

describe('the free text stored before decision 048', () => {
  it('is read as data: the product default, the hours 8:30 AM – 5:30 PM and other ways people write them', () => {
    expect(officeHoursFromText('Monday - Friday 9:00 AM - 6:00 PM')).toEqual(DEFAULT_OFFICE_HOURS);
    expect(officeHoursFromText('Monday - Friday 8:30 AM - 5:30 PM')).toEqual(weekdays('08:30', '17:30'));
    expect(officeHoursFromText('Mon–Fri 9am–6pm')).toEqual(DEFAULT_OFFICE_HOURS);
    expect(officeHoursFromText('Monday to Friday, 9 - 6')).toEqual(DEFAULT_OFFICE_HOURS);
    expect(
      officeHoursFromText('Mon-Thu 8:30 AM - 5:30 PM, Fri 8:30 AM - 3:00 PM')?.days.map((d) =>
        d.closed ? null : `${d.opens}-${d.closes}`,
      ),
    ).toEqual(['08:30-17:30', '08:30-17:30', '08:30-17:30', '08:30-17:30', '08:30-15:00', null, null]);
    expect(officeHoursText(officeHoursFromText('Monday - Friday 9:00 AM - 6:00 PM')!)).toBe('Monday - Friday 9:00 AM - 6:00 PM');
  });

  it('that names no hours it can read is refused when sent, and read as the hours tours followed until then when stored', () => {
    for (const text of ['By appointment', 'Monday - Friday 9:15 AM - 6:00 PM', 'Friday - Monday 9 - 5', '']) {
      expect(officeHoursFromText(text), text).toBeNull();
      expect(readableOfficeHours(text), text).toEqual(DEFAULT_OFFICE_HOURS);
    }
    const stored = { ...DEFAULT_SITE_CONTENT, contact: { ...DEFAULT_SITE_CONTENT.contact, hours: 'By appointment' } };
    expect(StoredSiteContentSchema.parse(stored).contact.hours).toEqual(DEFAULT_OFFICE_HOURS);
    const issue34 = { ...DEFAULT_SITE_CONTENT, contact: { ...DEFAULT_SITE_CONTENT.contact, hours: 'Monday - Friday 8:30 AM - 5:30 PM' } };
    expect(StoredSiteContentSchema.parse(issue34).contact.hours).toEqual(weekdays('08:30', '17:30'));
  });
});
