// Postgres error codes the API turns into honest answers (drizzle wraps the driver's error).

/** The error and every error inside it: `cause` (drizzle, fetch), `sourceError` (Neon), `errors` (AggregateError). */
function* errorChain(error: unknown): Generator<object> {
  if (!error || typeof error !== 'object') return;
  yield error;
  const { cause, sourceError, errors } = error as { cause?: unknown; sourceError?: unknown; errors?: unknown };
  yield* errorChain(cause);
  yield* errorChain(sourceError);
  if (Array.isArray(errors)) for (const inner of errors) yield* errorChain(inner);
}

function pgCode(error: unknown): string | undefined {
  for (const e of errorChain(error)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

export const isForeignKeyViolation = (error: unknown) => pgCode(error) === '23503';
export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';

// The database could not be reached: no connection (refused, reset, timed out, no route, no such
// host), a connection lost mid-query, a server shutting down or starting up, no connection free.
const UNREACHABLE_NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT', // fetch (Neon's HTTP driver in production)
  'UND_ERR_SOCKET',
]);
/** SQLSTATE class 08 (connection exception), admin/crash shutdown, starting up, too many connections. */
const isUnreachableSqlState = (code: string) => /^08[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03', '53300'].includes(code);
/** Errors the drivers raise without a code: node-postgres and pg-pool locally, Neon's HTTP driver in production. */
const UNREACHABLE_MESSAGES = [
  /^Connection terminated/, // "... unexpectedly", "... due to connection timeout"
  /^timeout exceeded when trying to connect/,
  /^Error connecting to database/,
  /^Server error \(HTTP status 5\d\d\)/,
];

/**
 * Whether the database could not be reached, as opposed to answering with an error (a constraint,
 * a bug in a query): only the first is an outage worth a fallback; the second stays a 500.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (const e of errorChain(error)) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_NETWORK_CODES.has(code) || isUnreachableSqlState(code))) return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
  }
  return false;
}
