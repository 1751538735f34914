// The schematic site plan of the complex, drawn by the About page's plan and each listing's map:
// the same footprints, so a building sits in the same place on both. Buildings take the lots in
// the order the site lists them; a seventh building has no lot (and no map).

/** The drawing's size, and footprints for up to six buildings along the waterfront (x, y, width, height). */
export const PLAN_SIZE = { width: 800, height: 420 } as const;
export const PLAN_LOTS: readonly (readonly [x: number, y: number, width: number, height: number])[] = [
  [60, 70, 220, 150],
  [320, 60, 180, 120],
  [540, 80, 200, 170],
  [330, 220, 170, 100],
  [70, 260, 200, 80],
  [560, 280, 180, 70],
];

/** Each building with its footprint, in the site's order; buildings beyond the lots are left out. */
export const placeBuildings = <B extends { id: number }>(buildings: readonly B[]) =>
  buildings.slice(0, PLAN_LOTS.length).map((building, i) => {
    const [x, y, width, height] = PLAN_LOTS[i]!;
    return { building, x, y, width, height };
  });

/** An "Open in maps" address: it loads nothing until tapped (no third-party tiles on the page). */
export const mapsSearchUrl = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
