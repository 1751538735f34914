// The one way a function runs locally (`npm start`, `npm run dev`, the API tests, the schedules):
// each `functions/*.ts` is imported from source through the project's TypeScript toolchain (tsx,
// Vite, vitest) and called in this process with a `Request` as it came, routed as Netlify routes
// it: by `config.path` (URLPattern, trailing slash and case ignored), `config.method` and
// `config.excludedPath`; a function without a path answers on `/.netlify/functions/<name>`.
// Bundles are exercised by the deploy rehearsal (scripts/deploy/), not here (decision 046).
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config, Context } from '@netlify/functions';

/**
 * What the site's functions get of Netlify's context (grep functions/_shared: ip, params,
 * waitUntil), plus what costs nothing to give. Geo, cookies and next() are not provided: a
 * function that starts using one adds it here.
 */
export type FunctionContext = Pick<Context, 'account' | 'deploy' | 'ip' | 'json' | 'params' | 'requestId' | 'url' | 'waitUntil'>;

type FunctionHandler = (req: Request, context: FunctionContext) => unknown;

export interface SiteFunction {
  name: string;
  config: Config;
  handler: FunctionHandler;
}

/** Imports a module by absolute file path: natively by default (tsx, vitest); Vite's loader under astro dev. */
export type ModuleLoader = (file: string) => Promise<Record<string, unknown>>;

// (Vite loads the router itself under astro dev, and warns about any import it cannot follow.)
const importModule: ModuleLoader = (file) => import(/* @vite-ignore */ pathToFileURL(file).href) as Promise<Record<string, unknown>>;

/** Every function module in `functionsDir` (`_shared/` and tests are not functions), by name. */
export async function loadFunctions(functionsDir: string, load: ModuleLoader = importModule): Promise<SiteFunction[]> {
  const files = (await readdir(functionsDir)).filter((file) => /^[\w-]+\.m?ts$/.test(file) && !file.includes('.test.')).sort();
  return Promise.all(
    files.map(async (file) => {
      const module = await load(path.join(functionsDir, file));
      if (typeof module['default'] !== 'function') throw new Error(`functions/${file} has no default export to call`);
      return {
        name: file.replace(/\.m?ts$/, ''),
        config: (module['config'] ?? {}) as Config,
        handler: module['default'] as FunctionHandler,
      };
    }),
  );
}

const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : ([value].flat() as T[]));
const pattern = (pathname: string) => new URLPattern({ pathname }, { ignoreCase: true });

/** Netlify's default URL of a function without a path (scheduled functions). */
const DEFAULT_FUNCTION_PATH = /^\/\.netlify\/functions\/([\w-]+)\/?$/;
/** What Netlify's scheduler sends (the user agent and event header of its clock). */
const SCHEDULER_HEADERS = { 'user-agent': 'Netlify Clockwork', 'x-nf-event': 'schedule' };

export interface RouteMatch {
  fn: SiteFunction;
  params: Record<string, string>;
  /** `config.preferStatic`: a static file at the path wins over the function. */
  preferStatic: boolean;
}

export interface InvokeOptions {
  /** The client's address as Netlify reports it (context.ip). */
  ip: string;
  /** Work the function hands to `context.waitUntil`; default: failures are logged. */
  waitUntil?: (promise: Promise<unknown>) => void;
}

export interface FunctionRouter {
  /** The loaded functions (loading them on the first call). */
  functions(): Promise<SiteFunction[]>;
  /** The function Netlify would route `method pathname` to, if any. */
  route(method: string, pathname: string): Promise<RouteMatch | undefined>;
  /** Runs a routed function on `request`; answers its Response. */
  invoke(match: RouteMatch, request: Request, options: InvokeOptions): Promise<Response>;
  /** route + invoke; undefined when no function takes the request. */
  handle(request: Request, options: InvokeOptions): Promise<Response | undefined>;
  /** Runs a scheduled function as Netlify's scheduler does (a POST with the next run time). */
  runScheduled(name: string, options?: Partial<InvokeOptions>): Promise<Response>;
  /** Imports the modules again on the next request (a source file changed; the loader knows which). */
  reload(): void;
}

interface Route {
  fn: SiteFunction;
  paths: URLPattern[];
  excluded: URLPattern[];
  methods: string[];
}

const compile = (fn: SiteFunction): Route => ({
  fn,
  paths: asList(fn.config.path).map(pattern),
  excluded: asList(fn.config.excludedPath).map(pattern),
  methods: asList(fn.config.method).map((method) => method.toUpperCase()),
});

function matchRoute({ fn, paths, excluded, methods }: Route, method: string, pathname: string): RouteMatch | undefined {
  if (methods.length > 0 && !methods.includes(method)) return undefined;
  const found = paths.map((p) => p.exec({ pathname })).find(Boolean);
  if (!found || excluded.some((p) => p.test({ pathname }))) return undefined;
  const params = Object.fromEntries(Object.entries(found.pathname.groups).filter((e): e is [string, string] => e[1] !== undefined));
  return { fn, params, preferStatic: fn.config.preferStatic === true };
}

interface RouterOptions {
  functionsDir: string;
  load?: ModuleLoader;
  /** `context.deploy.context`: 'dev', as Netlify's local tooling reports it. */
  deployContext?: string;
}

export function createFunctionRouter({ functionsDir, load, deployContext = 'dev' }: RouterOptions): FunctionRouter {
  let loaded: Promise<Route[]> | undefined;
  const routes = () => {
    loaded ??= loadFunctions(functionsDir, load).then((fns) => fns.map(compile));
    return loaded;
  };

  async function route(method: string, rawPathname: string): Promise<RouteMatch | undefined> {
    const pathname = rawPathname !== '/' && rawPathname.endsWith('/') ? rawPathname.slice(0, -1) : rawPathname;
    const all = await routes();
    const byName = DEFAULT_FUNCTION_PATH.exec(pathname);
    if (byName) {
      // Only a function without a path answers on its default URL.
      const fn = all.find((r) => r.fn.name === byName[1] && r.paths.length === 0)?.fn;
      return fn ? { fn, params: {}, preferStatic: false } : undefined;
    }
    for (const candidate of all) {
      const match = matchRoute(candidate, method.toUpperCase(), pathname);
      if (match) return match;
    }
    return undefined;
  }

  async function invoke({ fn, params }: RouteMatch, request: Request, { ip, waitUntil }: InvokeOptions): Promise<Response> {
    const scheduled = fn.config.schedule !== undefined;
    let call = request;
    if (scheduled) {
      const headers = new Headers(request.headers);
      for (const [name, value] of Object.entries(SCHEDULER_HEADERS)) headers.set(name, value);
      call = new Request(request, { method: 'POST', headers });
    }
    const context: FunctionContext = {
      account: { id: '' },
      deploy: { context: deployContext, id: '0', published: false },
      ip,
      json: (input) => Response.json(input),
      params,
      requestId: randomUUID(),
      url: new URL(call.url),
      waitUntil:
        waitUntil ??
        ((promise) => void promise.catch((error: unknown) => console.error(`${fn.name}: work after the answer failed:`, error))),
    };
    const answer = await fn.handler(call, context);
    // A scheduled function's return value is ignored by Netlify; a routed one must answer a Response.
    if (answer instanceof Response) return answer;
    if (scheduled || answer === undefined) return new Response(null, { status: scheduled ? 200 : 204 });
    throw new Error(`Function ${fn.name} answered ${typeof answer}, not a Response`);
  }

  return {
    functions: async () => (await routes()).map((r) => r.fn),
    reload: () => (loaded = undefined),
    route,
    invoke,
    async handle(request, options) {
      const match = await route(request.method, new URL(request.url).pathname);
      return match ? invoke(match, request, options) : undefined;
    },
    async runScheduled(name, options = {}) {
      const request = new Request(`http://localhost/.netlify/functions/${name}`, {
        method: 'POST',
        body: JSON.stringify({ next_run: '' }),
      });
      const match = await route('POST', new URL(request.url).pathname);
      if (!match) throw new Error(`No scheduled function named ${name}`);
      return invoke(match, request, { ip: options.ip ?? '127.0.0.1', ...(options.waitUntil ? { waitUntil: options.waitUntil } : {}) });
    },
  };
}
