// Everything a backup must carry, as the site holds it: every row of every table (as Postgres
// renders it) and every photo's bytes and metadata, read through the current process's database
// and Blobs settings. Two snapshots are equal when a restore lost nothing.
import { sql } from 'drizzle-orm';
import { executeRows, getDb } from '~/db/client';
import { BACKUP_TABLES } from '~/src/server/backup/tables';
import { listImageKeys, readImageEntry } from '~/src/server/photos/image-store';

export interface DataSnapshot {
  tables: Record<string, unknown[]>;
  photos: Record<string, { bytes: string; metadata: unknown }>;
}

export async function snapshotData(): Promise<DataSnapshot> {
  const tables: Record<string, unknown[]> = {};
  for (const { name, key } of BACKUP_TABLES) {
    const rows = await executeRows<{ row: unknown }>(
      getDb(),
      sql`select row_to_json(t) as row from ${sql.identifier(name)} t order by ${sql.identifier(key)}`,
    );
    tables[name] = rows.map((r) => r.row);
  }
  const photos: Record<string, { bytes: string; metadata: unknown }> = {};
  for (const key of await listImageKeys()) {
    const entry = (await readImageEntry(key))!;
    photos[key] = { bytes: Buffer.from(entry.bytes).toString('base64'), metadata: entry.metadata };
  }
  return { tables, photos };
}
