// `npm run restore -- <file> [--force]`: loads a backup into an empty database and photo store,
// keeping ids; refuses a non-empty target unless --force (which replaces everything in it).
import { createReadStream } from 'node:fs';
import { parseArgs } from 'node:util';
import { restoreBackup } from '~/src/server/backup/restore-backup';
import { AppError } from '~/src/server/errors';
import { openDataSource } from './platform/data-source';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
const file = positionals[0];
if (!file) {
  console.error('Usage: npm run restore -- <file.tar.gz> [--force]');
  process.exit(1);
}
const source = await openDataSource('npm run restore');
try {
  const report = await restoreBackup(createReadStream(file), { force: values.force });
  const rows = Object.entries(report.rows).map(([table, count]) => `${table} ${count}`);
  console.log(`Restored ${file} into ${source.description}: ${rows.join(', ') || 'no rows'}; ${report.photos} photo(s).`);
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await source.stop();
}
