// `npm start`: the whole site on one port, offline, on the embedded database.
// Data folder: DATA_DIR (default .netlify). Port: PORT (default 8888).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeDatabase } from '~/db/client';
import { DEV_ADMIN_PASSWORD } from '~/db/seed-data';
import { reportBuildFailed, reportBuildStarted, reportBuildSucceeded } from '~/src/server/publish-status';
import { exitOnLocalDataError } from './lib/data-folder-lock';
import { startLocalData } from './lib/local-data';
import { applyLocalEnv } from './lib/local-env';
import { startLocalServer } from './lib/local-server';
import { prepareLocalData } from './lib/prepare-data';
import { startScheduledFunctions } from './lib/scheduled-functions';
import { createSiteBuilder } from './lib/site-builder';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.resolve(projectRoot, process.env['DATA_DIR'] ?? '.netlify');
const port = Number(process.env['PORT'] ?? 8888);
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

const data = await startLocalData(dataDir).catch(exitOnLocalDataError);
await applyLocalEnv(dataDir, port);
const { appliedMigrations, seeded } = await prepareLocalData(data);
console.log(
  `Database ready in ${path.relative(projectRoot, dataDir)}/ (${appliedMigrations.length} migration(s) applied, ${seeded ? 'demo data seeded' : 'existing data kept'}) at ${seconds()}`,
);

// Each build tells the admin's publish status when it started and how it ended (decision 040).
const site = createSiteBuilder({
  projectRoot,
  dataDir,
  reporter: { started: () => reportBuildStarted(), succeeded: reportBuildSucceeded, failed: reportBuildFailed },
});
await site.build();
const server = await startLocalServer({
  projectRoot,
  port,
  siteDir: site.siteDir,
  onBuildHook: () => void site.requestBuild().catch(() => {}),
});

const stopSchedules = await startScheduledFunctions(path.join(projectRoot, 'functions'));

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
