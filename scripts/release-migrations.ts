// `npm run db:release`: once a production deploy has applied new migrations, records every
// migration in db/migrations/ as released (db/released-migrations.sha256, committed). From then on
// db/migration-rules.test.ts fails if one of them is edited, removed or overtaken (decision 047).
import { readFile, writeFile } from 'node:fs/promises';
import { migrationsDirectory } from '~/db/migrate';
import { formatReleased, migrationProblems, parseReleased, readMigrationsFolder, releasedListPath } from '~/db/migration-rules';

const releasedList = await readFile(releasedListPath, 'utf8').catch(() => '');
const problems = await migrationProblems(migrationsDirectory, releasedList);
if (problems.length > 0) {
  console.error(`Not recorded: the migrations break Netlify's rules.\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
const { migrations } = await readMigrationsFolder(migrationsDirectory);
const known = new Set(parseReleased(releasedList).map((migration) => migration.name));
const added = migrations.filter((migration) => !known.has(migration.name)).map((migration) => migration.name);
await writeFile(releasedListPath, formatReleased(migrations));
console.log(added.length > 0 ? `Released: ${added.join(', ')}. Commit db/released-migrations.sha256.` : 'Nothing new to release.');
