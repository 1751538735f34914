import { describe, expect, it } from 'vitest';
import type { BuildingJson, UnitJson } from './api/types';
import { buildingJsonLd, listingJsonLd } from './structured-data';

const site = new URL('https://leasing.example/');
const building = { id: 3, name: 'Seaport Commons', address: '300 Summer Street', buildingClass: 'B' } as BuildingJson;
const unit = (own: Partial<UnitJson>) =>
  ({ id: 9, buildingId: 3, unitNumber: '9', type: 'office', squareFootage: 900, images: [], mainImage: null, ...own }) as UnitJson;

describe('a listing for search engines', () => {
  it("is at the address the page shows: the building's for a blank one, with no guessed postal code", () => {
    const ld = listingJsonLd(site, unit({ address: '  ', zipCode: null }), building);
    expect(ld.about.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '300 Summer Street',
      addressLocality: 'Boston',
      addressRegion: 'MA',
      postalCode: undefined,
      addressCountry: 'US',
    });
    expect(ld.about.containedInPlace.address).toEqual(ld.about.address);
  });

  it("is at the unit's own address when it has one, and at the complex's when nothing is known", () => {
    expect(listingJsonLd(site, unit({ address: '5 Own Street', zipCode: '02210' }), building).about.address).toMatchObject({
      streetAddress: '5 Own Street',
      postalCode: '02210',
    });
    expect(listingJsonLd(site, unit({ address: null }), null).about.address).toMatchObject({
      streetAddress: '21 Drydock Avenue',
      postalCode: '02127',
    });
  });

  it('lists each photo as an ImageObject with its caption, else its alt text (decision 034)', () => {
    const main = '0b9e2c3a-1f4d-4c6e-8a7b-9d0e1f2a3b4c.jpg';
    const other = '1b9e2c3a-1f4d-4c6e-8a7b-9d0e1f2a3b4c.jpg';
    const ld = listingJsonLd(
      site,
      unit({
        images: [other, main],
        mainImage: main,
        squareFootage: 2400,
        photoDetails: [{ key: other, alt: 'The loading dock', caption: 'Dock door 3' }],
      }),
      building,
    );
    expect(ld.image).toEqual([
      {
        '@type': 'ImageObject',
        url: `https://leasing.example/api/image/${main}`,
        contentUrl: `https://leasing.example/api/image/${main}`,
        caption: 'Unit 9, 2,400 sq ft office space — photo 1',
        description: 'Unit 9, 2,400 sq ft office space — photo 1',
      },
      {
        '@type': 'ImageObject',
        url: `https://leasing.example/api/image/${other}`,
        contentUrl: `https://leasing.example/api/image/${other}`,
        caption: 'Dock door 3',
        description: 'The loading dock',
      },
    ]);
  });
});

describe('a building for search engines', () => {
  it('is a Place in the complex at its street address, listing its available units with their pages', () => {
    const ld = buildingJsonLd(
      site,
      '/buildings/300-summer-street',
      { ...building, description: null, images: [], mainImage: null, photoDetails: [] },
      [unit({ id: 4, unitNumber: '410', squareFootage: 2400 })],
    );
    expect(ld).toMatchObject({
      '@type': 'Place',
      '@id': 'https://leasing.example/buildings/300-summer-street',
      name: 'Seaport Commons',
      address: { streetAddress: '300 Summer Street', addressLocality: 'Boston', postalCode: undefined },
      containedInPlace: { '@id': 'https://leasing.example/#complex' },
      containsPlace: [
        {
          '@type': 'Accommodation',
          url: 'https://leasing.example/listing/4',
          floorSize: { '@type': 'QuantitativeValue', value: 2400, unitCode: 'FTK' },
        },
      ],
    });
  });
});
