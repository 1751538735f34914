// The rules Netlify Database holds the migrations folder to on deploy, checked before a deploy does
// (decision 047): names and numbers as netlify/build validates them, and no edit, removal or
// out-of-order addition of a migration once it is applied — here "released", the list committed in
// db/released-migrations.sha256 (`npm run db:release` writes it).
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `<number>_<slug>`, the pattern netlify/build copies (anything else it skips without a word). */
export const MIGRATION_NAME = /^\d+_[a-z0-9_-]+$/;

/** The released list beside the migrations folder. */
export const releasedListPath = path.join(path.dirname(fileURLToPath(import.meta.url)), 'released-migrations.sha256');

export interface Migration {
  /** '0006_trash' */
  name: string;
  /** Its SQL, relative to the folder: '0006_trash.sql', or '0006_trash/migration.sql' (the other layout Netlify takes). */
  file: string;
  sha256: string;
}

interface MigrationsFolder {
  migrations: Migration[];
  problems: string[];
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The number that orders a migration, as Netlify compares them ('0007' and '7' are the same). */
const numberOf = (name: string) => BigInt(/^\d+/.exec(name)?.[0] ?? '0');
const byNumber = (a: Migration, b: Migration) => Number(numberOf(a.name) - numberOf(b.name));

async function readMigration(directory: string, name: string, file: string): Promise<Migration | undefined> {
  const bytes = await readFile(path.join(directory, file)).catch(() => undefined);
  return bytes && { name, file, sha256: sha256(bytes) };
}

/**
 * The migrations a deploy would apply from `directory`, and what netlify/build or the migrator
 * would reject. A `.sql` file or a numbered folder whose name breaks the pattern is a problem too:
 * Netlify would skip it silently. Other folders (drizzle-kit's `meta/`) are not migrations.
 */
export async function readMigrationsFolder(directory: string): Promise<MigrationsFolder> {
  const migrations: Migration[] = [];
  const problems: string[] = [];
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const isFile = entry.isFile() && entry.name.endsWith('.sql');
    const isNumberedFolder = entry.isDirectory() && /^\d/.test(entry.name);
    if (!isFile && !isNumberedFolder) continue;
    const name = isFile ? entry.name.slice(0, -'.sql'.length) : entry.name;
    if (!MIGRATION_NAME.test(name)) {
      problems.push(`"${entry.name}" is not named <number>_<slug> (lowercase letters, digits, - and _): Netlify would skip it`);
      continue;
    }
    const migration = await readMigration(directory, name, isFile ? entry.name : path.join(entry.name, 'migration.sql'));
    if (migration) migrations.push(migration);
    else problems.push(`"${entry.name}/migration.sql" is missing`);
  }

  for (const [number, same] of Map.groupBy(migrations, (migration) => numberOf(migration.name))) {
    if (same.length > 1) problems.push(`migration number ${number} is used more than once: ${same.map((m) => m.file).join(', ')}`);
  }

  // Netlify applies them sorted by name; netlify-cli compares their numbers. Both must agree.
  const byName = migrations.toSorted((a, b) => (a.name < b.name ? -1 : 1));
  const byValue = byName.toSorted(byNumber);
  if (byName.some((migration, index) => migration !== byValue[index])) {
    problems.push(
      `migration numbers sort differently as text and as numbers (${byName.map((m) => m.name).join(', ')}): give them the same width`,
    );
  }
  return { migrations: byName, problems };
}

/** The released list's lines: `<sha256>  <file>`, the format of `sha256sum` (so `sha256sum -c` reads it too). */
export function formatReleased(migrations: Migration[]): string {
  return migrations.map((migration) => `${migration.sha256}  ${migration.file}\n`).join('');
}

export function parseReleased(text: string): Migration[] {
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const match = /^([0-9a-f]{64}) {2}(\S+)$/.exec(line);
      if (!match?.[1] || !match[2]) throw new Error(`Not a released-migrations line: "${line}"`);
      return { name: match[2].replace(/(\/migration)?\.sql$/, ''), file: match[2], sha256: match[1] };
    });
}

/**
 * What the folder does to the released migrations: an edited or removed one, or a new one numbered at
 * or below the highest released (the migrator has applied that one, so the new one could never run
 * in its place). Moving a migration between the two layouts, unchanged, is no change.
 */
export function releasedProblems(migrations: Migration[], released: Migration[]): string[] {
  const current = new Map(migrations.map((migration) => [migration.name, migration]));
  const problems = released.flatMap((old) => {
    const now = current.get(old.name);
    if (!now) return [`migration "${old.name}" has been removed after being released`];
    return now.sha256 === old.sha256 ? [] : [`migration "${old.name}" has been modified after being released`];
  });

  const releasedNames = new Set(released.map((migration) => migration.name));
  const highest = released.reduce<Migration | undefined>((top, m) => (!top || numberOf(m.name) > numberOf(top.name) ? m : top), undefined);
  if (!highest) return problems;
  for (const migration of migrations) {
    if (!releasedNames.has(migration.name) && numberOf(migration.name) <= numberOf(highest.name)) {
      problems.push(`new migration "${migration.name}" is numbered at or below the highest released one, "${highest.name}"`);
    }
  }
  return problems;
}

/** Every problem a deploy of `directory` would meet, given the released list's text. */
export async function migrationProblems(directory: string, releasedList: string): Promise<string[]> {
  const { migrations, problems } = await readMigrationsFolder(directory);
  return [...problems, ...releasedProblems(migrations, parseReleased(releasedList))];
}
