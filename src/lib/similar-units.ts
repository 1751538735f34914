// The available units a leased unit's page points to instead (docs/PRODUCT.md §2): the same type or
// the same building, those matching both first, at most `limit`.
type Comparable = { id: number; type: string; buildingId: number; status: string };

export function similarUnits<U extends Comparable>(unit: Comparable, units: U[], limit = 4): U[] {
  const score = (other: Comparable) => Number(other.type === unit.type) + Number(other.buildingId === unit.buildingId);
  return units
    .filter((other) => other.id !== unit.id && other.status === 'available' && score(other) > 0)
    .sort((a, b) => score(b) - score(a) || a.id - b.id)
    .slice(0, limit);
}
