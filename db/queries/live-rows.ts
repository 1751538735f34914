// Trashed records (deletedAt set) are invisible everywhere but the Trash: every read of a
// trashable table filters with `isLive` and selects `shownColumns`, so API answers stay as they were.
import { getTableColumns, isNull } from 'drizzle-orm';
import type { TrashableTable } from '../content-tables';

export const isLive = (table: TrashableTable) => isNull(table.deletedAt);

/** The table's columns without deletedAt (always null on a live record). */
export function shownColumns<T extends TrashableTable>(table: T): Omit<T['_']['columns'], 'deletedAt'> {
  const { deletedAt: _deletedAt, ...columns } = getTableColumns(table);
  return columns;
}
