// `npm run dev`: `astro dev` (hot reload, functions through Netlify's Vite plugin) on the local
// data folder. Standalone it opens the folder itself, as `npm start` does. Under `netlify dev`
// (its [dev] command) netlify-cli already serves the folder's database and blobs: this uses
// them over their sockets and never opens the folder a second time.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { closeDatabase } from '../db/client';
import { exitOnLocalDataError } from './lib/data-folder-lock';
import { connectToRunningData, startLocalData } from './lib/local-data';
import { applyLocalEnv } from './lib/local-env';
import { prepareLocalData } from './lib/prepare-data';

const underNetlifyDev = process.env['NETLIFY_DEV'] === 'true';
const dataDir = path.resolve(process.env['DATA_DIR'] ?? '.netlify');

const data = await (underNetlifyDev ? connectToRunningData(dataDir) : startLocalData(dataDir, 'npm run dev')).catch(exitOnLocalDataError);
if (!underNetlifyDev) await applyLocalEnv(dataDir);
const { appliedMigrations, seeded } = await prepareLocalData(data);
await closeDatabase();
console.log(`Local data ready: ${appliedMigrations.length} migration(s) applied${seeded ? ', demo data seeded' : ''}.`);
if (underNetlifyDev) await data.stop();

const astro = spawn(process.execPath, [path.resolve('node_modules/astro/bin/astro.mjs'), 'dev', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
});
const stop = () => astro.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
astro.on('exit', (code) => {
  void (underNetlifyDev ? Promise.resolve() : data.stop()).then(() => process.exit(code ?? 0));
});
