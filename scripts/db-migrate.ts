// `npm run db:migrate`: applies db/migrations to the local data folder (DATA_DIR, default
// .netlify). `npm start` does this by itself; on Netlify, deploys apply them (netlify.toml).
import path from 'node:path';
import { migrateDatabase } from '~/db/migrate';
import { exitOnLocalDataError } from './platform/data-folder-lock';
import { startLocalData } from './platform/local-data';
import { unmatchedInquiriesReport } from './lib/unmatched-inquiries';

const dataDir = path.resolve(process.env['DATA_DIR'] ?? '.netlify');
const data = await startLocalData(dataDir, 'npm run db:migrate').catch(exitOnLocalDataError);
try {
  const applied = await migrateDatabase(data.database);
  console.log(applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
  const report = await unmatchedInquiriesReport(data.database, applied);
  if (report) console.log(report);
} finally {
  await data.stop();
}
