import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NetlifyDB } from '@netlify/database-dev';
import { migrateDatabase, migrationNames, migrationsDirectory } from './migrate';

describe('migrations', () => {
  const database = new NetlifyDB();
  beforeAll(() => database.start());
  afterAll(() => database.stop());

  it('are listed in the journal every bundle embeds, exactly as the folder holds them', async () => {
    const files = (await readdir(migrationsDirectory)).filter((file) => file.endsWith('.sql')).sort();
    expect(migrationNames().map((name) => `${name}.sql`)).toEqual(files);
  });

  it('create every table on an empty database, once', async () => {
    const applied = await migrateDatabase(database);
    expect(applied).toEqual(migrationNames());
    expect(applied.length).toBeGreaterThanOrEqual(3);

    const { rows } = await database.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
    );
    expect(rows.map((r) => r.table_name)).toEqual([
      'admin_users',
      'alert_matches',
      'availability_alerts',
      'buildings',
      'gallery_images',
      'inquiries',
      'inquiry_events',
      'listing_views',
      'rate_limit_buckets',
      'sessions',
      'site_rebuilds',
      'unit_status_changes',
      'units',
    ]);

    expect(await migrateDatabase(database)).toEqual([]);
  });

  it('enforce the rules the schema declares', async () => {
    await database.exec("insert into buildings (name, address) values ('B', '1 A St')");
    await expect(database.exec("insert into buildings (name, address, building_class) values ('X', 'Y', 'D')")).rejects.toThrow(
      /buildings_class_check/,
    );
    await expect(
      database.exec(
        "insert into units (building_id, unit_number, type, square_footage, status) select id, '1', 'office', 100, 'sold' from buildings",
      ),
    ).rejects.toThrow(/units_status_check/);
    await expect(
      database.exec("insert into units (building_id, unit_number, type, square_footage) values (999, '1', 'office', 100)"),
    ).rejects.toThrow(/building 999 is not live/);
  });

  it('keep every live unit in a live building (the Trash)', async () => {
    await database.exec("insert into buildings (name, address) values ('Trash Guard', '2 A St')");
    const building = "(select id from buildings where name = 'Trash Guard')";
    await database.exec(
      `insert into units (building_id, unit_number, type, square_footage) select id, 'G1', 'office', 100 from buildings where name = 'Trash Guard'`,
    );
    await expect(database.exec(`update buildings set deleted_at = now() where id = ${building}`)).rejects.toThrow(/still has live units/);
    await database.exec("update units set deleted_at = now() where unit_number = 'G1'");
    await database.exec(`update buildings set deleted_at = now() where id = ${building}`);
    await expect(database.exec("update units set deleted_at = null where unit_number = 'G1'")).rejects.toThrow(/is not live/);
    await expect(
      database.exec(
        `insert into units (building_id, unit_number, type, square_footage) select id, 'G2', 'office', 100 from buildings where name = 'Trash Guard'`,
      ),
    ).rejects.toThrow(/is not live/);
  });
});
