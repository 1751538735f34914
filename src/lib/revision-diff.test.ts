import { describe, expect, it } from 'vitest';
import { DEFAULT_OFFICE_HOURS } from './office-hours';
import { diffRecords } from './revision-diff';

describe('diffRecords', () => {
  it('lists changed fields in order and never the bookkeeping (id, version, timestamps)', () => {
    const before = { id: 1, version: 1, rate: 40, status: 'available', createdAt: 'a', updatedAt: 'b' };
    const after = { id: 1, version: 2, rate: 47, status: 'leased', createdAt: 'a', updatedAt: 'c' };
    expect(diffRecords(before, after)).toEqual([
      { field: 'rate', kind: 'changed', before: 40, after: 47 },
      { field: 'status', kind: 'changed', before: 'available', after: 'leased' },
    ]);
  });

  it('says what a list gained and lost, or that it was only reordered', () => {
    expect(diffRecords({ amenities: ['Parking', 'Elevator'] }, { amenities: ['Parking', 'Loading dock'] })).toEqual([
      { field: 'amenities', kind: 'list', added: ['Loading dock'], removed: ['Elevator'], reordered: false },
    ]);
    expect(diffRecords({ images: ['a.jpg', 'b.jpg'] }, { images: ['b.jpg', 'a.jpg'] })).toEqual([
      { field: 'images', kind: 'list', added: [], removed: [], reordered: true },
    ]);
  });

  it('treats blank text, null and a missing field alike', () => {
    expect(diffRecords({ description: '' }, { description: null })).toEqual([]);
    expect(diffRecords({}, { floor: null })).toEqual([]);
    expect(diffRecords({ floor: null }, { floor: '2' })).toEqual([{ field: 'floor', kind: 'changed', before: null, after: '2' }]);
  });

  it('compares nested objects (the site content) field by field under a dotted name', () => {
    const before = { data: { hero: { title: 'Space to grow', subtitle: 'x' }, phone: '617' } };
    const after = { data: { hero: { title: 'Room to grow', subtitle: 'x' }, phone: '617' } };
    expect(diffRecords(before, after)).toEqual([
      { field: 'data.hero.title', kind: 'changed', before: 'Space to grow', after: 'Room to grow' },
    ]);
  });

  it('shows office hours as the site writes them, and hours stored as text before decision 048 as unchanged', () => {
    const hours = (change: Partial<typeof DEFAULT_OFFICE_HOURS>) => ({
      data: { contact: { hours: { ...DEFAULT_OFFICE_HOURS, ...change } } },
    });
    const friday = DEFAULT_OFFICE_HOURS.days.map((day, i) => (i === 4 ? { ...day, closes: '15:00' } : day));
    expect(diffRecords(hours({}), hours({ days: friday, closedDates: [{ date: '2026-11-27' }] }))).toEqual([
      {
        field: 'data.contact.hours',
        kind: 'changed',
        before: 'Monday - Friday 9:00 AM - 6:00 PM',
        after: 'Monday - Thursday 9:00 AM - 6:00 PM, Friday 9:00 AM - 3:00 PM; closed 2026-11-27',
      },
    ]);
    const asText = { data: { contact: { hours: 'Monday - Friday 9:00 AM - 6:00 PM' } } };
    expect(diffRecords(asText, hours({}))).toEqual([]);
  });
});
