import { describe, expect, it } from 'vitest';
import { AppError } from '~/src/server/errors';
import { addressNetwork, addressPrefix, readBodyText } from './request';

describe('the address a limit counts', () => {
  it('is an IPv4 address as it is, and an IPv6 address by its /64 however it is written', () => {
    expect(addressNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(addressNetwork('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressNetwork('2001:0db8:0001:0002:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64');
    expect(addressNetwork('2001:DB8:1:2:a:b:c:d')).toBe('2001:db8:1:2::/64');
    expect(addressNetwork('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(addressNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressNetwork('::1')).toBe('0:0:0:0::/64');
    expect(addressNetwork('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    // The next /64 is another network.
    expect(addressNetwork('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  it('counts an IPv4 address written as IPv6 as that IPv4 address, and leaves anything else alone', () => {
    expect(addressNetwork('::ffff:198.51.100.4')).toBe('198.51.100.4');
    expect(addressNetwork('::ffff:c633:6404')).toBe('198.51.100.4');
    expect(addressNetwork('unknown')).toBe('unknown');
    expect(addressNetwork('2001:db8::1::2')).toBe('2001:db8::1::2');
  });
});

describe('the address prefix the activity log keeps', () => {
  it('is the /24 of an IPv4 address and the /48 of an IPv6 address, never the address', () => {
    expect(addressPrefix('203.0.113.7')).toBe('203.0.113.0/24');
    expect(addressPrefix('::ffff:198.51.100.4')).toBe('198.51.100.0/24');
    expect(addressPrefix('2001:db8:5:6::1')).toBe('2001:db8:5::/48');
    expect(addressPrefix('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(addressPrefix('unknown')).toBeNull();
  });
});

/** A body streamed `chunk` bytes at a time, read only on demand, that counts what was read. */
function endlessBody(headers: Record<string, string> = {}, chunk = 1024, total = 100 * 1024 * 1024) {
  const pulled = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled.bytes >= total) return controller.close();
        pulled.bytes += chunk;
        controller.enqueue(new Uint8Array(chunk).fill(0x20));
      },
    },
    { highWaterMark: 0 },
  );
  const init = { method: 'POST', headers, body: stream, duplex: 'half' };
  return { request: new Request('http://localhost/', init as RequestInit), pulled };
}

const tooLarge = (promise: Promise<unknown>) =>
  promise.then(
    () => 'read',
    (error: unknown) => (error instanceof AppError ? `${error.status} ${error.message}` : String(error)),
  );

describe('reading a body with a limit', () => {
  it('reads a body within the limit, multi-byte characters split across chunks included', async () => {
    const bytes = new TextEncoder().encode('{"name":"Zoë Ñúñez"}');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(new Uint8Array([byte]));
        controller.close();
      },
    });
    const request = new Request('http://localhost/', { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    expect(await readBodyText(request, bytes.byteLength)).toBe('{"name":"Zoë Ñúñez"}');
  });

  it('refuses a declared Content-Length over the limit before reading anything', async () => {
    const { request, pulled } = endlessBody({ 'content-length': String(100 * 1024 * 1024) });
    expect(await tooLarge(readBodyText(request, 2048))).toBe('413 Request body is too large');
    expect(pulled.bytes).toBe(0);
  });

  it('stops reading a streamed body soon after the limit', async () => {
    const { request, pulled } = endlessBody();
    expect(await tooLarge(readBodyText(request, 2048))).toBe('413 Request body is too large');
    expect(pulled.bytes).toBeLessThanOrEqual(2048 + 1024); // the limit and the chunk that crossed it
  });
});
