// The deploy rehearsal's weights and cold starts (docs/BENCHMARKS.md "Function bundles"): each
// function bundle's zip size, whether it carries an image library, and how long a brand-new Node
// process takes from its start to the bundle's first answer (module loading, the database pool's
// first connection, the handler), the median of several runs.
import { spawn } from 'node:child_process';
import { readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The two bundles that process photos (resize, HEIC): the only ones that may carry sharp. */
export const IMAGE_BUNDLES = ['upload', 'gallery'];
/** Every other bundle's zip stays at or under this. */
export const BUNDLE_LIMIT_BYTES = 5 * 1024 * 1024;
/**
 * How many cold processes each bundle's first-answer figure is the median of: 5 for the benchmark
 * (`npm run rehearse:deploy`); CI sets COLD_RUNS=1, a check that every bundle starts cold and
 * answers, since the timing of a shared CI machine is not a figure anyone reads.
 */
export const COLD_RUNS = Math.max(1, Number(process.env['COLD_RUNS'] ?? 5) || 5);

const IMAGE_LIBRARIES = ['sharp', '@img', 'heic-convert', 'heic-decode', 'libheif-js'];

export interface BundleMetrics {
  name: string;
  zipBytes: number;
  unpackedBytes: number;
  imageLibraries: string[];
  coldRequest: string;
  coldStatus: number;
  coldMs: number[];
  coldMedianMs: number;
}

async function folderBytes(folder: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return total;
}

/** The image libraries found in the bundle's node_modules (at any depth). */
async function imageLibrariesIn(folder: string): Promise<string[]> {
  const found = new Set<string>();
  for (const entry of await readdir(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isDirectory() || path.basename(entry.parentPath) !== 'node_modules') continue;
    if (IMAGE_LIBRARIES.includes(entry.name)) found.add(entry.name);
  }
  return [...found].sort();
}

// Runs in the cold process: load the bundle, ask once, print the time since the process began on a
// line of its own (a function may log to stdout too).
const MARK = 'cold-start-answer ';
const COLD_SCRIPT = `const MARK = ${JSON.stringify(MARK)};
const [entry, method, url, body] = process.argv.slice(2);
const { default: handler } = await import(entry);
const answer = await handler(new Request(url, { method, ...(body ? { body } : {}) }), { ip: '127.0.0.1', params: {}, waitUntil: () => {} });
process.stdout.write('\\n' + MARK + JSON.stringify({ ms: performance.now(), status: answer?.status ?? 204 }) + '\\n');
process.exit(0);
`;

/** The request a bundle's first visitor makes: a GET on its first route, or its schedule's POST. */
export function coldRequest(name: string, patterns: string[]): { method: string; path: string; body?: string } {
  const [first] = patterns;
  if (!first) return { method: 'POST', path: `/.netlify/functions/${name}`, body: '{"next_run":""}' };
  return { method: 'GET', path: first.replace(/:\w+/g, '1') };
}

async function coldAnswer(script: string, entry: string, request: ReturnType<typeof coldRequest>): Promise<{ ms: number; status: number }> {
  const child = spawn(
    process.execPath,
    [script, pathToFileURL(entry).href, request.method, `http://localhost${request.path}`, request.body ?? ''],
    {
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`cold start of ${entry} exited ${code}: ${err.slice(-500)}`);
  const line = out.split('\n').findLast((l) => l.startsWith(MARK));
  if (!line) throw new Error(`cold start of ${entry} printed no answer: ${out.slice(-500)}`);
  return JSON.parse(line.slice(MARK.length)) as { ms: number; status: number };
}

/** Measures one unpacked bundle: `folder` holds what its zip carries, `entry` its module. */
export async function measureBundle(
  scratch: string,
  { name, zipPath, folder, entry, patterns }: { name: string; zipPath: string; folder: string; entry: string; patterns: string[] },
): Promise<BundleMetrics> {
  const script = path.join(scratch, 'cold-start.mjs');
  await writeFile(script, COLD_SCRIPT);
  const request = coldRequest(name, patterns);
  const runs: { ms: number; status: number }[] = [];
  for (let i = 0; i < COLD_RUNS; i++) runs.push(await coldAnswer(script, entry, request));
  const coldMs = runs.map((run) => Math.round(run.ms));
  return {
    name,
    zipBytes: (await stat(zipPath)).size,
    unpackedBytes: await folderBytes(folder),
    imageLibraries: await imageLibrariesIn(folder),
    coldRequest: `${request.method} ${request.path}`,
    coldStatus: runs[0]!.status,
    coldMs,
    coldMedianMs: [...coldMs].sort((a, b) => a - b)[Math.floor(coldMs.length / 2)]!,
  };
}

/** What breaks the limits: an image library outside the image bundles, or a bundle over 5 MB. */
export function bundleLimitFailures(metrics: BundleMetrics[]): string[] {
  return metrics.flatMap((bundle) => {
    if (IMAGE_BUNDLES.includes(bundle.name)) return [];
    const failures: string[] = [];
    if (bundle.imageLibraries.length > 0)
      failures.push(`${bundle.name}: carries ${bundle.imageLibraries.join(', ')} but processes no images`);
    if (bundle.zipBytes > BUNDLE_LIMIT_BYTES) {
      failures.push(
        `${bundle.name}: ${(bundle.zipBytes / 1048576).toFixed(1)} MB zipped, over the ${BUNDLE_LIMIT_BYTES / 1048576} MB limit`,
      );
    }
    return failures;
  });
}
