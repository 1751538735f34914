// The test platform itself: the `postgres` project really runs on a PostgreSQL 17 server whose
// sessions overlap (what makes its concurrency tests mean something); `pglite` on the emulation.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '~/db/client';
import { databaseKind, startTestPlatform, type TestPlatform } from '../helpers/test-platform';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.stop());

const version = async () => (await executeRows<{ version: string }>(platform.db, sql`select version()`))[0]!.version;

describe('the test platform', () => {
  it.runIf(databaseKind() === 'postgres')('is a PostgreSQL 17 server on which two sessions run at the same time', async () => {
    expect(await version()).toMatch(/^PostgreSQL 17\./);
    const started = Date.now();
    await Promise.all([executeRows(platform.db, sql`select pg_sleep(0.5)`), executeRows(platform.db, sql`select pg_sleep(0.5)`)]);
    expect(Date.now() - started).toBeLessThan(900);
  });

  it.runIf(databaseKind() === 'pglite')('is the embedded emulation, which runs one statement at a time', async () => {
    expect(await version()).toMatch(/PostgreSQL/);
    const started = Date.now();
    await Promise.all([executeRows(platform.db, sql`select pg_sleep(0.3)`), executeRows(platform.db, sql`select pg_sleep(0.3)`)]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
  });
});
