// One build renders every page in one process: each server render of a listing must show its own
// data, never what another page's render put in a query cache (decision 057).
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { BuildingJson, UnitJson } from '~/src/lib/api/types';
import ListingView from './ListingView';

const building = (id: number) =>
  ({ id, name: `Building ${id}`, address: `${id} Drydock Avenue`, images: [] as BuildingJson['images'], mainImage: null }) as BuildingJson;
const unit = (id: number, own: Partial<UnitJson>) =>
  ({
    id,
    buildingId: 1,
    unitNumber: String(id),
    type: 'office',
    squareFootage: 1000,
    rate: 40,
    status: 'available',
    images: [],
    mainImage: null,
    amenities: [],
    operatingExpenses: null,
    taxes: null,
    insurance: null,
    ...own,
  }) as UnitJson;

const similarLinks = (html: string) => [...html.matchAll(/href="\/listing\/(\d+)"/g)].map((match) => Number(match[1]));

describe('a listing rendered on the server', () => {
  it('shows its own similar units when another leased listing was rendered before it', () => {
    const first = unit(1, { status: 'leased', buildingId: 1, type: 'office' });
    const second = unit(2, { status: 'leased', buildingId: 2, type: 'warehouse' });
    const pages = [
      { leased: first, similar: [unit(11, { buildingId: 1 }), unit(12, { buildingId: 1 })], building: building(1) },
      { leased: second, similar: [unit(21, { buildingId: 2, type: 'warehouse' })], building: building(2) },
    ];
    for (const page of pages) {
      // React's server render separates adjacent text with <!-- --> comments.
      const html = renderToString(
        createElement(ListingView, {
          unitId: page.leased.id,
          initialUnit: page.leased,
          initialBuilding: page.building,
          initialUnits: page.similar,
        }),
      ).replaceAll('<!-- -->', '');
      expect(html).toContain(`Unit ${page.leased.unitNumber}`);
      expect(similarLinks(html)).toEqual(page.similar.map((u) => u.id));
    }
  });
});
