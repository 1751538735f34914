// Between Node's http server and the function router: a Node request as the web `Request` a
// function receives (its body streamed as it came: multipart and binary bodies reach
// `req.formData()` byte for byte), the client's address as Netlify reports it, and a web
// `Response` written back as it streams.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

export function toWebRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(url, {
    method: req.method ?? 'GET',
    headers,
    ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half' as const } : {}),
  });
}

/**
 * The visitor's address as Netlify's local emulation reports it: the last hop of X-Forwarded-For
 * when a client sends one (the browser tests do), else the connection's own address.
 */
export function clientIp(req: IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-for'];
  const last = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded)?.split(',').pop()?.trim();
  return last || (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '') || '127.0.0.1';
}

export function responseHeaders(response: Response): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'transfer-encoding' && key !== 'content-length') headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  return headers;
}

/**
 * A request answered before its body arrived whole (a 413 refused on its Content-Length, a 401
 * before an upload is read) leaves the rest of that body in the connection: the client is still
 * sending it, the server no longer reads it, and a client that reuses the connection waits behind
 * it until the keep-alive timeout (65 s here). Such an answer closes its connection instead, as
 * Netlify's edge does; the client's next request opens a fresh one. Draining could keep the
 * connection, but only by reading what was refused for being too large.
 */
export function closeIfBodyUnread(req: IncomingMessage, res: ServerResponse): void {
  if (!req.complete) res.setHeader('connection', 'close');
}

/**
 * Writes a response as it comes, as Netlify streams a function's answer: a large one is never
 * held whole, and one that fails part-way reaches the client as an aborted transfer, never as a
 * complete-looking file or an error text after a 200.
 */
export async function writeStreamed(response: Response, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const length = response.headers.get('content-length');
  closeIfBodyUnread(req, res);
  res.writeHead(response.status, response.statusText, { ...responseHeaders(response), ...(length ? { 'content-length': length } : {}) });
  if (!response.body || req.method === 'HEAD') {
    await response.body?.cancel();
    res.end();
    return;
  }
  await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), res).catch(() => res.destroy());
}
