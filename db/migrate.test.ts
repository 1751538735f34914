import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations } from '@netlify/database-dev';
import { unmatchedInquiriesReport } from '~/scripts/lib/unmatched-inquiries';
import { startEmptyDatabase, type EmptyDatabase } from '~/tests/helpers/test-platform';
import { migrateDatabase, migrationNames, migrationsDirectory } from './migrate';

// On each test project's database: PGlite (the emulation) and PostgreSQL 17 (Netlify DB's).
describe('migrations', () => {
  let database: EmptyDatabase;
  beforeAll(async () => {
    database = await startEmptyDatabase();
  });
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
      'activity_log',
      'admin_users',
      'alert_matches',
      'availability_alerts',
      'buildings',
      'drafts',
      'gallery_images',
      'inquiries',
      'inquiry_events',
      'inquiry_replies',
      'listing_view_visitors',
      'listing_views',
      'passkeys',
      'photo_details',
      'rate_limit_buckets',
      'reply_templates',
      'revisions',
      'sessions',
      'site_changes',
      'site_content',
      'site_rebuilds',
      'staff_tokens',
      'team_settings',
      'unit_status_changes',
      'units',
      'webauthn_challenges',
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

  // A database migrated only up to an older migration, with rows of that time; made empty again
  // for each test (one database started, not one per test: a PGlite start takes seconds).
  let older: EmptyDatabase;
  beforeAll(async () => {
    older = await startEmptyDatabase();
  });
  afterAll(() => older.stop());

  it('abuse_limits gives existing alerts their mailbox and keeps one unconfirmed alert per mailbox, the newest', async () => {
    await older.reset();
    const names = migrationNames();
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
  });
  it('inquiry_unit_id links each existing inquiry to the unit its text names, by the best match, and reports the rest', async () => {
    await older.reset();
    const names = migrationNames();
    const unitIdMigration = names.indexOf('0015_inquiry_unit_id');
    await applyMigrations(older, migrationsDirectory, names[unitIdMigration - 1]);
    await older.exec(`insert into buildings (id, name, address) overriding system value values
      (1, 'Dry Dock', '21 Drydock Avenue'), (2, 'Harborview', '88 Black Falcon Avenue')`);
    await older.exec(`insert into units (id, building_id, unit_number, type, square_footage, address) overriding system value values
      (10, 1, '210', 'office', 2450, null),
      (11, 1, '118', 'office', 1200, '21 Drydock Avenue'),
      (12, 2, '210', 'warehouse', 7200, '88 Black Falcon Avenue'),
      (13, 2, '101', 'distribution', 12000, null),
      (14, 1, '300', 'flex', 900, null)`);
    await older.exec('update units set deleted_at = now() where id = 14');
    const texts: [string | null, number | null][] = [
      ['21 Drydock Avenue - Unit 118 - Office (1,200 sq ft)', 11], // the label exactly
      ['Unit 210 - Office (2,450 sq ft)', 10], // the label of a unit with no address of its own
      ['21 Drydock Avenue - Unit 210 - Office (2,450 sq ft)', 10], // ... or with its building's
      ['88 Black Falcon Avenue - Unit 210 - Warehouse (9,999 sq ft)', 12], // resized since: the address decides
      ['Unit 210', null], // two buildings have a 210: not guessed
      ['  unit 118 ', 11], // the contact link's form, the only 118
      ['88 Black Falcon Avenue - Unit 101 - Distribution Center (12,000 sq ft)', 13],
      ['Unit 300', 14], // in the Trash: still that unit
      ['Something else entirely', null],
      ['', null],
      [null, null],
    ];
    for (const [i, [listing]] of texts.entries()) {
      await older.query(
        `insert into inquiries (id, first_name, last_name, email, listing, message) overriding system value values ($1, 'A', 'B', 'a@b.example', $2, 'A message of some length')`,
        [i + 1, listing],
      );
    }

    const applied = await migrateDatabase(older);
    expect(applied).toEqual(names.slice(unitIdMigration));
    const { rows } = await older.query<{ id: number; unit_id: number | null; listing: string | null }>(
      'select id, unit_id, listing from inquiries order by id',
    );
    expect(rows).toEqual(texts.map(([listing, unitId], i) => ({ id: i + 1, unit_id: unitId, listing })));
    expect(await unmatchedInquiriesReport(older, applied)).toBe(
      [
        '2 inquiries name a unit that could not be matched; they keep their text and count for no unit:',
        '  #5: Unit 210',
        '  #9: Something else entirely',
      ].join('\n'),
    );
    expect(await unmatchedInquiriesReport(older, [])).toBeNull();

    // 'Delete forever' purges the unit: its inquiries stay, with their text and no unit.
    await older.exec('delete from units where id = 14');
    const { rows: kept } = await older.query('select unit_id, listing from inquiries where id = 8');
    expect(kept).toEqual([{ unit_id: null, listing: 'Unit 300' }]);
  });
});
