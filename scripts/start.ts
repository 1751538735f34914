// `npm start`: the whole site on one port, offline, on the embedded database. On a new data folder
// the demo photos are drawn while the database opens; the functions and the local server load
// while the site builds (in its own process); a restart with nothing changed serves the last build
// again. Data folder: DATA_DIR (default .netlify). Port: PORT (default 8888).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeDatabase } from '~/db/client';
import { DEV_ADMIN_PASSWORD } from '~/db/seed-data';
import { reportBuildFailed, reportBuildStarted, reportBuildSucceeded } from '~/src/server/publish-status';
import { drawDemoPhotos } from './lib/seed';
import { exitOnLocalDataError } from './platform/data-folder-lock';
import { isNewDatabase, startLocalData } from './platform/local-data';
import { applyLocalEnv } from './platform/local-env';
import { currentBuildKey, isBuildCurrent, recordBuildKey } from './platform/build-key';
import { createFunctionRouter } from './platform/function-router';
import { prepareLocalData } from './platform/prepare-data';
import { createSiteBuilder } from './platform/site-builder';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.resolve(projectRoot, process.env['DATA_DIR'] ?? '.netlify');
const port = Number(process.env['PORT'] ?? 8888);
/** Since this process started, its imports included. */
const seconds = () => `${process.uptime().toFixed(1)} s`;

// sharp draws on its own threads while this one opens the database and migrates it.
const photos = (await isNewDatabase(dataDir)) ? drawDemoPhotos() : undefined;
photos?.catch(() => {}); // its failure is reported where the seed awaits it
const data = await startLocalData(dataDir).catch(exitOnLocalDataError);
await applyLocalEnv(dataDir, port);
const { appliedMigrations, seeded } = await prepareLocalData(data, photos);
console.log(
  `Database ready in ${path.relative(projectRoot, dataDir)}/ (${appliedMigrations.length} migration(s) applied, ${seeded ? 'demo data seeded' : 'existing data kept'}) at ${seconds()}`,
);

// Loaded from now on, while the site builds: every function, and the server with Netlify's
// emulation (@netlify/dev, seconds to import). The server waits for both.
const router = createFunctionRouter({ functionsDir: path.join(projectRoot, 'functions') });
const functionsLoaded = router.functions();
const serverModules = Promise.all([import('./platform/local-server'), import('./platform/scheduled-functions')]);

// Each build tells the admin's publish status when it started and how it ended (decision 040),
// and records the inputs it started from, so a restart with none changed skips it.
let startedKey: string | undefined;
const site = createSiteBuilder({
  projectRoot,
  dataDir,
  // The functions call the hook only once their writes have been quiet for REBUILD_QUIET_MS
  // (decision 004), as on Netlify, whose hook builds at once: this only gathers calls that arrive
  // together. It was 750 ms, which every publish waited out on top of the quiet period.
  debounceMs: 100,
  reporter: {
    async started() {
      startedKey = await currentBuildKey(projectRoot);
      return reportBuildStarted();
    },
    async succeeded(startedAt) {
      await reportBuildSucceeded(startedAt);
      if (startedKey) await recordBuildKey(dataDir, startedKey);
    },
    failed: reportBuildFailed,
  },
});
if (await isBuildCurrent(dataDir, await currentBuildKey(projectRoot))) {
  console.log(`Site unchanged since its last build: serving it again (delete ${path.relative(projectRoot, dataDir)}/site to rebuild)`);
} else {
  await site.build();
}
const [{ startLocalServer }, { startScheduledFunctions }] = await serverModules;
console.log(`${(await functionsLoaded).length} functions loaded, site ready at ${seconds()}`);
const server = await startLocalServer({
  projectRoot,
  port,
  siteDir: site.siteDir,
  router,
  onBuildHook: () => void site.requestBuild().catch(() => {}),
});

const stopSchedules = await startScheduledFunctions(server.router);

console.log(`
  Leasing site ready in ${seconds()}: ${server.url}
  Admin panel: ${server.url}/admin  (user "admin", password ${process.env['ADMIN_PASSWORD'] ? 'from ADMIN_PASSWORD' : `"${DEV_ADMIN_PASSWORD}"`})
  Inquiry e-mails: ${process.env['SMTP_HOST'] ? `sent through ${process.env['SMTP_HOST']}` : `written to ${path.relative(projectRoot, process.env['OUTBOX_DIR'] ?? '')}/`}
`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  stopSchedules();
  await server.stop();
  await closeDatabase();
  await data.stop();
  process.exit(0);
}
// A local server outlives one failing request: log it loudly and keep serving.
process.on('uncaughtException', (error) => console.error('Unexpected error (the server keeps running):', error));
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
