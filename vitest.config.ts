import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Two projects (each suite where it proves something). The API, database and seed
// suites run on a real PostgreSQL 17 server, where concurrent requests truly overlap as on Netlify
// DB (docs/decisions/018-real-postgres-in-the-tests.md); everything else, and a smoke of those
// suites, on Netlify's embedded emulation (PGlite), the local default `npm start` and
// `npm run dev` use (decision 051). `npm test` runs both.
const exclude = ['node_modules/**', 'dist/**', '.netlify/**', 'tests/e2e/**'];
const onPostgres = ['tests/api/**/*.test.ts', 'db/**/*.test.ts', 'scripts/lib/seed.test.ts'];
/**
 * The API suites the emulation runs too, as a smoke of the local path: the emulation itself and a
 * public read with an admin write through the functions. The migrations (db/) and the seed run on
 * both; tests/emulator.test.ts runs the whole local site on PGlite.
 */
const notOnPglite = 'tests/api/!(platform|properties).test.ts';

export default defineConfig({
  // The ~/ alias of tsconfig.json (docs/CODE_STYLE.md).
  resolve: { tsconfigPaths: true },
  test: {
    // Each file starts its own database and Blobs server.
    pool: 'forks',
    // A worker runs file after file instead of a new process per file, which cost each file
    // ~1.5 CPU-s of loading node_modules again; file-isolation.ts still starts each file with a
    // fresh environment and fresh project modules (decision 051).
    isolate: false,
    // One worker per core (vitest's default leaves one core idle). Three on two cores paid when
    // the files mostly waited (bcrypt at cost 12); now they mostly compute, and on the 2-core
    // machine two workers took 80-106 s and 102-103 CPU-s where three took 92-125 s and 106-117
    // CPU-s, measured in pairs under the same load (decision 051).
    maxWorkers: Math.max(2, availableParallelism()),
    // Each test file starts as in a process of its own, and without the caller's settings
    // (ADMIN_PASSWORD, DATABASE_URL, ...).
    setupFiles: ['tests/helpers/file-isolation.ts', 'tests/helpers/hermetic-env.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          include: ['**/*.test.ts'],
          exclude: [...exclude, notOnPglite],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: onPostgres,
          exclude,
          globalSetup: ['tests/helpers/postgres-global-setup.ts'],
        },
      },
    ],
  },
});
