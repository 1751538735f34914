// `npm run bench:api`: latency of GET /api/properties under concurrent load on the local
// emulation (the same server `npm start` runs), with BENCH_UNITS units (default 1,000).
// Loopback only; bounded by BENCH_SECONDS (default 15) and BENCH_CONNECTIONS (default 20).
// BENCH_DATABASE=postgres runs it on a real PostgreSQL 17 server instead (scripts/bench/lib/bench-database.ts).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { closeDatabase, getDb } from '~/db/client';
import { units } from '~/db/schema';
import { benchDatabase, startBenchDatabase } from './lib/bench-database';
import { startLocalData } from '~/scripts/platform/local-data';
import { startLocalServer } from '~/scripts/platform/local-server';
import { prepareLocalData } from '~/scripts/platform/prepare-data';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const UNIT_COUNT = Number(process.env['BENCH_UNITS'] ?? 1000);
const seconds = Number(process.env['BENCH_SECONDS'] ?? 15);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 20);

const stopBenchDatabase = await startBenchDatabase();
const data = await startLocalData();
await prepareLocalData(data);
const db = getDb();
const existing = await db.select({ id: units.id }).from(units);
const [template] = await db.select().from(units).limit(1);
const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = template!;
const extra = Array.from({ length: Math.max(0, UNIT_COUNT - existing.length) }, (_, i) => ({
  ...copy,
  unitNumber: `B${1000 + i}`,
  featured: false,
}));
for (let i = 0; i < extra.length; i += 200) await db.insert(units).values(extra.slice(i, i + 200));

const siteDir = await mkdtemp(path.join(tmpdir(), 'bench-site-'));
const server = await startLocalServer({ projectRoot, port: 0, siteDir, onBuildHook: () => {} });
const url = `${server.url}/api/properties`;
const first = await fetch(url);
const body = (await first.json()) as unknown[];
if (body.length !== Math.max(UNIT_COUNT, existing.length)) throw new Error(`Expected ${UNIT_COUNT} units, got ${body.length}`);

const result = await autocannon({ url, connections, duration: seconds });
const row = {
  date: new Date().toISOString().slice(0, 10),
  database: benchDatabase,
  units: body.length,
  connections,
  seconds,
  requests: result.requests.total,
  errors: result.errors + result.non2xx,
  rps: Math.round(result.requests.average),
  p50ms: result.latency.p50,
  p90ms: result.latency.p90,
  p99ms: result.latency.p99,
  maxMs: result.latency.max,
  responseKB: Math.round(Number(first.headers.get('content-length') ?? JSON.stringify(body).length) / 1024),
};
console.log(`\nOn ${benchDatabase}:`);
console.log('\n| units | connections | duration | requests | errors | req/s | p50 | p90 | p99 | max | body |');
console.log('|---|---|---|---|---|---|---|---|---|---|---|');
console.log(
  `| ${row.units} | ${row.connections} | ${row.seconds} s | ${row.requests} | ${row.errors} | ${row.rps} | ${row.p50ms} ms | ${row.p90ms} ms | ${row.p99ms} ms | ${row.maxMs} ms | ${row.responseKB} KB |`,
);
await mkdir(path.join(projectRoot, 'bench-results'), { recursive: true });
await writeFile(path.join(projectRoot, 'bench-results', `api-${row.units}-units-${benchDatabase}.json`), JSON.stringify(row, null, 2));

await server.stop();
await closeDatabase();
await data.stop();
await stopBenchDatabase();
await rm(siteDir, { recursive: true, force: true });
