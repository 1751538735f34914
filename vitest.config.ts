import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Two projects: every test on Netlify's embedded emulation (PGlite), and the integration suites
// again on a real PostgreSQL 17 server, where concurrent requests truly overlap
// (docs/decisions/018-real-postgres-in-the-tests.md). `npm test` runs both.
const exclude = ['node_modules/**', 'dist/**', '.netlify/**', 'tests/e2e/**'];

export default defineConfig({
  // The ~/ alias of tsconfig.json (docs/CODE_STYLE.md).
  resolve: { tsconfigPaths: true },
  test: {
    // Each file starts its own database and Blobs server.
    pool: 'forks',
    // Vitest's default is one worker per core but one, a single worker on a 2-core machine; the
    // files spend most of their time waiting (bcrypt, timers, the PostgreSQL server), so three
    // at a time on two cores took 6.5 minutes where one took 12 (docs/BENCHMARKS.md, CI time).
    maxWorkers: Math.max(3, availableParallelism()),
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'pglite', include: ['**/*.test.ts'], exclude } },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: ['tests/api/**/*.test.ts', 'db/**/*.test.ts', 'scripts/lib/seed.test.ts'],
          exclude,
          globalSetup: ['tests/helpers/postgres-global-setup.ts'],
        },
      },
    ],
  },
});
