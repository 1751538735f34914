// Loads a backup (create-backup.ts) into an empty database and photo store, keeping every id,
// key and timestamp. A non-empty target is refused unless `force`, which empties it first. The
// tables load in one transaction (all or nothing); photos follow, each stored with its metadata.
import { recordEvent } from '../audit';
import { createGunzip } from 'node:zlib';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { extract as createExtract } from 'tar-stream';
import { executeRows, getDb, type Database } from '~/db/client';
import { migrationNames } from '~/db/migrate';
import { AppError } from '../errors';
import { deleteImages, listImageKeys, writeImageEntry } from '../photos/image-store';
import { BACKUP_FORMAT, BACKUP_TABLES, BACKUP_VERSION, MANIFEST_ENTRY, type Manifest } from './tables';

export interface RestoreReport {
  rows: Record<string, number>;
  photos: number;
}

interface Entry {
  name: string;
  bytes: Buffer;
}

async function* entriesOf(archive: Readable): AsyncGenerator<Entry> {
  const extract = createExtract();
  const gunzip = createGunzip();
  // A damaged or foreign file fails in gunzip or tar: say so in words, whichever stream noticed.
  gunzip.on('error', (error) => extract.destroy(error));
  archive.pipe(gunzip).pipe(extract);
  try {
    for await (const entry of extract) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      yield { name: entry.header.name, bytes: Buffer.concat(chunks) };
    }
  } catch (error) {
    throw new AppError('invalid', `This file is not a backup of this site, or it is damaged (${(error as Error).message}).`);
  }
}

function checkManifest(entry: Entry | undefined): void {
  const manifest = entry?.name === MANIFEST_ENTRY ? (JSON.parse(entry.bytes.toString()) as Partial<Manifest>) : null;
  if (manifest?.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION) {
    throw new AppError('invalid', 'This file is not a backup of this site (no backup.json of a known version at its start).');
  }
  const known = new Set(migrationNames());
  const newer = (manifest.migrations ?? []).filter((name) => !known.has(name));
  if (newer.length > 0) {
    throw new AppError(
      'invalid',
      `This backup was made by a newer version of the site (migration ${newer.join(', ')}). Update the code first.`,
    );
  }
}

/** Tables and photos that already hold something: a restore would mix two sites. */
export async function describeNonEmptyTarget(): Promise<string[]> {
  const found: string[] = [];
  for (const { name } of BACKUP_TABLES.filter((t) => !t.isSeededByMigrations)) {
    const [row] = await executeRows<{ n: number }>(getDb(), sql`select count(*)::int as n from ${sql.identifier(name)}`);
    if (row && row.n > 0) found.push(`${name} (${row.n} ${row.n === 1 ? 'row' : 'rows'})`);
  }
  const photos = (await listImageKeys()).length;
  if (photos > 0) found.push(`photos (${photos})`);
  return found;
}

async function emptyTarget(tx: Database): Promise<void> {
  const names = BACKUP_TABLES.map(({ name }) => sql.identifier(name));
  await tx.execute(sql`truncate ${sql.join(names, sql`, `)} restart identity cascade`);
}

async function insertPage(tx: Database, table: string, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = await executeRows<{ name: string; isGenerated: boolean }>(
    tx,
    sql`select column_name as name, is_generated = 'ALWAYS' as "isGenerated"
        from information_schema.columns where table_schema = 'public' and table_name = ${table}`,
  );
  const known = new Set(columns.map((c) => c.name));
  const unknown = Object.keys(rows[0]!).filter((name) => !known.has(name));
  if (unknown.length > 0) throw new AppError('invalid', `The backup's ${table} has columns this database lacks: ${unknown.join(', ')}`);
  // Generated columns (availability_alerts.email_key) are computed again, never written.
  const generated = new Set(columns.filter((c) => c.isGenerated).map((c) => c.name));
  const names = Object.keys(rows[0]!).filter((name) => !generated.has(name));
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  // Columns a backup from an older version lacks take their defaults.
  await tx.execute(
    sql`insert into ${sql.identifier(table)} (${list}) overriding system value
        select ${list} from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::json)`,
  );
}

async function continueIdentities(tx: Database): Promise<void> {
  for (const { name, key } of BACKUP_TABLES.filter((t) => t.hasIdentity)) {
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${name}, ${key}), coalesce(max(${sql.identifier(key)}), 0) + 1, false) from ${sql.identifier(name)}`,
    );
  }
}

/** Who restores a backup: the operator at the command line (docs/OPERATIONS.md, Backups). */
const RESTORE_COMMAND = { userId: null, name: 'npm run restore' };

const TABLE_PAGE = /^tables\/([a-z_]+)\/\d+\.json$/;
const PHOTO = /^photos\/([^/]+?)(\.metadata\.json)?$/;

export async function restoreBackup(archive: Readable, { force = false } = {}): Promise<RestoreReport> {
  const entries = entriesOf(archive);
  checkManifest((await entries.next()).value || undefined);
  const occupied = await describeNonEmptyTarget();
  if (occupied.length > 0 && !force) {
    throw new AppError(
      'conflict',
      `The target is not empty: ${occupied.join(', ')}. Restore into an empty one, or pass --force to replace it.`,
    );
  }
  const report: RestoreReport = { rows: {}, photos: 0 };
  const tableNames = new Set(BACKUP_TABLES.map((t) => t.name));
  // The migrations' own rows give way to the backup's (once, before its first page of them).
  const seededToReplace = new Set(BACKUP_TABLES.filter((t) => t.isSeededByMigrations).map((t) => t.name));

  // Tables: one transaction, ended by the first photo entry (or the end of the archive).
  let next = await entries.next();
  await getDb().transaction(async (tx) => {
    // Triggers that derive rows (status history, alert matches) stand aside: the backup has them.
    await tx.execute(sql`select set_config('app.restoring', 'on', true)`);
    if (force) await emptyTarget(tx);
    for (; !next.done; next = await entries.next()) {
      const table = TABLE_PAGE.exec(next.value.name)?.[1];
      if (!table) break;
      if (!tableNames.has(table)) throw new AppError('invalid', `The backup has a table this site does not know: ${table}`);
      const rows = JSON.parse(next.value.bytes.toString()) as Record<string, unknown>[];
      if (seededToReplace.delete(table)) await tx.execute(sql`delete from ${sql.identifier(table)} where true`);
      await insertPage(tx, table, rows);
      report.rows[table] = (report.rows[table] ?? 0) + rows.length;
    }
    await continueIdentities(tx);
    // The restored log gains its own line, with the tables (`npm run restore` runs on the server, signed in as nobody).
    const tables = Object.values(report.rows).reduce((sum, count) => sum + count, 0);
    await recordEvent(
      RESTORE_COMMAND,
      { event: 'backup-restore', detail: `${tables} rows${force ? ', replacing what was there' : ''}` },
      tx,
    );
  });

  if (force) await deleteImages(await listImageKeys());
  let metadata: Record<string, unknown> = {};
  for (; !next.done; next = await entries.next()) {
    const [, key, isMetadata] = PHOTO.exec(next.value.name) ?? [];
    if (!key) throw new AppError('invalid', `Unexpected entry in the backup: ${next.value.name}`);
    if (isMetadata) {
      metadata = JSON.parse(next.value.bytes.toString()) as Record<string, unknown>;
      continue;
    }
    const { buffer, byteOffset, byteLength } = next.value.bytes;
    await writeImageEntry(key, { bytes: buffer.slice(byteOffset, byteOffset + byteLength) as ArrayBuffer, metadata });
    metadata = {};
    report.photos += 1;
  }
  return report;
}
