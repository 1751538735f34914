// A short fuzz pass over every operation of the OpenAPI document (scripts/fuzz/), on this
// suite's own database: no 5xx, no answer outside the document, none slower than the limit.
// `npm run fuzz` runs a longer one against the whole local server.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createStaffUser } from '~/db/queries/admin-users';
import { openApiDocument } from '~/src/server/openapi/document';
import { fuzz, reproduction, type FuzzRequest } from '~/scripts/fuzz/fuzz';
import { knownIds } from '~/scripts/fuzz/known-ids';
import { api, ORIGIN, readJson, signIn } from '../helpers/api';
import { startTestPlatform, type TestPlatform } from '../helpers/test-platform';

let platform: TestPlatform;
let admin: string;
let agent: string;
let victimUserId: number;
let outbox: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  // Mail is written to a folder, as `npm start` does: a valid invitation or reply is sent, not
  // refused with 503 for want of a mail server.
  delete process.env['SMTP_HOST'];
  outbox = await mkdtemp(path.join(tmpdir(), 'fuzz-outbox-'));
  process.env['OUTBOX_DIR'] = outbox;
  ({ token: admin } = await signIn('admin', 'correct horse battery staple', 'admin'));
  ({ token: agent } = await signIn('agent', 'correct horse battery staple', 'agent'));
  victimUserId = (await createStaffUser({ username: 'victim', password: 'correct horse battery staple', role: 'agent' })).id;
  const buildingId = (
    await readJson<{ id: number }>(
      await api('POST', '/api/buildings', { token: admin, json: { name: 'Fuzz House', address: '1 Fuzz St' } }),
    )
  ).id;
  await api('POST', '/api/properties', { token: admin, json: { buildingId, unitNumber: '1', type: 'office', squareFootage: 1000 } });
  const inquiry = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', message: 'A message long enough.' };
  await api('POST', '/api/contact-submissions', { json: inquiry, ip: '10.98.0.1' });
  await api('POST', '/api/reply-templates', { token: admin, json: { name: 'Hello', subject: 'Hello', body: 'Hello {firstName}' } });
});

afterAll(async () => {
  await platform?.stop();
  delete process.env['OUTBOX_DIR'];
  if (outbox) await rm(outbox, { recursive: true, force: true });
});

let nextIp = 0;
async function send(request: FuzzRequest) {
  const started = performance.now();
  const response = await api(request.method, request.path, {
    headers: request.headers,
    ...(request.body !== undefined ? { body: request.body as BodyInit } : {}),
    // Each its own address, so the per-address limits answer 429 only where the fuzzer asks for them.
    ip: `10.97.${Math.floor(nextIp / 250) % 250}.${nextIp++ % 250}`,
  });
  const body = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, body, ms: performance.now() - started };
}

it('answers every generated request within the document, without a 5xx', async () => {
  const seed = Number(process.env['FUZZ_SEED'] ?? Math.floor(Math.random() * 2 ** 31));
  const runs = Number(process.env['FUZZ_RUNS'] ?? 2);
  console.log(`fuzz seed ${seed} (FUZZ_SEED=${seed} repeats this run), ${runs} runs per operation`);
  const ids = await knownIds(async (path) => readJson(await api('GET', path, { token: admin })), { victimUserId });
  const report = await fuzz({
    document: openApiDocument(),
    send,
    // Sign-outs end every session of their account: they get one of their own.
    sessions: { admin, agent, fresh: async () => (await signIn('leaving', 'correct horse battery staple', 'admin')).token },
    seed,
    runs,
    ids,
    baseUrl: ORIGIN,
    // The suites share the machine: the CI bound is looser than the 2 s of a quiet `npm run fuzz`.
    timeLimitMs: 5000,
  });
  console.log(
    `fuzz: ${report.requests} requests over ${report.operations} operations, slowest ${Math.round(report.slowest.ms)} ms, statuses ${JSON.stringify(report.byStatus)}`,
  );
  expect(report.operations).toBeGreaterThanOrEqual(60);
  const failures = report.failures.map(
    (f) => `${f.check}: ${f.request.operation} [${f.request.family}] → ${f.status}: ${f.detail}\n  ${reproduction(f.request, ORIGIN)}`,
  );
  // Each with the request that reproduces it, printed whole (an assertion's diff cuts long lists).
  if (failures.length > 0) console.log(`fuzz seed ${seed}: ${failures.length} failures\n${failures.join('\n')}`);
  expect(failures, `seed ${seed}`).toEqual([]);
}, 120_000);
