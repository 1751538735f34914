// `npm run fuzz`: every operation of /api/openapi.json fuzzed over HTTP (scripts/fuzz/fuzz.ts).
// By default against the local server `npm start` runs (the same router, database emulation,
// Blobs and demo data), started here on its own port with an in-memory database, so it touches
// no data folder; BASE_URL fuzzes a running site instead (FUZZ_ADMIN_PASSWORD signs in).
// FUZZ_SEED repeats a run (a new one is drawn and printed otherwise); FUZZ_RUNS is the number of
// generated requests of each family per operation (default 25); FUZZ_TIME_LIMIT_MS (default
// 2000) the slowest answer allowed. Exits 1 on any failure, each printed with its curl command.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createStaffUser } from '~/db/queries/admin-users';
import { closeDatabase } from '~/db/client';
import { DEV_ADMIN_PASSWORD } from '~/db/seed-data';
import { startLocalData } from '~/scripts/platform/local-data';
import { startLocalServer } from '~/scripts/platform/local-server';
import { prepareLocalData } from '~/scripts/platform/prepare-data';
import { CHECKS, fuzz, reproduction, type FuzzRequest } from './fuzz';
import { knownIds } from './known-ids';
import type { JsonSchema } from './generate';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const seed = Number(process.env['FUZZ_SEED'] ?? Math.floor(Math.random() * 2 ** 31));
const runs = Number(process.env['FUZZ_RUNS'] ?? 25);
const timeLimitMs = Number(process.env['FUZZ_TIME_LIMIT_MS'] ?? 2000);
const PASSWORD = 'fuzz-password-of-some-length';

let baseUrl = process.env['BASE_URL']?.replace(/\/$/, '');
let stop = async () => {};
const accounts: { agent?: boolean; victimUserId?: number } = {};

if (!baseUrl) {
  // What `npm start` sets from its data folder, here for one run only.
  process.env['JWT_SECRET'] ||= randomBytes(32).toString('hex');
  const outbox = await mkdtemp(path.join(tmpdir(), 'fuzz-outbox-'));
  process.env['OUTBOX_DIR'] = outbox;
  delete process.env['BUILD_HOOK_URL'];
  const data = await startLocalData();
  await prepareLocalData(data);
  await createStaffUser({ username: 'fuzz-agent', password: PASSWORD, role: 'agent' });
  await createStaffUser({ username: 'fuzz-leaving', password: PASSWORD, role: 'admin' });
  accounts.agent = true;
  accounts.victimUserId = (await createStaffUser({ username: 'fuzz-victim', password: PASSWORD, role: 'agent' })).id;
  const siteDir = await mkdtemp(path.join(tmpdir(), 'fuzz-site-'));
  const server = await startLocalServer({ projectRoot, port: Number(process.env['FUZZ_PORT'] ?? 0), siteDir, onBuildHook: () => {} });
  baseUrl = server.url;
  stop = async () => {
    await server.stop();
    await closeDatabase();
    await data.stop();
    await rm(siteDir, { recursive: true, force: true });
    await rm(outbox, { recursive: true, force: true });
  };
}
const base = baseUrl;

async function signIn(username: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (response.status !== 200) throw new Error(`Sign-in as ${username} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

async function send(request: FuzzRequest) {
  const started = performance.now();
  try {
    const response = await fetch(base + request.path, {
      method: request.method,
      headers: request.headers,
      ...(request.body !== undefined ? { body: request.body as BodyInit } : {}),
      redirect: 'manual',
      // Well past the limit: a stalled request is reported, not waited for.
      signal: AbortSignal.timeout(Math.max(10_000, timeLimitMs * 5)),
    });
    const body = new Uint8Array(await response.arrayBuffer());
    return { status: response.status, headers: response.headers, body, ms: performance.now() - started };
  } catch (error) {
    // No answer at all (a reset or a stall) counts as a server error, with what happened.
    const detail = new TextEncoder().encode(String(error));
    return { status: 599, headers: new Headers(), body: detail, ms: performance.now() - started };
  }
}

const adminPassword = process.env['FUZZ_ADMIN_PASSWORD'] ?? process.env['ADMIN_PASSWORD'] ?? DEV_ADMIN_PASSWORD;
const admin = await signIn('admin', adminPassword);
const agent = accounts.agent ? await signIn('fuzz-agent', PASSWORD) : undefined;
const document = (await (await fetch(`${base}/api/openapi.json`)).json()) as JsonSchema;
const ids = await knownIds(
  async (p) => (await fetch(base + p, { headers: { authorization: `Bearer ${admin}` } })).json(),
  accounts.victimUserId ? { victimUserId: accounts.victimUserId } : {},
);

console.log(`Fuzzing ${base} with seed ${seed} (FUZZ_SEED=${seed} repeats this run), ${runs} runs per operation`);
const started = Date.now();
const report = await fuzz({
  document,
  send,
  sessions: {
    admin,
    ...(agent ? { agent } : {}),
    fresh: () => signIn(accounts.agent ? 'fuzz-leaving' : 'admin', accounts.agent ? PASSWORD : adminPassword),
  },
  seed,
  runs,
  ids,
  baseUrl: base,
  timeLimitMs,
  // Against a site of one's own, sign-outs would end the admin's other sessions too.
  ...(accounts.agent ? {} : { only: (operation: string) => !operation.includes('/api/auth/logout') }),
});
const seconds = (Date.now() - started) / 1000;

console.log(`\n${report.requests} requests over ${report.operations} operations in ${seconds.toFixed(0)} s, seed ${seed}`);
console.log(`statuses: ${JSON.stringify(report.byStatus)}`);
console.log(`families: ${JSON.stringify(report.byFamily)}`);
console.log(`checks: ${Object.values(CHECKS).join('; ')} (${timeLimitMs} ms)`);
console.log(`slowest: ${Math.round(report.slowest.ms)} ms, ${report.slowest.request?.operation} [${report.slowest.request?.family}]`);
const slowOperations = Object.entries(report.slowestByOperation).toSorted((a, b) => b[1] - a[1]);
console.log(
  `slowest operations: ${slowOperations
    .slice(0, 5)
    .map(([op, ms]) => `${op} ${Math.round(ms)} ms`)
    .join('; ')}`,
);
if (report.failures.length > 0) {
  console.log(`\n${report.failures.length} failures:`);
  for (const f of report.failures) {
    console.log(
      `- ${f.check}: ${f.request.operation} [${f.request.family}] → ${f.status}: ${f.detail}\n  ${reproduction(f.request, base)}`,
    );
  }
} else console.log('no failures');
await stop();
process.exit(report.failures.length > 0 ? 1 : 0);
