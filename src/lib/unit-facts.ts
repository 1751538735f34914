// What a unit shows for the facts it shares with its building (decision 021): the unit's own
// value when it has one, else its building's. Every page, e-mail, invitation, admin list and the
// JSON-LD show a unit through `resolveUnit`; the API answers the stored values as they are.
import { DEFAULT_SITE_CONTENT } from './site-content-defaults';

/** The unit's own facts, each optional ("leave blank to use the building's"). */
export interface OwnFacts {
  buildingId: number;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  crossStreets: string | null;
  buildingClass: string | null;
  yearBuilt: number | null;
  totalBuildingSize: number | null;
}

/** What a building lends its units. */
export interface BuildingFacts {
  id: number;
  address: string;
  buildingClass: string;
  yearBuilt: number | null;
  totalSquareFootage: number | null;
}

/** The facts as shown. City and state are the complex's when neither unit nor building says. */
export interface UnitFacts {
  address: string | null;
  city: string;
  state: string;
  zipCode: string | null;
  crossStreets: string | null;
  buildingClass: string | null;
  yearBuilt: number | null;
  totalBuildingSize: number | null;
}

/** A non-blank text trimmed, or null: a value of spaces is a blank field. */
const ownText = (value: string | null) => value?.trim() || null;
// The complex's city and state: the seeded address (this runs in islands too, with no site content at hand).
const complex = DEFAULT_SITE_CONTENT.contact.address;

/** The rule: the unit's non-blank own value wins; otherwise the building's (or the complex's). */
export function resolveUnitFacts(unit: Omit<OwnFacts, 'buildingId'>, building: BuildingFacts | null | undefined): UnitFacts {
  return {
    address: ownText(unit.address) ?? building?.address ?? null,
    city: ownText(unit.city) ?? complex.city,
    state: ownText(unit.state) ?? complex.state,
    zipCode: ownText(unit.zipCode),
    crossStreets: ownText(unit.crossStreets),
    buildingClass: ownText(unit.buildingClass) ?? building?.buildingClass ?? null,
    yearBuilt: unit.yearBuilt ?? building?.yearBuilt ?? null,
    totalBuildingSize: unit.totalBuildingSize ?? building?.totalSquareFootage ?? null,
  };
}

/** The unit as it is shown: its shared facts resolved against its building. */
export function resolveUnit<U extends OwnFacts>(unit: U, building: BuildingFacts | null | undefined): U & UnitFacts {
  return { ...unit, ...resolveUnitFacts(unit, building) };
}

/** Each unit resolved against its own building (looked up by id; a missing one lends nothing). */
export function resolveUnits<U extends OwnFacts>(units: U[], buildings: BuildingFacts[]): (U & UnitFacts)[] {
  const byId = new Map(buildings.map((building) => [building.id, building]));
  return units.map((unit) => resolveUnit(unit, byId.get(unit.buildingId)));
}

const BLANK: Omit<OwnFacts, 'buildingId'> = {
  address: null,
  city: null,
  state: null,
  zipCode: null,
  crossStreets: null,
  buildingClass: null,
  yearBuilt: null,
  totalBuildingSize: null,
};

const asText = (value: string | number | null) => (value === null ? '' : String(value));

/** What each fact shows when the unit leaves it blank: the unit form's placeholders. */
export function placeholderFacts(building: BuildingFacts | null | undefined): Record<keyof UnitFacts, string> {
  const facts = resolveUnitFacts(BLANK, building);
  return {
    address: asText(facts.address),
    city: facts.city,
    state: facts.state,
    zipCode: asText(facts.zipCode),
    crossStreets: asText(facts.crossStreets),
    buildingClass: asText(facts.buildingClass),
    yearBuilt: asText(facts.yearBuilt),
    totalBuildingSize: asText(facts.totalBuildingSize),
  };
}
