// Backup and restore: seed → backup → restore into a fresh database and photo store → every row
// and every photo identical; a non-empty target is refused unless forced; the admin download
// streams the same archive and needs a session.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { createGzip } from 'node:zlib';
import { getTableName, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { pack } from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { executeRows, getDb } from '~/db/client';
import * as schema from '~/db/schema';
import { seedIfEmpty } from '~/scripts/lib/seed';
import { createBackup } from '~/src/server/backup/create-backup';
import { restoreBackup } from '~/src/server/backup/restore-backup';
import { BACKUP_TABLES, NOT_BACKED_UP } from '~/src/server/backup/tables';
import { AppError } from '~/src/server/errors';
import { api, signIn } from '../helpers/api';
import { snapshotData, type DataSnapshot } from '../helpers/data-snapshot';
import { startTestPlatform, type TestPlatform } from '../helpers/test-platform';

/**
 * The data after a restore, without the restore's own line in the activity log ('backup-restore',
 * by 'npm run restore'), which is checked to be there exactly once.
 */
async function restoredData(): Promise<DataSnapshot> {
  const { tables, photos } = await snapshotData();
  const isRestoreLine = (row: unknown) => (row as { event: string | null }).event === 'backup-restore';
  expect(tables['activity_log']!.filter(isRestoreLine)).toHaveLength(1);
  return { photos, tables: { ...tables, activity_log: tables['activity_log']!.filter((row) => !isRestoreLine(row)) } };
}

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'leasing-backup-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

async function withPlatform<T>(run: (platform: TestPlatform) => Promise<T>): Promise<T> {
  const platform = await startTestPlatform();
  try {
    return await run(platform);
  } finally {
    await platform.stop();
  }
}

describe('backup and restore', () => {
  it('holds every table of the schema', () => {
    const tables: PgTable[] = Object.values(schema as Record<string, unknown>).filter(
      (value): value is PgTable => value instanceof PgTable,
    );
    expect([...BACKUP_TABLES.map((t) => t.name), ...NOT_BACKED_UP].sort()).toEqual(tables.map((t) => getTableName(t)).sort());
    for (const { name, key } of BACKUP_TABLES) {
      const table = tables.find((t) => getTableName(t) === name)!;
      expect(getTableConfig(table).columns.find((c) => c.primary)?.name, name).toBe(key);
    }
  });

  it('round-trips the seeded site: every row and every photo identical, ids continue after the highest', { timeout: 120_000 }, async () => {
    const archive = path.join(folder, 'seeded.tar.gz');
    const before = await withPlatform(async ({ db }) => {
      await seedIfEmpty(db, { adminPassword: 'backup-test-password', isProduction: false });
      // Something in the Trash, an inquiry and an alert (its mailbox is a generated column), so
      // every kind of row is there.
      await executeRows(db, sql`update units set deleted_at = now() where id = (select max(id) from units)`);
      await executeRows(
        db,
        sql`insert into inquiries (first_name, last_name, email, message) values ('Ana', 'Lee', 'ana@example.com', 'A message of some length')`,
      );
      await executeRows(db, sql`insert into availability_alerts (email, token) values ('Ana+alerts@Example.com', 'backup-alert-token')`);
      await pipeline(createBackup(), createWriteStream(archive));
      return snapshotData();
    });
    expect(Object.keys(before.photos).length).toBeGreaterThan(10);
    expect(before.tables['units']!.length).toBe(20);

    await withPlatform(async () => {
      const report = await restoreBackup(createReadStream(archive));
      expect(report.photos).toBe(Object.keys(before.photos).length);
      expect(await restoredData()).toEqual(before);
      // A new record continues after the restored ids.
      const [created] = await executeRows<{ id: number }>(
        getDb(),
        sql`insert into buildings (name, address) values ('New', '1 New St') returning id`,
      );
      const highest = Math.max(...before.tables['buildings']!.map((row) => (row as { id: number }).id));
      expect(created!.id).toBe(highest + 1);
    });
  });

  it('refuses a non-empty target and changes nothing; --force replaces it', async () => {
    const archive = path.join(folder, 'small.tar.gz');
    const original = await withPlatform(async ({ db }) => {
      await executeRows(db, sql`insert into buildings (name, address) values ('Only Building', '1 Only St')`);
      await pipeline(createBackup(), createWriteStream(archive));
      return snapshotData();
    });

    await withPlatform(async ({ db }) => {
      await executeRows(db, sql`insert into buildings (name, address) values ('Someone Else', '9 Other St')`);
      const occupied = await snapshotData();
      const refused = await restoreBackup(createReadStream(archive)).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AppError);
      expect((refused as AppError).message).toMatch(/^The target is not empty: buildings \(1 row\)\. .*--force/);
      expect(await snapshotData()).toEqual(occupied);

      await restoreBackup(createReadStream(archive), { force: true });
      expect(await restoredData()).toEqual(original);
    });
  });

  it('refuses a file that is not a backup, and a backup from a newer version', async () => {
    await withPlatform(async () => {
      const notBackup = path.join(folder, 'not-a-backup.tar.gz');
      await pipeline(Readable.from([Buffer.from('hello')]), createGzip(), createWriteStream(notBackup));
      await expect(restoreBackup(createReadStream(notBackup))).rejects.toThrow(/not a backup of this site/);

      const newer = pack();
      const manifest = JSON.stringify({ format: 'southboston-leasing-backup', version: 1, createdAt: '', migrations: ['9999_future'] });
      newer.entry({ name: 'backup.json' }, manifest);
      newer.finalize();
      const file = path.join(folder, 'newer.tar.gz');
      await pipeline(newer, createGzip(), createWriteStream(file));
      await expect(restoreBackup(createReadStream(file))).rejects.toThrow('newer version of the site (migration 9999_future)');
    });
  });

  it('downloads the same archive from the admin, streamed, and only with a session', async () => {
    await withPlatform(async () => {
      expect((await api('GET', '/api/backup')).status).toBe(401);
      const { token } = await signIn();
      const response = await api('GET', '/api/backup', { token });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/gzip');
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="leasing-backup-.*\.tar\.gz"$/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const file = path.join(folder, 'downloaded.tar.gz');
      await pipeline(Readable.fromWeb(response.body! as NodeReadableStream), createWriteStream(file));
      const before = await snapshotData();
      await executeRows(getDb(), sql`truncate admin_users, sessions, rate_limit_buckets restart identity cascade`);
      await restoreBackup(createReadStream(file));
      // The download's own line in the activity log is written as the archive is read:
      // whether the archive holds it depends on which comes first, so it is left out on both sides.
      const withoutDownload = ({ tables, photos }: DataSnapshot): DataSnapshot => ({
        photos,
        tables: {
          ...tables,
          activity_log: tables['activity_log']!.filter((row) => (row as { action: string }).action !== 'backup.download'),
        },
      });
      expect(withoutDownload(await restoredData())).toEqual(withoutDownload(before));
    });
  });

  it('answers a failure before the archive starts with the JSON error shape; one part-way breaks the download off', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await withPlatform(async ({ db }) => {
      const { token } = await signIn();
      // 160 kB of hex that gzip cannot shrink much: the archive is streaming before its last table.
      await executeRows(
        db,
        sql`insert into buildings (name, address, description)
            select 'Big', '1 Big St', string_agg(md5(random()::text), '') from generate_series(1, 5000)`,
      );

      // Part-way: the last table cannot be read once the others have streamed.
      await executeRows(db, sql`alter table site_rebuilds rename to site_rebuilds_away`);
      const broken = await api('GET', '/api/backup', { token });
      expect(broken.status).toBe(200);
      const reading = (async () => {
        const reader = broken.body!.getReader();
        while (!(await reader.read()).done);
      })();
      // The download had started (200) and breaks off rather than ending as a valid-looking file.
      // How much of it arrives first depends on timing, not on the product: the error discards what
      // is still queued (on a loaded machine everything after gzip's 10-byte header; a fresh-clone
      // CI run showed it), so the count is not asserted.
      await expect(reading).rejects.toThrow();
      await executeRows(db, sql`alter table site_rebuilds_away rename to site_rebuilds`);

      // Before: the session cannot be checked.
      await executeRows(db, sql`alter table sessions rename to sessions_away`);
      const refused = await api('GET', '/api/backup', { token });
      expect(refused.status).toBe(500);
      expect(refused.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await refused.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
      await executeRows(db, sql`alter table sessions_away rename to sessions`);
    });
    log.mockRestore();
  });
});
