// The embedded database's Postgres socket answers each protocol message with its own small write,
// on a socket left with Nagle's algorithm on: every parameterised query (Parse, Bind, Execute) then
// waits out the client's delayed ACK, about 40 ms, where it takes 1 ms without (docs/upstream/
// database-dev-nagle.md). Every query drizzle sends is parameterised: the seed, the build's data,
// each API answer. Until @netlify/database-dev sets it, this turns Nagle off on each socket the
// server accepts. No public option reaches that socket (1.0.1 is the latest release), and the gain
// is large: one client's GET /api/properties, p50 9 ms with it, 56 ms without (docs/BENCHMARKS.md).
import { Server } from 'node:net';
import type { NetlifyDB } from '@netlify/database-dev';

/**
 * Sets TCP_NODELAY on every connection the database's socket server accepts from now on. Answers
 * false, changing nothing, if this version of @netlify/database-dev keeps its server elsewhere
 * (queries are then slower, never wrong; database-socket.test.ts fails to say so).
 */
export function answerWithoutDelay(database: NetlifyDB): boolean {
  // A private field of NetlifyDB 1.0.1 (`server`, the net.Server from createServer), read by name.
  const server: unknown = database['server'];
  if (!(server instanceof Server)) return false;
  server.on('connection', (socket) => socket.setNoDelay(true));
  return true;
}
