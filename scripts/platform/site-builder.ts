// Builds the static site into a fresh folder and then points `<dataDir>/site` at it by renaming
// a symlink over the old one (an atomic step), so a visitor never sees a half-written build.
// Requests for a rebuild are debounced and coalesced: a burst of admin writes costs one build.
// Each build reports when it started and how it ended (the admin's publish status, decision 040).
// Builds run one at a time in a build process that stays up between them (build-worker.ts,
// decision 057), replaced after a failure and once it has grown.
import { fork, type ChildProcess } from 'node:child_process';
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

/** What the build process answers for one build (scripts/platform/build-worker.ts). */
type WorkerAnswer = { ok: true; rss: number } | { ok: false; message: string };

/**
 * A build process is replaced after this many builds or once this large: each of Astro's builds in
 * one process leaves a little behind (its config module; prerender chunks whose code changed).
 */
const WORKER_MAX_BUILDS = 25;
const WORKER_MAX_RSS = 3 * 1024 ** 3;

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
  let buildCount = 0;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let waiting: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  let worker: { process: ChildProcess; builds: number; output: string } | null = null;

  function startWorker(): NonNullable<typeof worker> {
    const started = {
      // Plain Node, not the caller's loaders (tsx, vitest): the worker imports only Astro.
      process: fork(path.join(projectRoot, 'scripts', 'platform', 'build-worker.ts'), [], {
        cwd: projectRoot,
        execArgv: [],
        stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      }),
      builds: 0,
      output: '',
    };
    const collect = (chunk: Buffer) => (started.output += chunk.toString());
    started.process.stdout?.on('data', collect);
    started.process.stderr?.on('data', collect);
    started.process.on('exit', () => {
      if (worker === started) worker = null;
    });
    return started;
  }

  /** Between builds the worker holds nothing open: a script or test that is done can exit. */
  function holdOpen(child: ChildProcess, hold: boolean): void {
    // A child's piped stdout and stderr are sockets (Node's child_process docs), which unref too.
    for (const handle of [child, child.channel, child.stdout as Socket | null, child.stderr as Socket | null]) {
      if (hold) handle?.ref?.();
      else handle?.unref?.();
    }
  }

  function retireWorker(): void {
    worker?.process.kill();
    worker = null;
  }

  async function runAstroBuild(outDir: string): Promise<void> {
    const current = (worker ??= startWorker());
    const child = current.process;
    current.output = '';
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
      current.builds += 1;
      if (current.builds >= WORKER_MAX_BUILDS || answer.rss >= WORKER_MAX_RSS) retireWorker();
    } catch (error) {
      retireWorker();
      throw new Error(`astro build failed (${error instanceof Error ? error.message : String(error)}):\n${current.output}`, {
        cause: error,
      });
    } finally {
      holdOpen(child, false);
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
    await runAstroBuild(outDir);
    const nextLink = `${siteDir}.next`;
    await rm(nextLink, { force: true });
    await symlink(outDir, nextLink, 'dir');
    await rename(nextLink, siteDir);
    buildCount += 1;
    // Older builds are no longer served; drop them (a request already streaming keeps its file handle).
    for (const entry of await readdir(buildsDir)) {
      if (path.join(buildsDir, entry) !== outDir) await rm(path.join(buildsDir, entry), { recursive: true, force: true });
    }
    log(`Site built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
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
