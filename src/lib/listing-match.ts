// Which unit a free-text listing names: the one rule, used where a text must become a unit once —
// the server storing an inquiry that came with text only (src/server/inquiry-unit.ts) and the
// contact form's `?listing=Unit n` link. Migration 0015_inquiry_unit_id back-filled older
// inquiries by the same rule in SQL. Everything else uses the inquiry's unitId.
import { listingLabel } from './listing';

type Labelled = Parameters<typeof listingLabel>[0];

const UNIT_PART = /^Unit\s+(.+)$/i;

/** 'Unit 210' → '210', from a label's parts ('address - Unit n - Type (size)') or alone. */
const unitNumberIn = (text: string) =>
  text
    .split(' - ')
    .map((part) => UNIT_PART.exec(part)?.[1])
    .find((found) => found !== undefined);

/** The address a unit's label starts with, or null when it has none. */
function labelAddress(label: string, unitNumber: string): string | null {
  const at = label.indexOf(` - Unit ${unitNumber} - `);
  return at > 0 ? label.slice(0, at) : null;
}

/**
 * The unit `listing` names, by the best match: its label exactly; else 'Unit n', with the address
 * before it deciding where unit numbers repeat across buildings; else the unit number alone. A
 * step counts only when it names exactly one unit: an ambiguous text names none.
 */
export function findListedUnit<U extends Labelled>(units: readonly U[], listing: string | null | undefined): U | undefined {
  const text = listing?.trim() ?? '';
  if (!text) return undefined;
  const one = (found: U[]) => (found.length === 1 ? found[0] : undefined);
  const labelled = units.map((unit) => ({ unit, label: listingLabel(unit) }));
  const exact = labelled.filter(({ label }) => label === text);
  if (exact.length > 0) return one(exact.map(({ unit }) => unit));
  const unitNumber = unitNumberIn(text);
  if (unitNumber === undefined) return undefined;
  const numbered = labelled.filter(({ unit }) => unit.unitNumber === unitNumber);
  const byAddress = numbered.filter(({ label }) => {
    const address = labelAddress(label, unitNumber);
    return address !== null && text.startsWith(`${address} - `);
  });
  return one((byAddress.length > 0 ? byAddress : numbered).map(({ unit }) => unit));
}
