// One HTTP server for the whole local site. Requests Netlify would route to a function go to the
// project's function router (./function-router.ts: the functions run in this process, from
// source); the rest of Netlify's request chain (Image CDN, redirects, headers, static files) is
// @netlify/dev's, with its own functions emulation off. In front, the local build hook and what
// Netlify's CDN adds: compression and a cache of resized images. It listens once every function
// is imported, so the first request to each is answered at once (decision 046).
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { NetlifyDev } from '@netlify/dev';
import { createFunctionRouter, type FunctionRouter } from './function-router';
import { BUILD_HOOK_PATH } from './local-env';
import { clientIp, closeIfBodyUnread, responseHeaders, toWebRequest, writeStreamed } from './node-http';

// Defined in local-env.ts, which sets the hook's URL before this module (it loads @netlify/dev) is needed.
export { BUILD_HOOK_PATH };

interface LocalServerOptions {
  projectRoot: string;
  /** 0 picks a free port. */
  port: number;
  /** The built site (scripts/platform/site-builder.ts keeps it current). */
  siteDir: string;
  /** Called for each POST to the build hook; the builder debounces. */
  onBuildHook: () => void;
  /** Default: `<projectRoot>/functions`, as netlify.toml says. */
  functionsDir?: string;
  /** A router already loading those functions (npm start imports them while the site builds). */
  router?: FunctionRouter;
  /** Start-up messages (default: none; `npm start` prints its own). */
  log?: (message: string) => void;
}

export interface LocalServer {
  server: Server;
  url: string;
  /** The functions the server routes to (the schedules run through it too). */
  router: FunctionRouter;
  stop(): Promise<void>;
}

interface BufferedResponse {
  status: number;
  statusText: string;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** Text bodies are buffered (they are small, and compressed whole); see `passThrough` for the rest. */
async function bufferResponse(response: Response): Promise<BufferedResponse> {
  return {
    status: response.status,
    statusText: response.statusText,
    headers: responseHeaders(response),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;
const isCompressible = (response: Response) => COMPRESSIBLE.test(response.headers.get('content-type') ?? '');

/** Compresses text like Netlify's CDN does (brotli, else gzip), then writes the response. */
function send({ status, statusText, headers, body }: BufferedResponse, req: IncomingMessage, res: ServerResponse): void {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const type = String(headers['content-type'] ?? '');
  let payload = body;
  const out = { ...headers };
  if (body.length > 1024 && COMPRESSIBLE.test(type) && !out['content-encoding']) {
    if (/\bbr\b/.test(accepts)) {
      payload = brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
      out['content-encoding'] = 'br';
    } else if (/\bgzip\b/.test(accepts)) {
      payload = gzipSync(body);
      out['content-encoding'] = 'gzip';
    }
    out['vary'] = 'Accept-Encoding';
  }
  out['content-length'] = String(payload.length);
  closeIfBodyUnread(req, res);
  res.writeHead(status, statusText, out);
  res.end(req.method === 'HEAD' ? undefined : payload);
}

/**
 * Image CDN results, kept like Netlify's edge keeps them: photo keys never change content, so a
 * transformed size of one is good forever. The emulator would re-encode on every request (AVIF
 * takes seconds). Bounded by count; the oldest entry goes first.
 */
const MAX_CACHED_IMAGES = 500;
const imageCache = new Map<string, BufferedResponse>();
function rememberImage(url: string, response: BufferedResponse): void {
  if (response.status !== 200) return;
  imageCache.set(url, response);
  if (imageCache.size > MAX_CACHED_IMAGES) imageCache.delete(imageCache.keys().next().value!);
}

export async function startLocalServer({
  projectRoot,
  port,
  siteDir,
  onBuildHook,
  functionsDir = path.join(projectRoot, 'functions'),
  router = createFunctionRouter({ functionsDir }),
  log = () => {},
}: LocalServerOptions): Promise<LocalServer> {
  const functionsLoaded = router.functions();
  const dev = new NetlifyDev({
    projectRoot,
    skipGitignore: true,
    // Functions run through the router above; Database and Blobs are already running
    // (./local-data.ts) in the chosen data folder.
    functions: { enabled: false },
    database: { enabled: false },
    blobs: { enabled: false },
    // These call out to the network; the project uses none of them.
    edgeFunctions: { enabled: false },
    geolocation: { enabled: false },
    aiGateway: { enabled: false },
    staticFiles: { directories: [siteDir] },
    // The Image CDN fetches its sources (/api/image/...) from this server: given per request.
    serverAddress: null,
    logger: { log: () => {}, warn: console.warn, error: console.error },
  });
  const [functions] = await Promise.all([functionsLoaded, dev.start()]);
  log(`${functions.length} functions loaded`);

  /** `config.preferStatic`: is there a built file at this path? */
  const isStaticFile = async (pathname: string) => {
    const file = path.join(siteDir, decodeURIComponent(pathname));
    if (!file.startsWith(siteDir)) return false;
    const found = await stat(file).catch(() => null);
    return found?.isFile() === true || (await stat(path.join(file, 'index.html')).catch(() => null))?.isFile() === true;
  };

  async function answerFromFunction(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const match = await router.route(req.method ?? 'GET', pathname);
    if (!match || (match.preferStatic && (await isStaticFile(pathname)))) return false;
    const response = await router.invoke(match, toWebRequest(req), { ip: clientIp(req) });
    if (isCompressible(response)) send(await bufferResponse(response), req, res);
    else await writeStreamed(response, req, res);
    return true;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.url === BUILD_HOOK_PATH && req.method === 'POST') {
      // Answer at once, as Netlify's build hook does; the build runs after the burst settles.
      onBuildHook();
      res.writeHead(202, { 'content-type': 'application/json' }).end('{"message":"Build scheduled"}');
      return;
    }
    const cached = req.url ? imageCache.get(req.url) : undefined;
    if (cached) return send(cached, req, res);
    if (await answerFromFunction(req, res)) return;
    const result = await dev.handleAndIntrospectNodeRequest(req, { serverAddress: `http://localhost:${boundPort}` });
    if (result && result.type !== 'image' && !isCompressible(result.response)) return writeStreamed(result.response, req, res);
    if (result) {
      const response = await bufferResponse(result.response);
      if (result.type === 'image' && req.url) rememberImage(req.url, response);
      return send(response, req, res);
    }
    // Netlify answers every unmatched path with the site's 404.html and a 404 status.
    const notFoundPage = await readFile(path.join(siteDir, '404.html')).catch(() => Buffer.from('Not found'));
    send(
      {
        status: 404,
        statusText: 'Not Found',
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0, must-revalidate' },
        body: notFoundPage,
      },
      req,
      res,
    );
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(`${req.method} ${req.url} failed:`, error);
      if (!res.headersSent) {
        closeIfBodyUnread(req, res);
        res.writeHead(500, { 'content-type': 'application/json' });
      }
      res.end('{"message":"Internal server error"}');
    });
  });
  // Node closes an idle keep-alive connection after 5 s; a client reusing it at that moment gets
  // ECONNRESET (a browser test's second request after five seconds of clicking did). Netlify's
  // edge keeps connections open far longer, and so does this server.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '0.0.0.0', resolve);
  });
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;

  return {
    server,
    url: `http://localhost:${boundPort}`,
    router,
    async stop() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await dev.stop();
    },
  };
}
