// What the public islands draw when the build had nothing to show: drawn as the build draws them
// (renderToString), since their data comes with the page (docs/decisions/079).
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import GalleryView from './gallery/GalleryView';
import FeaturedUnits from './home/FeaturedUnits';
import AvailabilityView from './listings/AvailabilityView';

describe('empty states of the public islands', () => {
  it('/availability with every unit leased says so', () => {
    const html = renderToString(createElement(AvailabilityView, { packedUnits: '', buildings: [] }));
    expect(html).toContain('No buildings with available spaces at this time.');
    expect(html).toContain('0 available spaces in 0 buildings');
  });

  it('/gallery with no photo says so', () => {
    expect(renderToString(createElement(GalleryView, { images: [] }))).toContain('No images available');
  });

  it('the home page without featured units has no featured section', () => {
    expect(renderToString(createElement(FeaturedUnits, { units: [] }))).toBe('');
  });
});
