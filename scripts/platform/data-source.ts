// Where `npm run backup` / `npm run restore` read and write: production when NETLIFY_DB_URL is set
// (with NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN for its Blobs), else the local data folder
// (DATA_DIR, default .netlify), opened here and brought up to date.
import path from 'node:path';
import { setEnvironmentContext } from '@netlify/blobs';
import { closeDatabase } from '~/db/client';
import { migrateDatabase } from '~/db/migrate';
import { exitOnLocalDataError } from './data-folder-lock';
import { startLocalData } from './local-data';

export interface DataSource {
  description: string;
  stop(): Promise<void>;
}

function productionSource(): DataSource {
  const siteID = process.env['NETLIFY_SITE_ID'];
  const token = process.env['NETLIFY_AUTH_TOKEN'];
  if (!siteID || !token) {
    console.error('With NETLIFY_DB_URL (production), also set NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN for the photos in Netlify Blobs.');
    process.exit(1);
  }
  setEnvironmentContext({ siteID, token });
  return { description: `production (site ${siteID})`, stop: closeDatabase };
}

export async function openDataSource(holder: string): Promise<DataSource> {
  if (process.env['NETLIFY_DB_URL']) return productionSource();
  const dataDir = path.resolve(process.env['DATA_DIR'] ?? '.netlify');
  const data = await startLocalData(dataDir, holder).catch(exitOnLocalDataError);
  await migrateDatabase(data.database);
  return {
    description: `the local data folder ${path.relative(process.cwd(), dataDir) || '.'}/`,
    async stop() {
      await closeDatabase();
      await data.stop();
    },
  };
}
