import { describe, expect, it } from 'vitest';
import { buildingPhotoAlt, describePhotos, galleryPhotoAlt, unitPhotoAlt } from './photo-alt';

describe('what a photo says about itself (decision 034)', () => {
  it('defaults to the unit or building it shows, numbered', () => {
    expect(unitPhotoAlt({ unitNumber: '210', squareFootage: 2400, type: 'office' }, 2)).toBe(
      'Unit 210, 2,400 sq ft office space — photo 2',
    );
    expect(unitPhotoAlt({ unitNumber: '5', squareFootage: 9000, type: 'distribution' }, 1)).toBe(
      'Unit 5, 9,000 sq ft distribution center space — photo 1',
    );
    expect(buildingPhotoAlt({ name: 'Drydock Building' }, 1)).toBe('Drydock Building — photo 1');
  });

  it('uses the stored words where there are some, the default elsewhere, and never an empty alt', () => {
    const described = describePhotos(['a.jpg', 'b.jpg'], [{ key: 'b.jpg', alt: 'The lobby', caption: 'Open 24/7' }], (n) => `photo ${n}`);
    expect(described).toEqual([
      { key: 'a.jpg', alt: 'photo 1', caption: null },
      { key: 'b.jpg', alt: 'The lobby', caption: 'Open 24/7' },
    ]);
  });

  it("describes a gallery image by its alt, else its caption, else the complex's name", () => {
    expect(galleryPhotoAlt({ alt: 'Harbour view', description: 'At sunset', category: null })).toBe('Harbour view');
    expect(galleryPhotoAlt({ alt: null, description: 'At sunset', category: null })).toBe('At sunset');
    expect(galleryPhotoAlt({ alt: null, description: null, category: 'Lobby' })).toBe('Photo of the complex (Lobby)');
  });
});
