// `npm run dev` runs this first: migrate and seed the local data folder, then hand it over to
// `astro dev`, whose Netlify plugin opens the same `.netlify/db` and `.netlify/blobs-serve`.
import path from 'node:path';
import { closeDatabase } from '../db/client';
import { startLocalData } from './lib/local-data';
import { prepareLocalData } from './lib/prepare-data';

const data = await startLocalData(path.resolve('.netlify'));
const { appliedMigrations, seeded } = await prepareLocalData(data);
console.log(`Local data ready: ${appliedMigrations.length} migration(s) applied${seeded ? ', demo data seeded' : ''}.`);
await closeDatabase();
await data.stop();
