// Writes a backup as a stream (.tar.gz): backup.json, every table as JSON pages, every photo with
// its metadata. Nothing is held whole in memory: one page of rows or one photo at a time, and the
// archive waits for its reader (tar-stream's entry callback follows backpressure).
import { createGzip } from 'node:zlib';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { pack as createPack, type Pack } from 'tar-stream';
import { executeRows, getDb } from '~/db/client';
import { migrationNames } from '~/db/migrate';
import { listImageKeys, readImageEntry } from '../photos/image-store';
import {
  BACKUP_FORMAT,
  BACKUP_TABLES,
  BACKUP_VERSION,
  MANIFEST_ENTRY,
  photoEntry,
  photoMetadataEntry,
  ROWS_PER_PAGE,
  tablePageEntry,
  type BackupTable,
  type Manifest,
} from './tables';

function addEntry(pack: Pack, name: string, data: Uint8Array | string): Promise<void> {
  const bytes = typeof data === 'string' ? Buffer.from(data) : data;
  return new Promise((resolve, reject) => {
    pack.entry({ name, size: bytes.byteLength }, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), (error) =>
      error ? reject(error) : resolve(),
    );
  });
}

/** A table's rows as Postgres renders them in JSON (exact numerics and timestamps), by key. */
async function* tablePages({ name, key }: BackupTable): AsyncGenerator<unknown[]> {
  let after: unknown = null;
  for (;;) {
    const rows = await executeRows<{ row: Record<string, unknown> }>(
      getDb(),
      sql`select row_to_json(t) as row from ${sql.identifier(name)} t
          ${after === null ? sql`` : sql`where ${sql.identifier(key)} > ${after}`}
          order by ${sql.identifier(key)} limit ${ROWS_PER_PAGE}`,
    );
    if (rows.length === 0) return;
    yield rows.map((r) => r.row);
    after = rows.at(-1)!.row[key];
    if (rows.length < ROWS_PER_PAGE) return;
  }
}

async function writeBackup(pack: Pack): Promise<void> {
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: new Date().toISOString(),
    migrations: migrationNames(),
  };
  await addEntry(pack, MANIFEST_ENTRY, JSON.stringify(manifest, null, 2));
  for (const table of BACKUP_TABLES) {
    let page = 0;
    for await (const rows of tablePages(table)) await addEntry(pack, tablePageEntry(table.name, ++page), JSON.stringify(rows));
  }
  for (const key of await listImageKeys()) {
    const entry = await readImageEntry(key);
    if (!entry) continue; // deleted since the listing
    // Metadata first, so a restore can store each photo with it as the bytes arrive.
    await addEntry(pack, photoMetadataEntry(key), JSON.stringify(entry.metadata));
    await addEntry(pack, photoEntry(key), new Uint8Array(entry.bytes));
  }
}

/**
 * The site's data and photos as a .tar.gz stream; an error while writing ends the stream with it
 * (a download then breaks off), as does the reader going away.
 */
export function createBackup(): Readable {
  const pack = createPack();
  const gzip = createGzip();
  pack.pipe(gzip);
  // The packer is destroyed along with gzip and repeats its error: the caller hears it from gzip,
  // and unheard it would be an uncaught exception that ends the process.
  pack.on('error', () => {});
  writeBackup(pack).then(
    () => pack.finalize(),
    (error: unknown) => gzip.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return gzip;
}

/** `leasing-backup-2026-11-22T13-45-00Z.tar.gz` */
export const backupFileName = (now = new Date()) => `leasing-backup-${now.toISOString().slice(0, 19).replace(/:/g, '-')}Z.tar.gz`;
