import { describe, expect, it } from 'vitest';
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
});
