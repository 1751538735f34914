import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, NetlifyDB } from '@netlify/database-dev';
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
      'listing_view_visitors',
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

  it('abuse_limits gives existing alerts their mailbox and keeps one unconfirmed alert per mailbox, the newest', async () => {
    const older = new NetlifyDB();
    await older.start();
    try {
      const names = await migrationNames();
      const abuseLimits = names.findIndex((name) => name.endsWith('_abuse_limits'));
      await applyMigrations(older, migrationsDirectory, names[abuseLimits - 1]);
      await older.exec(`insert into availability_alerts (email, token, created_at, confirmed_at) values
        ('Ann+old@Example.com', 't1', now() - interval '3 days', null),
        ('ann@example.com ', 't2', now() - interval '1 day', null),
        ('ANN+x@example.com', 't3', now() - interval '2 days', now()),
        ('bob@example.com', 't4', now(), null)`);
      expect(await migrateDatabase(older)).toEqual(names.slice(abuseLimits));
      const { rows } = await older.query<{ token: string; email_key: string; pending: boolean }>(
        'select token, email_key, (confirmed_at is null and unsubscribed_at is null) as pending from availability_alerts order by token',
      );
      expect(rows).toEqual([
        { token: 't1', email_key: 'ann@example.com', pending: false },
        { token: 't2', email_key: 'ann@example.com', pending: true },
        { token: 't3', email_key: 'ann@example.com', pending: false },
        { token: 't4', email_key: 'bob@example.com', pending: true },
      ]);
    } finally {
      await older.stop();
    }
  });
});
