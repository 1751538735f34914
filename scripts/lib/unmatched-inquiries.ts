// The report of migration 0015_inquiry_unit_id's back-fill: the inquiries whose listing text named a
// unit it could not match (their unit_id stays null, their text is kept). Printed by
// `npm run db:migrate` and `npm start` in the run that applies the migration, so the operator who
// upgrades sees it once; the migration also raises it as a NOTICE for the database's own log.
import type { SQLExecutor } from '@netlify/database-dev';

export const UNIT_ID_MIGRATION = '0015_inquiry_unit_id';

/** What to print after `applied` ran: nothing unless the back-fill was among them and left some unmatched. */
export async function unmatchedInquiriesReport(database: SQLExecutor, applied: string[]): Promise<string | null> {
  if (!applied.includes(UNIT_ID_MIGRATION)) return null;
  const { rows } = await database.query<{ id: number; listing: string }>(
    `select id, listing from inquiries where unit_id is null and btrim(coalesce(listing, '')) <> '' order by id`,
  );
  if (rows.length === 0) return null;
  return [
    `${rows.length} inquiries name a unit that could not be matched; they keep their text and count for no unit:`,
    ...rows.map(({ id, listing }) => `  #${id}: ${listing}`),
  ].join('\n');
}
