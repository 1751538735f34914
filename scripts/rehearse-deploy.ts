// `npm run rehearse:deploy`: what Netlify does on deploy, offline. Starts a local database with
// the demo data (Netlify provides NETLIFY_DB_URL during builds), runs `netlify build --offline`
// with the Netlify CLI at NETLIFY_CLI (CI installs it; it is not a project dependency), then opens
// every function bundle it produced in a clean folder, with only what its zip carries, and asks
// them what a visitor and the signed-in leasing team ask: every route of every function, each
// answer checked (scripts/lib/rehearsal-requests.ts).
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { closeDatabase } from '~/db/client';
import { createBundleSession, type Bundle, type BundleHandler } from './lib/bundle-session';
import { startLocalData } from './lib/local-data';
import { prepareLocalData } from './lib/prepare-data';
import { askEveryFunction } from './lib/rehearsal-requests';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const netlify = process.env['NETLIFY_CLI'] ?? 'netlify';

interface ManifestFunction {
  name: string;
  path: string;
  routes?: { pattern: string }[];
}

const scratch = await mkdtemp(path.join(tmpdir(), 'deploy-rehearsal-'));
// What Netlify's environment gives the functions; the e-mails go to a folder the rehearsal reads.
const adminPassword = randomBytes(12).toString('base64url');
process.env['ADMIN_PASSWORD'] = adminPassword;
process.env['JWT_SECRET'] = randomBytes(32).toString('hex');
process.env['DEPLOY_WEBHOOK_SECRET'] = randomBytes(32).toString('hex');
const outboxDir = path.join(scratch, 'outbox');
process.env['OUTBOX_DIR'] = outboxDir;
const data = await startLocalData(path.join(scratch, 'data'), 'npm run rehearse:deploy');
await prepareLocalData(data);
await closeDatabase();
const failures: string[] = [];
try {
  // Asynchronously: this process serves the database the build reads.
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    const build = spawn(netlify, ['build', '--offline'], { cwd: projectRoot, stdio: 'inherit', env: process.env });
    build.on('error', reject);
    build.on('exit', resolve);
  });
  if (exitCode !== 0) throw new Error(`netlify build --offline failed (exit ${exitCode})`);

  const manifest = JSON.parse(await readFile(path.join(projectRoot, '.netlify/functions/manifest.json'), 'utf8')) as {
    functions: ManifestFunction[];
  };
  if (manifest.functions.length === 0) failures.push('no function bundles');
  const bundles: Bundle[] = [];
  for (const fn of manifest.functions) {
    const folder = path.join(scratch, 'bundles', fn.name);
    execFileSync('python3', ['-m', 'zipfile', '-e', fn.path, folder]);
    const module = (await import(pathToFileURL(path.join(folder, 'functions', `${fn.name}.mjs`)).href)) as { default: BundleHandler };
    bundles.push({ name: fn.name, handler: module.default, patterns: (fn.routes ?? []).map((route) => route.pattern) });
  }

  const session = createBundleSession(bundles);
  await askEveryFunction(session, { adminPassword, outboxDir, projectRoot });
  failures.push(...session.failures);
  for (const route of session.unasked()) failures.push(`${route}: no request reached it`);
} catch (error) {
  console.error(error);
  failures.push('the build');
}
// The bundles hold database pools of their own that nothing can close: end here, leaving nothing.
await rm(scratch, { recursive: true, force: true });
if (failures.length > 0) {
  console.error(`\nDeploy rehearsal failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('Deploy rehearsal passed: the site built, and every route of every function bundle answered as it should.');
process.exit(0);
