// db/migrations/ keeps the rules Netlify Database enforces on deploy (decision 047), and the check
// catches each way of breaking them, shown on the fixtures in tests/fixtures/migrations/.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationNames, migrationsDirectory } from './migrate';
import { migrationProblems, parseReleased, releasedListPath } from './migration-rules';

const fixtures = path.resolve('tests/fixtures/migrations');
const fixtureReleased = () => readFile(path.join(fixtures, 'released.sha256'), 'utf8');
const problemsOf = async (fixture: string) => migrationProblems(path.join(fixtures, fixture), await fixtureReleased());

describe('db/migrations/', () => {
  it('breaks none of the rules against the released list', async () => {
    expect(await migrationProblems(migrationsDirectory, await readFile(releasedListPath, 'utf8'))).toEqual([]);
  });

  it('has released every migration in order: the list is the start of the journal', async () => {
    const released = parseReleased(await readFile(releasedListPath, 'utf8')).map((migration) => migration.name);
    expect(released.length).toBeGreaterThan(0);
    expect(migrationNames().slice(0, released.length)).toEqual(released);
  });
});

describe('the migration rules', () => {
  it.each([
    ['the released migrations themselves', 'released'],
    ['a new migration numbered above the highest released', 'added'],
    ['a released migration moved, unchanged, into <name>/migration.sql', 'folder-layout'],
  ])('pass %s', async (_, fixture) => {
    expect(await problemsOf(fixture)).toEqual([]);
  });

  it('fail on an edited released migration', async () => {
    expect(await problemsOf('edited')).toEqual(['migration "0003_add_colour" has been modified after being released']);
  });

  it('fail on a removed released migration', async () => {
    expect(await problemsOf('removed')).toEqual(['migration "0003_add_colour" has been removed after being released']);
  });

  it('fail on a new migration numbered below the highest released', async () => {
    expect(await problemsOf('out-of-order')).toEqual([
      'new migration "0002_add_size" is numbered at or below the highest released one, "0003_add_colour"',
    ]);
  });

  it('fail on names Netlify would skip and on a folder without its migration.sql', async () => {
    expect((await problemsOf('bad-names')).toSorted()).toEqual([
      '"0004_AddSize.sql" is not named <number>_<slug> (lowercase letters, digits, - and _): Netlify would skip it',
      '"0005_add_weight/migration.sql" is missing',
      '"add_index.sql" is not named <number>_<slug> (lowercase letters, digits, - and _): Netlify would skip it',
    ]);
  });

  it('fail on two migrations with one number', async () => {
    expect(await problemsOf('duplicate-number')).toEqual([
      'migration number 4 is used more than once: 0004_add_size.sql, 04_add_price.sql',
    ]);
  });

  it('fail when numbers of different widths sort differently as text', async () => {
    expect(await problemsOf('uneven-widths')).toEqual([
      'migration numbers sort differently as text and as numbers (0001_create_things, 0003_add_colour, 10_add_price, 9_add_size): give them the same width',
    ]);
  });
});
