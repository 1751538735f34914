// `npm run dev`: `astro dev` (hot reload, functions through Netlify's Vite plugin) on the local
// data folder. Standalone it opens the folder itself, as `npm start` does. Under `netlify dev`
// (its [dev] command) netlify-cli already serves the folder's database and blobs: this uses
// them over their sockets and never opens the folder a second time.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { holdPort } from './platform/hold-port';

const underNetlifyDev = process.env['NETLIFY_DEV'] === 'true';
const dataDir = path.resolve(process.env['DATA_DIR'] ?? '.netlify');
/** astro dev's port: netlify.toml's [dev] targetPort, unless ASTRO_PORT moves both (the netlify-cli smoke does). */
const ASTRO_PORT = Number(process.env['ASTRO_PORT'] ?? 4321);

// netlify-cli stops its [dev] command unless the port opens within about 15 s: hold it from the
// first moment, before the imports below (seconds on a cold machine), until astro dev takes it.
const heldPort = underNetlifyDev ? await holdPort(ASTRO_PORT) : undefined;
if (heldPort) console.log(`Preparing the local data; until astro dev starts, port ${ASTRO_PORT} answers 503.`);

const [{ closeDatabase }, { exitOnLocalDataError }, { connectToRunningData, startLocalData }, { applyLocalEnv }, { prepareLocalData }] =
  await Promise.all([
    import('~/db/client'),
    import('./platform/data-folder-lock'),
    import('./platform/local-data'),
    import('./platform/local-env'),
    import('./platform/prepare-data'),
  ]);

const data = await (underNetlifyDev ? connectToRunningData(dataDir) : startLocalData(dataDir, 'npm run dev')).catch(exitOnLocalDataError);
if (!underNetlifyDev) await applyLocalEnv(dataDir);
const { appliedMigrations, seeded } = await prepareLocalData(data);
await closeDatabase();
console.log(`Local data ready: ${appliedMigrations.length} migration(s) applied${seeded ? ', demo data seeded' : ''}.`);
if (underNetlifyDev) await data.stop();
await heldPort?.release();

const astro = spawn(
  process.execPath,
  [path.resolve('node_modules/astro/bin/astro.mjs'), 'dev', '--port', String(ASTRO_PORT), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  },
);
const stop = () => astro.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
astro.on('exit', (code) => {
  void (underNetlifyDev ? Promise.resolve() : data.stop()).then(() => process.exit(code ?? 0));
});
