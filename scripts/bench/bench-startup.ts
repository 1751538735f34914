// `npm run bench:startup`: how long `npm start` takes to say "Leasing site ready" on a fresh data
// folder and on a restart of that folder with nothing changed, and each function's first answer
// right after "ready" (one GET of its first `config.path`, no session, in turn). Targets:
// fresh ≤ 20 s, restart ≤ 8 s, every first answer ≤ 100 ms. Port: BENCH_PORT (8952).
// The data folder is a new temporary one (BENCH_KEEP=1 keeps it). Results: docs/BENCHMARKS.md.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { loadFunctions } from '~/scripts/platform/function-router';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env['BENCH_PORT'] ?? 8952);
const READY = 'Leasing site ready';
const STARTUP_LIMIT_MS = 300_000;

interface Run {
  label: string;
  /** Seconds from spawning `npm start` to each milestone it printed. */
  database?: number;
  site?: number;
  ready: number;
  /** What start.ts printed about the database and the site. */
  notes: string[];
  answers: { path: string; ms: number; status: number }[];
  load: string;
}

/** A URL `pattern` (`/api/buildings/:id`) matches, for a request that needs no particular id. */
const samplePath = (pattern: string) => pattern.replace(/:\w+/g, '0');
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

// The functions' paths, read before any server starts so the import does not count.
const samplePaths = (await loadFunctions(path.join(projectRoot, 'functions')))
  .flatMap(({ config }) => [config.path ?? []].flat().slice(0, 1))
  .map(samplePath);

function startServer(dataDir: string): { child: ChildProcess; milestones: Promise<Omit<Run, 'label' | 'answers' | 'load'>> } {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group: stopped with everything it started
  });
  const seconds = () => Number(((performance.now() - started) / 1000).toFixed(1));
  const milestones = new Promise<Omit<Run, 'label' | 'answers' | 'load'>>((resolve, reject) => {
    const run: Omit<Run, 'label' | 'answers' | 'load'> = { ready: 0, notes: [] };
    const output: string[] = [];
    const timer = setTimeout(
      () => reject(new Error(`No "${READY}" after ${STARTUP_LIMIT_MS / 1000} s:\n${output.join('\n')}`)),
      STARTUP_LIMIT_MS,
    );
    child.on('exit', (code) => reject(new Error(`npm start exited (${code}) before "${READY}":\n${output.join('\n')}`)));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      output.push(line);
      if (line.startsWith('Database ready')) {
        run.database = seconds();
        run.notes.push(line.replace(/^Database ready in \S+ /, ''));
      } else if (/^Site (built|unchanged)/.test(line)) {
        run.site = seconds();
        run.notes.push(line.replace(/\(delete .*\)/, '').trim());
      } else if (line.includes(READY)) {
        run.ready = seconds();
        clearTimeout(timer);
        resolve(run);
      }
    });
  });
  return { child, milestones };
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
}

async function firstAnswers(): Promise<Run['answers']> {
  const answers: Run['answers'] = [];
  for (const samplePath of samplePaths) {
    const started = performance.now();
    const response = await fetch(`http://localhost:${port}${samplePath}`);
    await response.arrayBuffer();
    answers.push({ path: samplePath, ms: Math.round(performance.now() - started), status: response.status });
  }
  return answers;
}

async function measure(label: string, dataDir: string): Promise<Run> {
  const loadBefore = load();
  const { child, milestones } = startServer(dataDir);
  try {
    const run = await milestones;
    const answers = await firstAnswers();
    return { label, ...run, answers, load: `${loadBefore} → ${load()}` };
  } finally {
    await stopServer(child);
  }
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-startup-'));
const runs: Run[] = [];
try {
  runs.push(await measure('fresh data folder', dataDir));
  runs.push(await measure('restart, nothing changed', dataDir));
} finally {
  if (!process.env['BENCH_KEEP']) await rm(dataDir, { recursive: true, force: true });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
console.log(`\n${new Date().toISOString().slice(0, 10)}, ${samplePaths.length} functions, port ${port}\n`);
console.log('| run | database ready | site | ready | first answers (median, max) | load average (1, 5, 15 min) |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const run of runs) {
  const slowest = run.answers.reduce((a, b) => (b.ms > a.ms ? b : a));
  console.log(
    `| ${run.label} | ${run.database ?? '?'} s | ${run.site ?? '?'} s | **${run.ready} s** | ${median(run.answers.map((a) => a.ms))} ms, ` +
      `${slowest.ms} ms (${slowest.path}) | ${run.load} |`,
  );
}
for (const run of runs) {
  console.log(`\n${run.label}: ${run.notes.join('; ')}`);
  const over = run.answers.filter((answer) => answer.ms > 100);
  console.log(
    over.length
      ? `  over 100 ms: ${over.map((a) => `${a.path} ${a.ms} ms (${a.status})`).join(', ')}`
      : '  every first answer within 100 ms',
  );
}
