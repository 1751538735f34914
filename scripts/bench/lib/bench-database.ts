// The benchmarks' database: Netlify's embedded emulation by default, or with BENCH_DATABASE=postgres
// a real PostgreSQL 17 server started for the run (production's engine, with its default
// durability). Child processes (npm start in bench:scale) inherit DATABASE_URL.
import { startPostgresServer } from '~/scripts/lib/postgres-server';

export const benchDatabase = process.env['BENCH_DATABASE'] === 'postgres' ? 'postgres' : 'pglite';

/** Points DATABASE_URL at a fresh server when benchmarking on PostgreSQL; answers how to stop it. */
export async function startBenchDatabase(): Promise<() => Promise<void>> {
  if (benchDatabase !== 'postgres') return async () => {};
  const server = await startPostgresServer();
  process.env['DATABASE_URL'] = server.url;
  console.log(`Benchmarking on a real PostgreSQL 17 server (${server.url})`);
  return () => server.stop();
}
