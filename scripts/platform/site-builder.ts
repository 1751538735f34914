// Builds the static site into a fresh folder and then points `<dataDir>/site` at it by renaming
// a symlink over the old one (an atomic step), so a visitor never sees a half-written build.
// Requests for a rebuild are debounced and coalesced: a burst of admin writes costs one build.
// Each build reports when it started and how it ended (the admin's publish status, decision 040).
import { spawn } from 'node:child_process';
import { mkdir, readdir, rename, rm, symlink } from 'node:fs/promises';
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
  const astroBin = path.join(projectRoot, 'node_modules', 'astro', 'bin', 'astro.mjs');
  let buildCount = 0;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let waiting: { resolve: () => void; reject: (error: unknown) => void }[] = [];

  async function runAstroBuild(outDir: string): Promise<void> {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, [astroBin, 'build', '--outDir', outDir], {
        cwd: projectRoot,
        // The incremental build's cache stays with the data it was built from (astro.config.mjs).
        env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ASTRO_CACHE_DIR: path.join(dataDir, 'astro-cache') },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`astro build failed (exit ${code}):\n${output}`))));
    });
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
