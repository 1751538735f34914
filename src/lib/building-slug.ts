// A building's address on the site: /buildings/<slug>, the slug made from its street address
// ('88 Black Falcon Avenue' → '88-black-falcon-avenue'; its name when the address gives nothing).
// Unique among the buildings: on a clash the oldest building (lowest id) keeps the plain slug and
// the others get their id appended, so adding a building never moves an existing page.

/** Lower-case words of letters and digits joined by '-', accents dropped. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

interface Named {
  id: number;
  name: string;
  address: string;
}

const baseSlug = (building: Named) => slugify(building.address) || slugify(building.name) || 'building';

/** Each building's slug by id, unique among `buildings`. */
export function buildingSlugs(buildings: Named[]): Map<number, string> {
  const byId = [...buildings].sort((a, b) => a.id - b.id);
  const taken = new Set<string>();
  const slugs = new Map<number, string>();
  for (const building of byId) {
    const base = baseSlug(building);
    let slug = base;
    while (taken.has(slug)) slug = `${slug}-${building.id}`;
    taken.add(slug);
    slugs.set(building.id, slug);
  }
  return slugs;
}

/** The path of each building's page by id. */
export function buildingPaths(buildings: Named[]): Map<number, string> {
  return new Map([...buildingSlugs(buildings)].map(([id, slug]) => [id, `/buildings/${slug}`]));
}
