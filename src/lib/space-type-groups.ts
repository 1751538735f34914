// What a space-type filter means to a visitor, decided once: "Office" covers Executive
// Office units too. The availability filter, the alert form, the alert's criteria text and the
// alert matcher (the units_status_changed trigger, db/migrations) all follow this table.
import { SPACE_TYPE_OPTIONS, SPACE_TYPES } from './schemas/unit-options';

type SpaceType = (typeof SPACE_TYPES)[number];

/** A filter type that stands for several unit types; every other type matches itself only. */
export const SPACE_TYPE_GROUPS: Partial<Record<SpaceType, readonly SpaceType[]>> = { office: ['office', 'executive'] };

export const isSpaceType = (value: string): value is SpaceType => (SPACE_TYPES as readonly string[]).includes(value);

/**
 * The unit types a filter type (or 'all') matches. The type comes from an address: only the table's
 * own keys are groups, so `toString` or `constructor` is an unknown type, not Object's method.
 */
export const typesMatching = (filterType: string): readonly string[] =>
  filterType === 'all'
    ? SPACE_TYPES
    : ((Object.hasOwn(SPACE_TYPE_GROUPS, filterType) ? SPACE_TYPE_GROUPS[filterType as SpaceType] : undefined) ?? [filterType]);

export const matchesSpaceType = (filterType: string, unitType: string) =>
  filterType === 'all' || typesMatching(filterType).includes(unitType);

const groupLabel = (value: string, label: string) => {
  const extra = typesMatching(value).filter((t) => t !== value && value !== 'all');
  if (extra.length === 0) return label;
  const names = extra.map((t) => SPACE_TYPE_OPTIONS.find((o) => o.value === t)?.label ?? t);
  return `${label} (incl. ${names.join(', ')})`;
};

/** The filter's options, saying what a grouped type includes: 'Office (incl. Executive Office)'. */
export const FILTER_TYPE_OPTIONS = SPACE_TYPE_OPTIONS.map((o) => ({ value: o.value, label: groupLabel(o.value, o.label) }));

/** 'office or executive office': the unit types a filter type matches, for criteria sentences. */
export const matchedTypesText = (filterType: string) =>
  typesMatching(filterType)
    .map((t) => (SPACE_TYPE_OPTIONS.find((o) => o.value === t)?.label ?? t).toLowerCase())
    .join(' or ');
