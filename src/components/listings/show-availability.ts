// Shows /availability's prebuilt building cards as its filter asks (docs/decisions/061): the cards
// and their unit rows are the build's static markup, every available unit in building order, and
// the filter island moves the matching ones into the filter's order and takes the others out of
// the document (kept here, to be put back). A card's figures (its available units and square
// feet) follow what it shows. Nothing is rendered: the markup stays the build's, and a filter that
// is already shown changes nothing in the document.
import type { BuildingAvailability } from '~/src/lib/availability';
import type { AvailabilityUnit } from '~/src/lib/availability-data';
import { formatSqFt } from '~/src/lib/format';

/** Marks a building card's wrapper in the list, by building id (AvailabilityList). */
export const BUILDING_ATTRIBUTE = 'data-building-id';

interface PrebuiltCard {
  wrapper: HTMLElement;
  rows: HTMLElement;
  rowsByUnit: Map<number, HTMLElement>;
  unitCount: HTMLElement | null;
  sqFt: HTMLElement | null;
}

/** Each list's cards, read once while all of them are in the document (the build shows every unit). */
const prebuilt = new WeakMap<HTMLElement, Map<number, PrebuiltCard>>();

function cardsOf(list: HTMLElement): Map<number, PrebuiltCard> {
  let cards = prebuilt.get(list);
  if (cards) return cards;
  cards = new Map();
  for (const wrapper of list.querySelectorAll<HTMLElement>(`:scope > [${BUILDING_ATTRIBUTE}]`)) {
    const rows = wrapper.querySelector<HTMLElement>('ul');
    if (!rows) continue;
    // A row is known by its listing's link (an attribute per row would add 14 KB at 750 rows).
    const rowsByUnit = new Map(
      [...rows.querySelectorAll<HTMLAnchorElement>(':scope > li > a[href^="/listing/"]')].map((link) => [
        Number(link.getAttribute('href')!.slice('/listing/'.length)),
        link.parentElement!,
      ]),
    );
    cards.set(Number(wrapper.getAttribute(BUILDING_ATTRIBUTE)), {
      wrapper,
      rows,
      rowsByUnit,
      unitCount: wrapper.querySelector('[data-available="units"]'),
      sqFt: wrapper.querySelector('[data-available="sqft"]'),
    });
  }
  prebuilt.set(list, cards);
  return cards;
}

/** Makes `parent`'s children exactly `wanted`, in order, moving only what is out of place. */
function arrange(parent: HTMLElement, wanted: HTMLElement[]) {
  wanted.forEach((node, i) => {
    const current = parent.children[i] ?? null;
    if (current !== node) parent.insertBefore(node, current);
  });
  while (parent.children.length > wanted.length) parent.lastElementChild!.remove();
}

const setText = (element: HTMLElement | null, text: string) => {
  if (element && element.textContent !== text) element.textContent = text;
};

/** Shows in `list` (the prebuilt AvailabilityList) the buildings and units of `groups`, in their order. */
export function showAvailability(list: HTMLElement, groups: BuildingAvailability<AvailabilityUnit, { id: number }>[]): void {
  const cards = cardsOf(list);
  const shown: HTMLElement[] = [];
  for (const group of groups) {
    const card = cards.get(group.building.id);
    if (!card) continue;
    arrange(
      card.rows,
      group.units.flatMap((unit) => card.rowsByUnit.get(unit.id) ?? []),
    );
    setText(card.unitCount, String(group.units.length));
    setText(card.sqFt, formatSqFt(group.totalSqFt));
    shown.push(card.wrapper);
  }
  arrange(list, shown);
}
