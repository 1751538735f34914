// `npm run rehearse:deploy`: what Netlify does on deploy, offline. Starts a local database with
// the demo data (Netlify provides NETLIFY_DB_URL during builds), runs `netlify build --offline`
// with the Netlify CLI at NETLIFY_CLI (CI installs it; it is not a project dependency), then opens
// every function bundle it produced in a clean folder, with only what its zip carries, and asks
// them what a visitor and the signed-in leasing team ask: every route of every function, each
// answer checked (scripts/deploy/lib/rehearsal-requests.ts). Last, it weighs every bundle and times its
// first answer from a cold Node process (median of 5, scripts/deploy/lib/bundle-metrics.ts): it fails when
// a bundle other than upload and gallery carries an image library or is over 5 MB zipped. The
// figures go to bench-results/bundles.json (docs/BENCHMARKS.md "Function bundles").
// COLD_ALONGSIDE=1 (the netlify-cli smoke, where the figures are a check, not the benchmark): the
// cold processes run while this one loads the bundles, on the second core, before any request.
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { closeDatabase } from '~/db/client';
import { bundleLimitFailures, COLD_RUNS, measureBundle } from './lib/bundle-metrics';
import { createBundleSession, type Bundle, type BundleHandler } from './lib/bundle-session';
import { startLocalData } from '~/scripts/platform/local-data';
import { prepareLocalData } from '~/scripts/platform/prepare-data';
import { askEveryFunction } from './lib/rehearsal-requests';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const netlify = process.env['NETLIFY_CLI'] ?? 'netlify';
const coldAlongside = process.env['COLD_ALONGSIDE'] === '1';

/** `work` on every item, at most `limit` at a time; the answers in the items' order. */
async function atMost<T, R>(limit: number, items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const answers: R[] = [];
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < items.length; i = next++) answers[i] = await work(items[i]!);
  };
  await Promise.all(Array.from({ length: limit }, lane));
  return answers;
}

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
  // Two unzips at a time: each is a python process of its own.
  const unpacked = await atMost(2, manifest.functions, async (fn) => {
    const folder = path.join(scratch, 'bundles', fn.name);
    await promisify(execFile)('python3', ['-m', 'zipfile', '-e', fn.path, folder]);
    const patterns = (fn.routes ?? []).map((route) => route.pattern);
    return { name: fn.name, zipPath: fn.path, folder, entry: path.join(folder, 'functions', `${fn.name}.mjs`), patterns };
  });
  // One cold process after the other; the load average as they start.
  const measureEvery = async () => {
    const load = loadavg()[0]!;
    return { load, metrics: await atMost(1, unpacked, (bundle) => measureBundle(scratch, bundle)) };
  };
  const measuring = coldAlongside ? measureEvery() : undefined;
  measuring?.catch(() => {}); // its failure is reported where it is awaited
  const bundles: Bundle[] = [];
  for (const { name, entry, patterns } of unpacked) {
    const module = (await import(pathToFileURL(entry).href)) as { default: BundleHandler };
    bundles.push({ name, handler: module.default, patterns });
  }
  // The cold processes' first answers come before the checks' requests change the data.
  const alongside = await measuring;

  const session = createBundleSession(bundles);
  await askEveryFunction(session, { adminPassword, outboxDir, projectRoot });
  failures.push(...session.failures);
  for (const route of session.unasked()) failures.push(`${route}: no request reached it`);

  const { load, metrics } = alongside ?? (await measureEvery());
  console.log(
    `\nFunction bundles: size and first answer from a cold process (median of ${COLD_RUNS}${alongside ? ', beside the rehearsal loading them' : ''}), load average ${load.toFixed(1)}`,
  );
  for (const measured of metrics) {
    console.log(
      `${measured.name.padEnd(20)} ${(measured.zipBytes / 1048576).toFixed(2).padStart(6)} MB zip ${(measured.unpackedBytes / 1048576).toFixed(1).padStart(6)} MB unpacked` +
        `  cold ${String(measured.coldMedianMs).padStart(5)} ms (${measured.coldMs.join(', ')}) ${measured.coldRequest} → ${measured.coldStatus}` +
        (measured.imageLibraries.length > 0 ? `  [${measured.imageLibraries.join(', ')}]` : ''),
    );
  }
  failures.push(...bundleLimitFailures(metrics));
  await mkdir(path.join(projectRoot, 'bench-results'), { recursive: true });
  await writeFile(
    path.join(projectRoot, 'bench-results', 'bundles.json'),
    JSON.stringify({ date: new Date().toISOString(), loadAverage: loadavg().map((l) => Number(l.toFixed(1))), bundles: metrics }, null, 2),
  );
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
console.log(
  'Deploy rehearsal passed: the site built, and every route of every function bundle answered as it should, and every bundle is within its limits.',
);
process.exit(0);
