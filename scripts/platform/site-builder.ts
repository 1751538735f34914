// Builds the static site into a fresh folder and then points `<dataDir>/site` at it by renaming
// a symlink over the old one (an atomic step), so a visitor never sees a half-written build.
// Requests for a rebuild are debounced and coalesced: a burst of admin writes costs one build.
// Each build reports when it started and how it ended (the admin's publish status, decision 040).
// Each build runs in a fresh process started ahead of time (build-worker.ts, decision 057).
import { fork, type ChildProcess } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { mkdir, readdir, rename, rm, symlink } from 'node:fs/promises';
import type { Socket } from 'node:net';
import path from 'node:path';

export interface SiteBuilder {
  /** The folder to serve: a symlink to the newest complete build. */
  readonly siteDir: string;
  /** Builds now and resolves when the new site is live. */
  build(): Promise<void>;
  /** Schedules a rebuild after a quiet period; resolves when a build that includes it is live. */
  requestBuild(): Promise<void>;
  /** Number of builds run so far (for tests and logs). */
  readonly buildCount: number;
  /** No build running and none scheduled. */
  readonly isIdle: boolean;
}

/** Where a build reports itself: `npm start` passes src/server/publish-status.ts. */
export interface BuildReporter {
  /** The build starts reading the data now; answers the start time it reports back. */
  started(): Promise<Date>;
  succeeded(startedAt: Date): Promise<void>;
  failed(message: string): Promise<void>;
}

/** What a build process answers for its build (scripts/platform/build-worker.ts). */
type WorkerAnswer = { ok: true; cpuSeconds: number } | { ok: false; message: string };

/**
 * The build processes' compile cache (decision 057) gains an entry for each module a build
 * writes and loads (its prerender chunks, ~60 at 20 units), under a new path every build: past
 * this many it starts again empty, and the next build compiles everything once more (~0.4 CPU-s).
 */
const COMPILE_CACHE_LIMIT = 5000;

/** Empties the compile cache folder once it holds more than `limit` entries (Node keeps one folder per Node version in it). */
export function pruneCompileCache(folder: string, limit = COMPILE_CACHE_LIMIT): void {
  let entries = 0;
  try {
    for (const version of readdirSync(folder)) entries += readdirSync(path.join(folder, version)).length;
  } catch {
    return; // no cache yet
  }
  // A build process that is writing its entries meanwhile loses them; Node ignores that.
  if (entries > limit) rmSync(folder, { recursive: true, force: true });
}

interface Worker {
  process: ChildProcess;
  output: string;
}

interface SiteBuilderOptions {
  projectRoot: string;
  dataDir: string;
  debounceMs?: number;
  log?: (message: string) => void;
  reporter?: BuildReporter;
}

export function createSiteBuilder({
  projectRoot,
  dataDir,
  debounceMs = 750,
  log = console.log,
  reporter,
}: SiteBuilderOptions): SiteBuilder {
  const buildsDir = path.join(dataDir, 'builds');
  const siteDir = path.join(dataDir, 'site');
  const compileCache = path.join(dataDir, 'compile-cache');
  let buildCount = 0;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let waiting: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  let standby: Worker | null = null;

  /** A build process, started ahead of its build: it loads Astro while nothing waits for it. */
  function startWorker(): Worker {
    pruneCompileCache(compileCache);
    const worker: Worker = {
      // Plain Node, not the caller's loaders (tsx, vitest): the worker imports only Astro and the config.
      process: fork(
        path.join(projectRoot, 'scripts', 'platform', 'build-worker.ts'),
        [path.join(dataDir, 'page-packages.json'), compileCache],
        { cwd: projectRoot, execArgv: [], stdio: ['ignore', 'pipe', 'pipe', 'ipc'] },
      ),
      output: '',
    };
    const collect = (chunk: Buffer) => (worker.output += chunk.toString());
    worker.process.stdout?.on('data', collect);
    worker.process.stderr?.on('data', collect);
    worker.process.on('exit', () => {
      if (standby === worker) standby = null;
    });
    holdOpen(worker.process, false);
    return worker;
  }

  /** A waiting worker holds nothing open: a script or test that is done can exit. */
  function holdOpen(child: ChildProcess, hold: boolean): void {
    // A child's piped stdout and stderr are sockets (Node's child_process docs), which unref too.
    for (const handle of [child, child.channel, child.stdout as Socket | null, child.stderr as Socket | null]) {
      if (hold) handle?.ref?.();
      else handle?.unref?.();
    }
  }

  function warmUp(): void {
    standby ??= startWorker();
  }

  /** Resolves with the CPU seconds the build's process used, its start-up ahead included. */
  async function runAstroBuild(outDir: string): Promise<number> {
    const worker = standby ?? startWorker();
    standby = null;
    const child = worker.process;
    holdOpen(child, true);
    try {
      const answer = await new Promise<WorkerAnswer>((resolve, reject) => {
        const onMessage = (message: WorkerAnswer) => settle(() => resolve(message));
        const onExit = (code: number | null) => settle(() => reject(new Error(`the build process exited (${code})`)));
        const settle = (then: () => void) => {
          child.off('message', onMessage).off('exit', onExit).off('error', reject);
          then();
        };
        child.on('message', onMessage).on('exit', onExit).on('error', reject);
        // Each build sees the environment of the moment, as a fresh `astro build` would; the
        // incremental build's cache stays with the data it was built from (astro.config.mjs).
        const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ASTRO_CACHE_DIR: path.join(dataDir, 'astro-cache') };
        child.send({ outDir, env });
      });
      if (!answer.ok) throw new Error(answer.message);
      return answer.cpuSeconds;
    } catch (error) {
      child.kill();
      throw new Error(`astro build failed (${error instanceof Error ? error.message : String(error)}):\n${worker.output}`, {
        cause: error,
      });
    } finally {
      holdOpen(child, false);
      warmUp(); // the next build's process
    }
  }

  /** A report that cannot be stored is logged; it never fails or holds up a build. */
  async function report<T>(what: string, send: (() => Promise<T>) | undefined): Promise<T | undefined> {
    try {
      return await send?.();
    } catch (error) {
      log(`Could not report the build ${what}: ${String(error)}`);
      return undefined;
    }
  }

  async function buildAndSwap(): Promise<void> {
    const startedAt = await report('start', reporter && (() => reporter.started()));
    try {
      await buildAndSwapOnce();
    } catch (error) {
      await report('failure', reporter && (() => reporter.failed(error instanceof Error ? error.message : String(error))));
      throw error;
    }
    if (startedAt) await report('success', reporter && (() => reporter.succeeded(startedAt)));
  }

  async function buildAndSwapOnce(): Promise<void> {
    const started = Date.now();
    await mkdir(buildsDir, { recursive: true });
    const outDir = path.join(buildsDir, `build-${started}`);
    const cpuSeconds = await runAstroBuild(outDir);
    const nextLink = `${siteDir}.next`;
    await rm(nextLink, { force: true });
    await symlink(outDir, nextLink, 'dir');
    await rename(nextLink, siteDir);
    buildCount += 1;
    // CPU seconds hold while other work loads the machine; wall time does not (docs/BENCHMARKS.md).
    log(`Site built in ${((Date.now() - started) / 1000).toFixed(1)} s (${cpuSeconds.toFixed(1)} CPU-s)`);
    // Older builds are no longer served; drop them (a request already streaming keeps its file
    // handle). The new site is live already: nothing waits for this (a thousand pages take a
    // while), and the list is taken now, so the next build's folder is never in it.
    const older = (await readdir(buildsDir)).map((entry) => path.join(buildsDir, entry)).filter((dir) => dir !== outDir);
    void Promise.all(older.map((dir) => rm(dir, { recursive: true, force: true }))).catch((error: unknown) =>
      log(`Could not remove an older build: ${String(error)}`),
    );
  }

  function build(): Promise<void> {
    // One build at a time; a build requested meanwhile runs after it (see flush).
    const previous = running ?? Promise.resolve();
    const next = previous.catch(() => {}).then(buildAndSwap);
    running = next.finally(() => {
      if (running === tracked) running = null;
    });
    const tracked = running;
    return next;
  }

  function flush(): void {
    timer = null;
    const batch = waiting;
    waiting = [];
    build().then(
      () => batch.forEach((w) => w.resolve()),
      (error: unknown) => {
        log(`Rebuild failed; the previous site stays live. ${String(error)}`);
        batch.forEach((w) => w.reject(error));
      },
    );
  }

  function requestBuild(): Promise<void> {
    warmUp();
    if (timer) clearTimeout(timer);
    timer = setTimeout(flush, debounceMs);
    return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
  }

  return {
    siteDir,
    build,
    requestBuild,
    get buildCount() {
      return buildCount;
    },
    get isIdle() {
      return running === null && timer === null;
    },
  };
}
