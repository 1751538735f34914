import { describe, expect, it } from 'vitest';
import { buildingPaths, buildingSlugs, slugify } from './building-slug';

describe('buildingSlugs', () => {
  it('makes the slug from the street address', () => {
    expect(slugify('88 Black Falcon Avenue')).toBe('88-black-falcon-avenue');
    expect(slugify('  Pier 4 — Café & Co. ')).toBe('pier-4-cafe-and-co');
  });

  it('falls back to the name, and keeps slugs unique: the oldest building keeps the plain one', () => {
    const slugs = buildingSlugs([
      { id: 9, name: 'Annex', address: '21 Drydock Avenue' },
      { id: 3, name: 'Harborview', address: '21 Drydock Avenue' },
      { id: 4, name: 'Seaport Commons', address: '—' },
      { id: 5, name: '', address: '' },
    ]);
    expect(slugs.get(3)).toBe('21-drydock-avenue');
    expect(slugs.get(9)).toBe('21-drydock-avenue-9');
    expect(slugs.get(4)).toBe('seaport-commons');
    expect(slugs.get(5)).toBe('building');
    expect(new Set(slugs.values()).size).toBe(4);
  });

  it('gives each building its page path', () => {
    expect(buildingPaths([{ id: 1, name: 'Dry Dock', address: '88 Black Falcon Avenue' }]).get(1)).toBe(
      '/buildings/88-black-falcon-avenue',
    );
  });
});
