// Which floor a unit is on, and how floors stack (docs/PRODUCT.md §2, §3): the floor the leasing
// team entered ('2', 'Ground', 'Mezzanine'), else the unit number's first character, else N/A.
// The one place the site derives it: cards, listing pages and the stacking plans all ask here.

/** The unit number's first character (docs/PRODUCT.md §2), or N/A. */
export const floorOf = (unitNumber: string) => unitNumber.trim().charAt(0) || 'N/A';

/** A unit's floor: its own `floor` when set, else the one its number gives. */
export const unitFloor = (unit: { floor: string | null; unitNumber: string }) => unit.floor?.trim() || floorOf(unit.unitNumber);

// Named floors, by how high they are: a mezzanine sits between the first and second floors.
const NAMED_LEVELS: [RegExp, number][] = [
  [/^(basement|lower level|ll|b)$/i, -1],
  [/^(ground|ground floor|lobby|street level|g)$/i, 0],
  [/^(mezzanine|mezz|m)$/i, 1.5],
  [/^(penthouse|ph|roof|rooftop)$/i, 10_000],
];

/** How high a floor is ('3' → 3, 'Ground' → 0), or null when its name says nothing about it. */
export function floorLevel(floor: string): number | null {
  const number = /^(-?\d+)(st|nd|rd|th)?( floor)?$/i.exec(floor.trim());
  if (number) return Number(number[1]);
  return NAMED_LEVELS.find(([name]) => name.test(floor.trim()))?.[1] ?? null;
}

/** Floors top first; floors whose height is unknown last, by name. */
export function compareFloorsTopFirst(a: string, b: string): number {
  const [levelA, levelB] = [floorLevel(a), floorLevel(b)];
  if (levelA !== null && levelB !== null && levelA !== levelB) return levelB - levelA;
  if (levelA === null && levelB !== null) return 1;
  if (levelB === null && levelA !== null) return -1;
  return a.localeCompare(b, 'en');
}

/** 'Floor 3' for a numbered floor; a named one as it is ('Ground', 'Mezzanine'). */
export const floorLabel = (floor: string) => (/^-?\d+$/.test(floor) ? `Floor ${floor}` : floor);
