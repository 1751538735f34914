// The unit an inquiry is about, resolved once, when it is stored; counts, labels, the CSV, tour
// invitations and the dashboard then use the id (docs/decisions/022-inquiry-unit-id.md).
import { findUnit } from '~/db/queries/units';
import { findListedUnit } from '~/src/lib/listing-match';
import type { InquiryData } from '~/src/lib/schemas/inquiry';
import { listUnitsAsShown } from './units';

/**
 * The id the form sent when it names a live unit; else the live unit the listing text names (the
 * API's clients and links send only text); else null. Never refuses: an inquiry about a unit that
 * went to the Trash meanwhile is still stored, with its text and no unit.
 */
export async function resolveInquiryUnit({ unitId, listing }: Pick<InquiryData, 'unitId' | 'listing'>): Promise<number | null> {
  if (unitId !== undefined && (await findUnit(unitId))) return unitId;
  // Matched against the labels the site shows (decision 021), as the contact form sends them.
  return findListedUnit(await listUnitsAsShown(), listing)?.id ?? null;
}
