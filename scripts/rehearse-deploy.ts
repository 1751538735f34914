// `npm run rehearse:deploy`: what Netlify does on deploy, offline. Starts a local database with
// the demo data (Netlify provides NETLIFY_DB_URL during builds), runs `netlify build --offline`
// with the Netlify CLI at NETLIFY_CLI (CI installs it; it is not a project dependency), then opens
// every function bundle it produced in a clean folder and asks it one request: each must load
// with only what its zip carries and answer without a 5xx.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { closeDatabase } from '../db/client';
import { startLocalData } from './lib/local-data';
import { prepareLocalData } from './lib/prepare-data';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const netlify = process.env['NETLIFY_CLI'] ?? 'netlify';

interface ManifestFunction {
  name: string;
  path: string;
  schedule?: string;
  routes?: { pattern: string }[];
}

const scratch = await mkdtemp(path.join(tmpdir(), 'deploy-rehearsal-'));
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
  for (const fn of manifest.functions) {
    const folder = path.join(scratch, 'bundles', fn.name);
    execFileSync('python3', ['-m', 'zipfile', '-e', fn.path, folder]);
    const route = (fn.routes?.[0]?.pattern ?? `/.netlify/functions/${fn.name}`).replace(/:(\w+)/g, '1');
    const module = (await import(pathToFileURL(path.join(folder, 'functions', `${fn.name}.mjs`)).href)) as {
      default: (req: Request, context: object) => Promise<Response | undefined>;
    };
    // A scheduled function answers nothing, which Netlify reports as 204.
    const method = fn.schedule ? 'POST' : 'GET';
    const answer = await module.default(new Request(`http://localhost${route}`, { method }), {
      ip: '127.0.0.1',
      params: {},
      waitUntil: () => {},
    });
    const status = answer?.status ?? 204;
    const verdict = status < 500 ? 'ok' : 'FAILED';
    console.log(`${verdict.padEnd(6)} ${fn.name.padEnd(20)} ${method} ${route} → ${status}`);
    if (status >= 500) failures.push(fn.name);
  }
} catch (error) {
  console.error(error);
  failures.push('the build');
}
// The bundles hold database pools of their own that nothing can close: end here, leaving nothing.
await rm(scratch, { recursive: true, force: true });
if (failures.length > 0) {
  console.error(`Deploy rehearsal failed: ${failures.join(', ')}`);
  process.exit(1);
}
console.log('Deploy rehearsal passed: the site and every function bundle built and answered.');
process.exit(0);
