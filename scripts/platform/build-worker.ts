// One build of the site, in a process the site builder starts ahead of time (scripts/platform/site-builder.ts,
// decision 057): it loads Astro and the config's integrations while nothing waits for it, then
// runs Astro's programmatic build() when asked, answers, and exits. A rebuild so skips Node's and
// Astro's start-up (about a second on two cores), and every build still runs in a fresh process:
// nothing a page module keeps (a query client's cache, a database pool) outlives its build.
// It also loads ahead the packages the last build's pages imported (decision 057), and keeps V8's
// compiled code of every module it loads on disk for the next build process (decision 057).
// Node runs this file as it is (type stripping): it imports only Astro and the config.
// Arguments: the file that lists those packages, the compile cache folder. Message in: { outDir, env };
// out: { ok: true, cpuSeconds } or { ok: false, message }.
import { readFileSync, writeFileSync } from 'node:fs';
import { enableCompileCache, registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';

interface BuildRequest {
  outDir: string;
  /** The site builder's environment when it asked (astro.config.mjs reads it, as do the pages). */
  env: Record<string, string | undefined>;
}

const [preloadList, compileCache] = process.argv.slice(2);

// Astro's own CLI turns it on outside CI (astro/bin/astro.mjs), where one machine runs one build;
// this process calls build() directly, and one `npm start` runs many builds. Node checks each
// module's source against its cached code and compiles a changed file again: the cache saves CPU
// (about a fifth of the ~1.7 CPU-s each build spends loading modules) and never changes what runs.
// Before any import below.
if (compileCache) enableCompileCache(compileCache);

function useEnvironment(env: BuildRequest['env']): void {
  for (const name of Object.keys(process.env)) if (!(name in env)) delete process.env[name];
  Object.assign(process.env, { ...env, NODE_ENV: env['NODE_ENV'] ?? 'production' });
}

// The packages (node_modules) the pages' server code imports: Astro renders pages from chunks that
// import them by name, and Node resolves and loads each package's files when a page first needs
// them (drizzle, zod, React's server renderer…: about a second of every build under load). They
// are recorded here as a build loads them, and the next build process loads them while it waits.
// A package missing from the list is loaded when needed, as before; nothing else depends on it.
const pagePackages = new Set<string>();
registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    if (context.parentURL?.includes('/.prerender/') && resolved.url.includes('/node_modules/')) pagePackages.add(resolved.url);
    return resolved;
  },
});

function readPreloadList(): string[] {
  try {
    const list: unknown = JSON.parse(readFileSync(preloadList ?? '', 'utf8'));
    return Array.isArray(list) ? list.filter((url): url is string => typeof url === 'string') : [];
  } catch {
    return []; // no list yet (a first build) or an unreadable one: nothing loaded ahead
  }
}

// The config's own imports (integrations, Vite plugins, React) load now; Astro evaluates the config
// again for the build, with the environment of that moment. React is loaded for the mode the build
// runs in: Vite's production build sets NODE_ENV to 'production' where it is unset, and a React
// loaded before that would be its development build beside a production renderer.
process.env['NODE_ENV'] ??= 'production';
const ready = Promise.all([import('astro'), import(pathToFileURL(`${process.cwd()}/astro.config.mjs`).href)]);
ready.catch(() => {}); // a failure is answered when a build asks
// After Astro: a package that fails to load here fails (or not) where a page imports it.
const preloaded = ready.then(() => Promise.allSettled(readPreloadList().map((url) => import(url)))).catch(() => {});

const answer = (message: unknown) => process.send?.(message, () => process.exit(0));

process.once('message', async (request: BuildRequest) => {
  try {
    const [{ build }] = await ready;
    await preloaded;
    useEnvironment(request.env);
    await build({ root: process.cwd(), outDir: request.outDir });
    if (preloadList) writeFileSync(preloadList, JSON.stringify([...pagePackages].sort()));
    const { user, system } = process.cpuUsage(); // this process's threads, from its start
    answer({ ok: true, cpuSeconds: (user + system) / 1e6 });
  } catch (error) {
    answer({ ok: false, message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
// Started ahead and never needed: it goes with the process that started it.
process.on('disconnect', () => process.exit(0));
