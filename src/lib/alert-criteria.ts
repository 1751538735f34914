// How an availability alert's criteria read, in its e-mails and in the admin.
import { formatSqFt, spaceTypeLabel } from './format';
import type { AlertSummary } from './schemas/alert';

type Criteria = Pick<AlertSummary, 'spaceType' | 'minSquareFootage' | 'maxSquareFootage'> & { buildingName: string | null };

/** 'office space, 1,000 to 3,000 sq ft, in Harbor Point': what the visitor asked for. */
export function describeCriteria({ spaceType, minSquareFootage, maxSquareFootage, buildingName }: Criteria): string {
  const size =
    minSquareFootage && maxSquareFootage
      ? `${formatSqFt(minSquareFootage).replace(' sq ft', '')} to ${formatSqFt(maxSquareFootage)}`
      : minSquareFootage
        ? `at least ${formatSqFt(minSquareFootage)}`
        : maxSquareFootage
          ? `up to ${formatSqFt(maxSquareFootage)}`
          : null;
  return [spaceType ? `${spaceTypeLabel(spaceType).toLowerCase()} space` : 'any space', size, buildingName ? `in ${buildingName}` : null]
    .filter(Boolean)
    .join(', ');
}
