// A unit's fixed values (docs/PRODUCT.md §3), apart from its schema (./unit.ts) so that the
// browser code that only formats a unit loads no schema library (docs/decisions/037).

/** The space-type filter of docs/PRODUCT.md §3 (value and label); "all" only filters. */
export const SPACE_TYPE_OPTIONS = [
  { value: 'all', label: 'All Spaces' },
  { value: 'office', label: 'Office' },
  { value: 'industrial', label: 'Industrial' },
  { value: 'warehouse', label: 'Warehouse' },
  { value: 'distribution', label: 'Distribution Center' },
  { value: 'executive', label: 'Executive Office' },
  { value: 'flex', label: 'Flex' },
] as const;
export const SPACE_TYPES = ['office', 'industrial', 'warehouse', 'distribution', 'executive', 'flex'] as const;
export const UNIT_STATUSES = ['available', 'leased'] as const;
export const PARKING_OPTIONS = ['yes', 'no'] as const;
