// A stand-in on astro dev's port while `npm run dev` prepares the data under `netlify dev`.
// netlify-cli gives its [dev] command about 15 s to open netlify.toml's targetPort (20 tries,
// whatever its timeout says), then stops it; migrating and seeding a new data folder and starting
// astro dev take longer (docs/decisions/020-netlify-dev-port-window.md). Only node built-ins here:
// this loads before anything slow.
import { createServer } from 'node:http';

const STARTING_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><meta http-equiv="refresh" content="3">' +
  '<title>Starting</title><p>npm run dev is preparing the local data, then starts astro dev. This page reloads itself.</p></html>';

export interface HeldPort {
  /** Stops listening and closes every open connection, so astro dev can listen on the port. */
  release(): Promise<void>;
}

/** Listens on localhost:`port` at once (the address astro dev takes) and answers every request 503. */
export async function holdPort(port: number): Promise<HeldPort> {
  const server = createServer((_request, response) => {
    response.writeHead(503, { 'content-type': 'text/html; charset=utf-8', 'retry-after': '3', 'cache-control': 'no-store' });
    response.end(STARTING_PAGE);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', resolve);
  });
  return {
    release: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // close() waits for every open connection, and netlify-cli's proxy keeps some open without a request.
        server.closeAllConnections();
      }),
  };
}
