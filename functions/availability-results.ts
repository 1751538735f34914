// /availability's filters without JavaScript (issue 34, decision 024): the filter form is a GET
// form to this path. Its island applies a filter in place and never sends the form, so only a
// visitor without script lands here, and gets the matching spaces as a plain page, grouped and
// sorted as the island would, each linking to its listing. The values are the form's choices and
// size bounds (numbers), never free text.
import type { Config } from '@netlify/functions';
import { criteriaFromFilters, describeCriteria } from '~/src/lib/alert-criteria';
import { toJsonList } from '~/src/lib/api/types';
import {
  availabilityCount,
  filtersFromSearch,
  groupAvailability,
  hasActiveFilter,
  isSizeRangeInverted,
  SIZE_RANGE_INVERTED,
} from '~/src/lib/availability';
import { availabilityBuilding } from '~/src/lib/availability-data';
import { formatSqFt, spaceTypeLabel } from '~/src/lib/format';
import { unitPrice } from '~/src/lib/listing';
import { listBuildings } from '~/src/server/buildings';
import { listUnits } from '~/src/server/units';
import { escapeHtml, htmlPage } from './_shared/html-page';
import { routes } from './_shared/routes';

export const config: Config = { path: ['/availability/results'] };

export default routes(config, {
  '/availability/results': {
    GET: async (req) => {
      const { search } = new URL(req.url);
      const filters = filtersFromSearch(search);
      const [units, buildings] = await Promise.all([listUnits(), listBuildings()]);
      const groups = groupAvailability(toJsonList(units), toJsonList(buildings).map(availabilityBuilding), filters);
      // The island's words: its count and summary line, its message for an empty result.
      const criteria = criteriaFromFilters(filters);
      const buildingName = buildings.find((b) => b.id === criteria.buildingId)?.name ?? null;
      const summary = `${availabilityCount(groups)}${
        hasActiveFilter(filters) ? `: ${describeCriteria({ ...criteria, buildingName })}` : ''
      }`;
      const list = groups
        .map(
          ({ building, units: shown }) =>
            `<h2>${escapeHtml(building.name)}</h2>\n<ul>${shown
              .map(
                (unit) =>
                  `<li><a href="/listing/${unit.id}">Unit ${escapeHtml(unit.unitNumber)}</a>: ${escapeHtml(
                    `${spaceTypeLabel(unit.type)}, ${formatSqFt(unit.squareFootage)}, ${unitPrice(unit)}`,
                  )}</li>`,
              )
              .join('')}</ul>`,
        )
        .join('\n');
      const body = [
        isSizeRangeInverted(filters) ? `<p>${escapeHtml(`${SIZE_RANGE_INVERTED}: the size bounds are left out.`)}</p>` : '',
        `<p>${escapeHtml(summary)}</p>`,
        groups.every((group) => group.units.length === 0) ? '<p>No available spaces match your current filter.</p>' : list,
        '<p><a href="/availability">View All Available Spaces</a> · <a href="/contact">Get in Touch</a></p>',
      ].join('\n');
      return htmlPage('Available spaces', body);
    },
  },
});
