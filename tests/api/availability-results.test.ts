// /availability's filter form without JavaScript (decision 024): GET /availability/results
// answers the matching available spaces (the island's own list); values it cannot read are left out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '~/scripts/lib/seed';
import handle from '~/functions/availability-results';
import handleProperties from '~/functions/properties';
import { matchesSpaceType } from '~/src/lib/space-type-groups';
import { startTestPlatform, type TestPlatform } from '../helpers/test-platform';

const call = (path: string) => handle(new Request(`http://localhost${path}`));
/** The listing ids the page links to, in its order. */
const linkedIds = (html: string) => [...html.matchAll(/href="\/listing\/(\d+)"/g)].map((m) => Number(m[1]));

describe('GET /availability/results', () => {
  let platform: TestPlatform;
  let available: { id: number; type: string; squareFootage: number; status: string }[];
  beforeAll(async () => {
    platform = await startTestPlatform();
    await seedIfEmpty(platform.db, { adminPassword: 'test-password', isProduction: false, log: () => {} });
    const all = (await (await handleProperties(new Request('http://localhost/api/properties'))).json()) as typeof available;
    available = all.filter((u) => u.status === 'available');
  });
  afterAll(() => platform.stop());

  it('lists only the spaces the filter matches, smallest first, each linking to its listing', async () => {
    const response = await call('/availability/results?type=office&building=&min=2000&max=&sort=size-asc');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    const matching = available.filter((u) => matchesSpaceType('office', u.type) && u.squareFootage >= 2000);
    expect(matching.length).toBeGreaterThan(1);
    expect(linkedIds(html).sort((a, b) => a - b)).toEqual(matching.map((u) => u.id).sort((a, b) => a - b));
    expect(html).toContain(`${matching.length} available spaces in`);
  });

  it('says so when nothing matches, and leaves out values it cannot read', async () => {
    const none = await (await call('/availability/results?min=1000000')).text();
    expect(none).toContain('No available spaces match your current filter.');
    expect(linkedIds(none)).toEqual([]);
    const junk = await call('/availability/results?type=%3Cscript%3E&building=x&min=-5&sort=evil');
    expect(junk.status).toBe(200);
    const html = await junk.text();
    expect(html).not.toContain('<script>');
    expect(linkedIds(html)).toEqual([]);
    expect(linkedIds(await (await call('/availability/results?building=x&min=-5&sort=evil')).text())).toHaveLength(available.length);
  });

  it('reads a type named like an object property as an unknown type, not a 500', async () => {
    for (const type of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      const response = await call(`/availability/results?type=${type}`);
      expect(response.status, type).toBe(200);
      expect(linkedIds(await response.text()), type).toEqual([]);
    }
  });
});
