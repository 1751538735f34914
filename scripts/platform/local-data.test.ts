import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { closeDatabase, withDefaultUser } from '~/db/client';
import { migrateDatabase, migrationNames } from '~/db/migrate';
import { runningDataAccess } from './data-folder-lock';
import { startLocalData } from './local-data';
import { prepareLocalData } from './prepare-data';

describe('the local data folder', () => {
  // A brand-new folder is made once (its database created on disk: seconds of PGlite's initdb);
  // each test starts from a copy of it, as from a folder `npm start` made and closed empty.
  let newFolder: string;
  const folders: string[] = [];
  beforeAll(async () => {
    newFolder = await mkdtemp(path.join(tmpdir(), 'leasing-new-'));
    folders.push(newFolder);
    await (await startLocalData(newFolder)).stop();
  }, 120_000); // initdb on disk: ~12 s under load, minutes when the machine is swamped
  afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));
  async function copyOfNewFolder(prefix: string): Promise<string> {
    const folder = await mkdtemp(path.join(tmpdir(), prefix));
    folders.push(folder);
    await cp(newFolder, folder, { recursive: true });
    return folder;
  }

  it('keeps data across restarts and never reseeds', async () => {
    const dataDir = await copyOfNewFolder('leasing-data-');
    const countUnits = async (data: Awaited<ReturnType<typeof startLocalData>>) =>
      (await data.database.query<{ n: number }>('select count(*)::int as n from units')).rows[0]?.n;

    const first = await startLocalData(dataDir);
    expect(await prepareLocalData(first)).toEqual({ appliedMigrations: migrationNames(), seeded: true });
    await first.database.exec("update units set description = 'edited by hand' where unit_number = '210'");
    const unitsBefore = await countUnits(first);
    await closeDatabase();
    await first.stop();

    const second = await startLocalData(dataDir);
    expect(await second.database.query("select description from units where unit_number = '210'")).toMatchObject({
      rows: [{ description: 'edited by hand' }],
    });
    expect(await countUnits(second)).toBe(unitsBefore);
    expect(await migrateDatabase(second.database)).toEqual([]);
    await second.stop();
  }, 60_000);

  it('refuses a second opener of the same folder, naming it and the holder, and opens again once released', async () => {
    const dataDir = await copyOfNewFolder('leasing-lock-');
    const first = await startLocalData(dataDir, 'npm start');
    await expect(startLocalData(dataDir, 'npm run dev')).rejects.toThrow(
      new RegExp(`The local database in .*${path.basename(dataDir)}/db/ is open in npm start \\(pid ${process.pid}\\)`),
    );
    await first.stop();
    const second = await startLocalData(dataDir, 'npm run dev');
    await second.stop();
  }, 60_000);

  it("tells another process how to reach the holder's database while it runs, and nothing once it stops", async () => {
    const dataDir = await copyOfNewFolder('leasing-access-');
    const data = await startLocalData(dataDir, 'npm start');
    await data.database.exec('create table reached (n int); insert into reached values (7)');
    const access = await runningDataAccess(dataDir);
    expect(access?.['NETLIFY_BLOBS_CONTEXT']).toBe(process.env['NETLIFY_BLOBS_CONTEXT']);
    const client = new pg.Client({ connectionString: withDefaultUser(access?.['NETLIFY_DB_URL'] ?? '') });
    await client.connect();
    expect((await client.query('select n from reached')).rows).toEqual([{ n: 7 }]);
    await client.end();
    await data.stop();
    expect(await runningDataAccess(dataDir)).toBeUndefined();
  }, 60_000);
});
