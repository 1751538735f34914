// The estimated rent a listing shows beside its rate (docs/PRODUCT.md §2): rates are per sq ft per year.
import { formatDollars, formatWholeDollars } from './format';

/** '$30' for a whole rate, '$38.50' otherwise. */
const formatRateDollars = (rate: number) => (Number.isInteger(rate) ? formatWholeDollars(rate) : formatDollars(rate));

/**
 * '≈ $9,500/month · $114,000/year at $30/sq ft/yr', or null when there is no rate to show
 * (price on request, a rate of 0, or no size).
 */
export function rentEstimate(unit: { rate: number; squareFootage: number; priceOnRequest: boolean }): string | null {
  if (unit.priceOnRequest || !(unit.rate > 0) || !(unit.squareFootage > 0)) return null;
  const yearly = unit.rate * unit.squareFootage;
  const rate = formatRateDollars(unit.rate);
  return `≈ ${formatWholeDollars(yearly / 12)}/month · ${formatWholeDollars(yearly)}/year at ${rate}/sq ft/yr`;
}
