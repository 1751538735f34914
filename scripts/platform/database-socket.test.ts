import { NetlifyDB } from '@netlify/database-dev';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { answerWithoutDelay } from './database-socket';

const database = new NetlifyDB({ logger: () => {} });
afterAll(() => database.stop());

it("turns Nagle's algorithm off on the embedded database's socket, which still answers", async () => {
  const url = await database.start();
  // False means this version of @netlify/database-dev moved its server: every local
  // parameterised query would wait ~40 ms again (docs/upstream/database-dev-nagle.md).
  expect(answerWithoutDelay(database)).toBe(true);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  expect((await client.query<{ n: number }>('select $1::int as n', [7])).rows).toEqual([{ n: 7 }]);
  await client.end();
});
