// `npm run backup -- <file>`: every table and every photo into one .tar.gz (docs/OPERATIONS.md, Backups).
import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createBackup } from '~/src/server/backup/create-backup';
import { openDataSource } from './platform/data-source';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run backup -- <file.tar.gz>');
  process.exit(1);
}
const source = await openDataSource('npm run backup');
try {
  await pipeline(createBackup(), createWriteStream(file));
  console.log(`Backed up ${source.description} to ${file} (${((await stat(file)).size / 1e6).toFixed(1)} MB).`);
} finally {
  await source.stop();
}
