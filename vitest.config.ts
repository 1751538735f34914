import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', 'dist/**', '.netlify/**', 'tests/e2e/**'],
    // Each file starts its own in-memory database and Blobs server.
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
