// One HTTP server for the whole local site: Netlify's request chain (functions, redirects,
// headers, static files, Image CDN) from @netlify/dev, plus the local build hook.
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { NetlifyDev } from '@netlify/dev';

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
}

/** Writes a web Response to Node. Bodies are buffered: they are small here, and cancelling a
 * half-read web stream when a browser aborts makes undici throw where nothing can catch it. */
async function sendResponse(response: Response, res: ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'transfer-encoding' && key !== 'content-length') headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : null;
  headers['content-length'] = String(body?.length ?? 0);
  res.writeHead(response.status, response.statusText, headers);
  res.end(body);
}

export async function startLocalServer({ projectRoot, port, siteDir, onBuildHook }: LocalServerOptions): Promise<LocalServer> {
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

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.url === BUILD_HOOK_PATH && req.method === 'POST') {
      // Answer at once, as Netlify's build hook does; the build runs after the burst settles.
      onBuildHook();
      res.writeHead(202, { 'content-type': 'application/json' }).end('{"message":"Build scheduled"}');
      return;
    }
    const result = await dev.handleAndIntrospectNodeRequest(req);
    if (result) return sendResponse(result.response, res);
    // Netlify answers every unmatched path with the site's 404.html and a 404 status.
    const notFoundPage = await readFile(path.join(siteDir, '404.html')).catch(() => 'Not found');
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=0, must-revalidate' }).end(notFoundPage);
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
