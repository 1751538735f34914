// `npm start`: the whole site on one port, offline, on the embedded database. The functions are
// imported while the site builds; a restart with nothing changed serves the last build again.
// Data folder: DATA_DIR (default .netlify). Port: PORT (default 8888).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeDatabase } from '~/db/client';
import { DEV_ADMIN_PASSWORD } from '~/db/seed-data';
import { reportBuildFailed, reportBuildStarted, reportBuildSucceeded } from '~/src/server/publish-status';
import { exitOnLocalDataError } from './platform/data-folder-lock';
import { startLocalData } from './platform/local-data';
import { applyLocalEnv } from './platform/local-env';
import { currentBuildKey, isBuildCurrent, recordBuildKey } from './platform/build-key';
import { createFunctionRouter } from './platform/function-router';
import { startLocalServer } from './platform/local-server';
import { prepareLocalData } from './platform/prepare-data';
import { startScheduledFunctions } from './platform/scheduled-functions';
import { createSiteBuilder } from './platform/site-builder';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.resolve(projectRoot, process.env['DATA_DIR'] ?? '.netlify');
const port = Number(process.env['PORT'] ?? 8888);
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

const data = await startLocalData(dataDir).catch(exitOnLocalDataError);
await applyLocalEnv(dataDir, port);
// Imported now, while the data is prepared and the site builds; the server waits for them.
const router = createFunctionRouter({ functionsDir: path.join(projectRoot, 'functions') });
const functionsLoaded = router.functions();
const { appliedMigrations, seeded } = await prepareLocalData(data);
console.log(
  `Database ready in ${path.relative(projectRoot, dataDir)}/ (${appliedMigrations.length} migration(s) applied, ${seeded ? 'demo data seeded' : 'existing data kept'}) at ${seconds()}`,
);

// Each build tells the admin's publish status when it started and how it ended (decision 040),
// and records the inputs it started from, so a restart with none changed skips it.
let startedKey: string | undefined;
const site = createSiteBuilder({
  projectRoot,
  dataDir,
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
