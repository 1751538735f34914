// Reading requests: JSON bodies, validation against the shared schemas, ids, client address.
import { isIPv4, isIPv6 } from 'node:net';
import { AppError } from '~/src/server/errors';
import type { HandlerContext } from './http';

const MAX_JSON_BYTES = 256 * 1024;

const tooLarge = () => new AppError('too-large', 'Request body is too large');

/**
 * The body as text, refused with 413 beyond `maxBytes` without reading the rest: a declared
 * Content-Length is checked first, and a body streamed without one is read only up to the limit.
 */
export async function readBodyText(req: Request, maxBytes: number): Promise<string> {
  if (Number(req.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge();
  if (!req.body) return '';
  const reader = req.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    text += decoder.decode(value, { stream: true });
  }
}

/**
 * The body as a JSON object; anything else (another content type, malformed, an array, too large)
 * is a 4xx. Requiring application/json also means another site's page cannot send it from a
 * visitor's browser without a CORS preflight, which this API never grants.
 */
export async function readJsonObject(req: Request): Promise<Record<string, unknown>> {
  const type = (req.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') throw new AppError('unsupported-media-type', 'Send the body as JSON (Content-Type: application/json)');
  const text = await readBodyText(req, MAX_JSON_BYTES);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError('invalid', 'Request body must be valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new AppError('invalid', 'Request body must be a JSON object');
  return body as Record<string, unknown>;
}

/** Parses with a shared schema (the domain layer validates drafts the same way: src/server/validation.ts). */
export { validate } from '~/src/server/validation';

/** A positive whole-number id from the route (`:id`); anything else is a 404. */
export function idParam(params: Record<string, string>, name = 'id'): number {
  const segment = params[name];
  if (!segment || !/^[1-9]\d{0,9}$/.test(segment) || Number(segment) > 2147483647) throw new AppError('not-found', 'Not found');
  return Number(segment);
}

/** An IPv6 address as its eight 16-bit groups (an IPv4 tail counts as the last two); null otherwise. */
function ipv6Groups(address: string): number[] | null {
  let text = address.replace(/%.*$/, '');
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (half: string | undefined) => (half ? half.split(':').map((group) => parseInt(group, 16)) : []);
  const [head, rest] = [parse(halves[0]), parse(halves[1])];
  const groups = halves.length === 2 ? [...head, ...Array<number>(8 - head.length - rest.length).fill(0), ...rest] : head;
  return groups.length === 8 ? groups : null;
}

/**
 * The unit every per-address limit counts: an IPv4 address as it is; an IPv6 address by its /64
 * network, since one subscriber line gets a whole /64 and can use a new address in it for every
 * request. An IPv4 address written as IPv6 (`::ffff:192.0.2.1`) counts as that IPv4 address.
 */
export function addressNetwork(address: string): string {
  if (isIPv4(address) || !isIPv6(address.replace(/%.*$/, ''))) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The visitor's address exactly as Netlify reports it. */
const reportedAddress = (req: Request, context: HandlerContext): string =>
  context.ip ?? req.headers.get('x-nf-client-connection-ip') ?? req.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ?? 'unknown';

/** The visitor's address as Netlify reports it, as every per-address limit counts it (addressNetwork). */
export function clientAddress(req: Request, context: HandlerContext): string {
  return addressNetwork(reportedAddress(req, context));
}

/**
 * What the activity log keeps of an address (decision 042): its /24 (IPv4, `203.0.113.0/24`) or
 * /48 (IPv6, `2001:db8:5::/48`), never the address itself; null when there is none to tell.
 */
export function addressPrefix(address: string): string | null {
  const network = addressNetwork(address);
  if (isIPv4(network)) return `${network.split('.').slice(0, 3).join('.')}.0/24`;
  const groups = isIPv6(address.replace(/%.*$/, '')) ? ipv6Groups(address) : null;
  return groups
    ? `${groups
        .slice(0, 3)
        .map((g) => g.toString(16))
        .join(':')}::/48`
    : null;
}

/** The client's address prefix for the activity log (addressPrefix). */
export const clientAddressPrefix = (req: Request, context: HandlerContext): string | null => addressPrefix(reportedAddress(req, context));
