import { describe, expect, it } from 'vitest';
import { DEFAULT_OFFICE_HOURS } from './office-hours';
import { describeValue, diffRecords, listChangeText } from './revision-diff';

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

describe('how the History words a change', () => {
  const listChange = (before: Parameters<typeof diffRecords>[0], after: Parameters<typeof diffRecords>[1]) => {
    const [change] = diffRecords(before, after);
    if (change?.kind !== 'list') throw new Error(`not a list change: ${JSON.stringify(change)}`);
    return listChangeText(change);
  };

  it('names the items a list of objects gained and lost by their fields, never as JSON', () => {
    const before = {
      data: {
        about: {
          facts: [
            { value: '1995', label: 'built' },
            { value: '15 min', label: 'to Logan Airport' },
          ],
        },
      },
    };
    const after = {
      data: {
        about: {
          facts: [
            { value: '1995', label: 'built' },
            { value: '12 min', label: 'to Logan Airport' },
          ],
        },
      },
    };
    const text = listChange(before, after);
    expect(text).toBe('added “Value: 12 min, Label: to Logan Airport”; removed “Value: 15 min, Label: to Logan Airport”');
    expect(text).not.toMatch(/[{}"]/);
  });

  it('lists plain items as they read, and says when a list was only reordered', () => {
    expect(listChange({ amenities: ['Parking', 'Elevator'] }, { amenities: ['Parking', 'Loading dock', 'Gym'] })).toBe(
      'added Loading dock, Gym; removed Elevator',
    );
    expect(listChange({ images: ['a.jpg', 'b.jpg'] }, { images: ['b.jpg', 'a.jpg'] })).toBe('reordered');
    expect(listChange({ social: [] }, { social: [{ network: 'LinkedIn', url: 'https://linkedin.example/sbwcc' }] })).toBe(
      'added “Network: LinkedIn, Url: https://linkedin.example/sbwcc”',
    );
  });

  it('words single values: empty, yes and no, numbers, and an object as its fields', () => {
    expect(describeValue(null)).toBe('(empty)');
    expect(describeValue('')).toBe('(empty)');
    expect(describeValue(true)).toBe('Yes');
    expect(describeValue(false)).toBe('No');
    expect(describeValue(47)).toBe('47');
    expect(describeValue({ name: 'Maureen Kelleher', phoneNumber: '617-555-0100', email: '' })).toBe(
      'Name: Maureen Kelleher, Phone number: 617-555-0100',
    );
    expect(describeValue(['a', { title: 'B' }])).toBe('a, “Title: B”');
  });
});
