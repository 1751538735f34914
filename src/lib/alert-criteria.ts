// How an availability alert's criteria read, in its e-mails and in the admin.
import { formatSqFt } from './format';
import { isSizeRangeInverted, type AvailabilityFilters } from './availability';
import { isSpaceType, matchedTypesText } from './space-type-groups';
import type { AlertSummary } from './schemas/alert';

type Criteria = Pick<AlertSummary, 'spaceType' | 'minSquareFootage' | 'maxSquareFootage'> & { buildingName: string | null };

/** 'office or executive office space, 1,000 to 3,000 sq ft, in Harbor Point': what the alert (or filter) matches. */
export function describeCriteria({ spaceType, minSquareFootage, maxSquareFootage, buildingName }: Criteria): string {
  const size =
    minSquareFootage && maxSquareFootage
      ? `${formatSqFt(minSquareFootage).replace(' sq ft', '')} to ${formatSqFt(maxSquareFootage)}`
      : minSquareFootage
        ? `at least ${formatSqFt(minSquareFootage)}`
        : maxSquareFootage
          ? `up to ${formatSqFt(maxSquareFootage)}`
          : null;
  return [spaceType ? `${matchedTypesText(spaceType)} space` : 'any space', size, buildingName ? `in ${buildingName}` : null]
    .filter(Boolean)
    .join(', ');
}

/**
 * The alert criteria that match what the availability filters show: the alert form starts from
 * them and the filters describe themselves with them. An inverted size range is left out, as the
 * list leaves it out; a zero bound means none.
 */
export function criteriaFromFilters(f: AvailabilityFilters): Omit<Criteria, 'buildingName'> & { buildingId: number | null } {
  const isSized = !isSizeRangeInverted(f);
  return {
    spaceType: isSpaceType(f.type) ? f.type : null,
    minSquareFootage: isSized && f.minSqFt ? f.minSqFt : null,
    maxSquareFootage: isSized && f.maxSqFt ? f.maxSqFt : null,
    buildingId: f.building,
  };
}
