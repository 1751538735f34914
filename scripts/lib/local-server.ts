// One HTTP server for the whole local site: Netlify's request chain (functions, redirects,
// headers, static files, Image CDN) from @netlify/dev, plus the local build hook, and what
// Netlify's CDN adds in front: compression and a cache of resized images. It listens only once
// every function has answered a first request (./warm-functions.ts).
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { NetlifyDev } from '@netlify/dev';
import { warmFunctions } from './warm-functions';

export const BUILD_HOOK_PATH = '/.netlify/local-build-hook';

export interface LocalServer {
  server: Server;
  url: string;
  stop(): Promise<void>;
}

interface LocalServerOptions {
  projectRoot: string;
  /** 0 picks a free port. */
  port: number;
  /** The built site (scripts/lib/site-builder.ts keeps it current). */
  siteDir: string;
  /** Called for each POST to the build hook; the builder debounces. */
  onBuildHook: () => void;
  /** Default: `<projectRoot>/functions`, as netlify.toml says. */
  functionsDir?: string;
  log?: (message: string) => void;
}

interface BufferedResponse {
  status: number;
  statusText: string;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

function headersOf(response: Response): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'transfer-encoding' && key !== 'content-length') headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  return headers;
}

/** Text bodies are buffered (they are small, and compressed whole); see `passThrough` for the rest. */
async function bufferResponse(response: Response): Promise<BufferedResponse> {
  return {
    status: response.status,
    statusText: response.statusText,
    headers: headersOf(response),
    body: Buffer.from(await response.arrayBuffer()),
  };
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;
const isCompressible = (response: Response) => COMPRESSIBLE.test(response.headers.get('content-type') ?? '');

/**
 * Binary answers (a backup download, a photo, a font) go out as they come, as Netlify streams a
 * function's answer: a large one is never held whole, and one that fails part-way reaches the
 * client as an aborted transfer, never as a complete-looking file or an error text after a 200.
 */
async function passThrough(response: Response, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const length = response.headers.get('content-length');
  res.writeHead(response.status, response.statusText, { ...headersOf(response), ...(length ? { 'content-length': length } : {}) });
  if (!response.body || req.method === 'HEAD') {
    await response.body?.cancel();
    res.end();
    return;
  }
  await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), res).catch(() => res.destroy());
}

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
  log = console.log,
}: LocalServerOptions): Promise<LocalServer> {
  const dev = new NetlifyDev({
    projectRoot,
    skipGitignore: true,
    // Database and Blobs are already running (scripts/lib/local-data.ts) in the chosen data folder.
    database: { enabled: false },
    blobs: { enabled: false },
    // These call out to the network; the project uses none of them.
    edgeFunctions: { enabled: false },
    geolocation: { enabled: false },
    aiGateway: { enabled: false },
    staticFiles: { directories: [siteDir] },
    logger: { log: () => {}, warn: console.warn, error: console.error } as unknown as Console,
  });
  await dev.start();
  const started = Date.now();
  const warmed = await warmFunctions(dev, functionsDir);
  for (const { name, status } of warmed) {
    if (status === undefined || status >= 500) log(`Function ${name} did not load (status ${status ?? 'none'}): its requests will fail.`);
  }
  log(`Functions bundled and loaded in ${((Date.now() - started) / 1000).toFixed(1)} s (${warmed.length} with a path)`);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.url === BUILD_HOOK_PATH && req.method === 'POST') {
      // Answer at once, as Netlify's build hook does; the build runs after the burst settles.
      onBuildHook();
      res.writeHead(202, { 'content-type': 'application/json' }).end('{"message":"Build scheduled"}');
      return;
    }
    const cached = req.url ? imageCache.get(req.url) : undefined;
    if (cached) return send(cached, req, res);
    const result = await dev.handleAndIntrospectNodeRequest(req);
    if (result && result.type !== 'image' && !isCompressible(result.response)) return passThrough(result.response, req, res);
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
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end('{"message":"Internal server error"}');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '0.0.0.0', resolve);
  });

  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;

  return {
    server,
    url: `http://localhost:${boundPort}`,
    async stop() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await dev.stop();
    },
  };
}
