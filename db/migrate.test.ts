import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NetlifyDB } from '@netlify/database-dev';
import { migrateDatabase, migrationNames } from './migrate';

describe('migrations', () => {
  const database = new NetlifyDB();
  beforeAll(() => database.start());
  afterAll(() => database.stop());

  it('create every table on an empty database, once', async () => {
    const applied = await migrateDatabase(database);
    expect(applied).toEqual(await migrationNames());
    expect(applied.length).toBeGreaterThanOrEqual(3);

    const { rows } = await database.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
    );
    expect(rows.map((r) => r.table_name)).toEqual([
      'admin_users',
      'buildings',
      'gallery_images',
      'inquiries',
      'rate_limit_buckets',
      'sessions',
      'site_rebuilds',
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
    ).rejects.toThrow(/foreign key/);
  });
});
