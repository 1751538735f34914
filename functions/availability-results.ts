// /availability's filters without JavaScript (decision 024): the filter form is a GET form to this
// path. Once hydrated its island shows a filter in place and never sends the form, so a visitor
// lands here only without script (or before the island has hydrated), and gets the same page
// filtered: the island's own component (AvailabilityView) drawn with the address's filters, in the
// site's layout. The values are the form's choices and size bounds (numbers), never free text.
import type { Config } from '@netlify/functions';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import AvailabilityView from '~/src/components/listings/AvailabilityView';
import { toJsonList } from '~/src/lib/api/types';
import { searchFromFilters, filtersFromSearch } from '~/src/lib/availability';
import { availabilityBuilding, packAvailableUnits } from '~/src/lib/availability-data';
import { listBuildings } from '~/src/server/buildings';
import { listUnits } from '~/src/server/units';
import { htmlPage } from './_shared/html-page';
import { routes } from './_shared/routes';

export const config: Config = { path: ['/availability/results'] };

export default routes(config, {
  '/availability/results': {
    GET: async (req) => {
      // Only what the filters understand goes on: the page never echoes the address.
      const search = searchFromFilters(filtersFromSearch(new URL(req.url).search));
      const [units, buildings] = await Promise.all([listUnits(), listBuildings()]);
      const view = createElement(AvailabilityView, {
        packedUnits: packAvailableUnits(toJsonList(units)),
        buildings: toJsonList(buildings).map(availabilityBuilding),
        search,
      });
      return htmlPage(req, 'Available Office Space in South Boston', renderToString(view));
    },
  },
});
