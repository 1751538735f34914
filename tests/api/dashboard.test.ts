// The Dashboard's figures against the database they come from, and the listing view beacon:
// counted once per visitor, unit and day, never for bots, with no address stored.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '~/db/client';
import { insertInquiry } from '~/db/queries/inquiries';
import { inquiries, listingViews, listingViewVisitors, unitStatusChanges } from '~/db/schema';
import { listingLabel } from '~/src/lib/listing';
import type { Dashboard } from '~/src/lib/schemas/dashboard';
import { officeDay } from '~/src/lib/office-hours';
import { countListingView } from '~/src/server/listing-views';
import { api, readJson, signIn } from '../helpers/api';
import { startTestPlatform, type TestPlatform } from '../helpers/test-platform';

let platform: TestPlatform;
let token: string;
const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const DAY = 86_400_000;

beforeAll(async () => {
  platform = await startTestPlatform();
  ({ token } = await signIn());
});
afterAll(() => platform.stop());

let nextIp = 1;
const freshIp = () => `10.77.${Math.floor(nextIp / 250)}.${nextIp++ % 250}`;
const view = (unitId: unknown, { userAgent = BROWSER, ip = freshIp() } = {}) =>
  api('POST', '/api/listing-views', {
    body: JSON.stringify({ unitId }),
    headers: { 'user-agent': userAgent, 'content-type': 'text/plain' },
    ip,
  });

describe('the dashboard', () => {
  it('reports leads per week by stage, response times, leads, tours and views per unit, vacancy and days on market as stored', async () => {
    const building = await readJson<{ id: number; name: string }>(
      await api('POST', '/api/buildings', { token, json: { name: 'Dashboard Wharf', address: '9 Chart Street' } }),
    );
    const unit = async (unitNumber: string, squareFootage: number, status = 'available') =>
      readJson<{ id: number; unitNumber: string; address: string | null; type: 'office'; squareFootage: number }>(
        await api('POST', '/api/properties', {
          token,
          json: { buildingId: building.id, unitNumber, type: 'office', squareFootage, status },
        }),
      );
    const open = await unit('D1', 2000);
    const leased = await unit('D2', 3000, 'leased');
    await platform.db
      .update(unitStatusChanges)
      .set({ changedAt: new Date(Date.now() - 40 * DAY) })
      .where(eq(unitStatusChanges.unitId, open.id));

    // Four leads about D1 this week: one answered after 2 h, one after 4 h, one lost, one new; one flagged (never counted).
    // A unit's leads are those stored with its id, whatever their text: one naming D2 in words is D1's.
    const lead = async (spam = false, listing = listingLabel(open)) =>
      (
        await insertInquiry({
          firstName: 'Dash',
          lastName: 'Board',
          email: 'dash@example.com',
          listing,
          unitId: open.id,
          message: 'Counting this lead on the dashboard.',
          spamReason: spam ? 'honeypot' : null,
        })
      ).id;
    const ids = [await lead(), await lead(), await lead(), await lead(false, listingLabel(leased))];
    await lead(true);
    const answer = async (id: number, hours: number) => {
      const [row] = await platform.db.select({ createdAt: inquiries.createdAt }).from(inquiries).where(eq(inquiries.id, id));
      await platform.db
        .update(inquiries)
        .set({ stage: 'contacted', firstResponseAt: new Date(row!.createdAt.getTime() + hours * 3_600_000) })
        .where(eq(inquiries.id, id));
    };
    await answer(ids[0]!, 2);
    await answer(ids[1]!, 4);
    await api('PUT', `/api/contact-submissions/${ids[2]}/stage`, { token, json: { stage: 'lost', lostReason: 'Too small' } });
    await platform.db
      .update(inquiries)
      .set({ tourStatus: 'confirmed', tourAt: new Date(Date.now() + DAY) })
      .where(eq(inquiries.id, ids[0]!));

    for (let i = 0; i < 5; i++) expect((await view(open.id)).status).toBe(204);
    await view(open.id, { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await view(open.id, { userAgent: '' });
    await view(leased.id);

    const response = await api('GET', '/api/dashboard', { token });
    expect(response.status).toBe(200);
    const dashboard = await readJson<Dashboard>(response);

    expect(dashboard.weeks).toHaveLength(12);
    const thisWeek = dashboard.weeks.at(-1)!;
    expect(thisWeek.counts).toMatchObject({ contacted: 2, lost: 1, new: 1 });
    // The database's own count of live, unflagged inquiries this week (Boston) equals the chart's.
    const [stored] = await executeRows<{ n: number }>(
      platform.db,
      sql`select count(*)::int as n from inquiries where deleted_at is null and not is_spam
          and date_trunc('week', created_at at time zone 'America/New_York') = date_trunc('week', now() at time zone 'America/New_York')`,
    );
    expect(Object.values(thisWeek.counts).reduce((a, b) => a + b, 0)).toBe(stored!.n);
    expect(dashboard.responseTimes.at(-1)).toEqual({ week: thisWeek.week, medianHours: 3, answered: 2 });

    expect(dashboard.units.find((u) => u.unitId === open.id)).toEqual({
      unitId: open.id,
      label: '9 Chart Street - Unit D1 - Office (2,000 sq ft)', // its own address left blank: the building's
      views: 5,
      leads: 4,
      tours: 1,
    });
    expect(dashboard.units.find((u) => u.unitId === leased.id)).toMatchObject({ views: 1, leads: 0, tours: 0 });
    expect(dashboard.vacancy.find((b) => b.buildingId === building.id)).toEqual({
      buildingId: building.id,
      name: 'Dashboard Wharf',
      availableSquareFeet: 2000,
      leasedSquareFeet: 3000,
    });
    expect(dashboard.daysOnMarket.find((u) => u.unitId === open.id)?.days).toBe(40);
    expect(dashboard.daysOnMarket.some((u) => u.unitId === leased.id)).toBe(false);
  });

  it('needs an admin session', async () => {
    expect((await api('GET', '/api/dashboard')).status).toBe(401);
  });
});

describe('the listing view beacon', () => {
  async function newUnit(unitNumber: string): Promise<number> {
    const building = await readJson<{ id: number }>(
      await api('POST', '/api/buildings', { token, json: { name: `Beacon House ${unitNumber}`, address: '1 Beacon' } }),
    );
    const unit = await readJson<{ id: number }>(
      await api('POST', '/api/properties', {
        token,
        json: { buildingId: building.id, unitNumber, type: 'office', squareFootage: 900 },
      }),
    );
    return unit.id;
  }
  const viewsOf = async (unitId: number) =>
    (await platform.db.select().from(listingViews).where(eq(listingViews.unitId, unitId))).map((row) => row.views);

  it('counts fifty views arriving at once from fifty visitors as fifty', async () => {
    const unitId = await newUnit('B1');
    const answers = await Promise.all(Array.from({ length: 50 }, () => view(unitId)));
    expect(answers.every((answer) => answer.status === 204)).toBe(true);
    expect(await viewsOf(unitId)).toEqual([50]);
  });

  it('counts five hundred views arriving at once from one visitor as one, and that visitor once per unit and day', async () => {
    const [unitId, otherUnitId] = [await newUnit('B2'), await newUnit('B3')];
    const answers = await Promise.all(Array.from({ length: 500 }, () => view(unitId, { ip: '198.51.100.23' })));
    expect(answers.every((answer) => answer.status === 204)).toBe(true);
    expect(await viewsOf(unitId)).toEqual([1]);
    // Another address in the same IPv6 /64 is the same visitor; another unit is another view.
    await view(unitId, { ip: '2001:db8:77:1::1' });
    await view(unitId, { ip: '2001:db8:77:1::2' });
    await view(otherUnitId, { ip: '198.51.100.23' });
    expect(await viewsOf(unitId)).toEqual([2]);
    expect(await viewsOf(otherUnitId)).toEqual([1]);
  });

  it('counts the same visitor again the next Boston day, and stores a hash for each day, never the address', async () => {
    const unitId = await newUnit('B4');
    const today = new Date();
    const tomorrow = new Date(today.getTime() + DAY);
    await countListingView(unitId, BROWSER, '198.51.100.99', today);
    await countListingView(unitId, BROWSER, '198.51.100.99', today);
    await countListingView(unitId, BROWSER, '198.51.100.99', tomorrow);
    const rows = await platform.db.select().from(listingViews).where(eq(listingViews.unitId, unitId));
    expect(rows.map((row) => [row.day, row.views]).sort()).toEqual([
      [officeDay(today), 1],
      [officeDay(tomorrow), 1],
    ]);
    const visitors = await platform.db.select().from(listingViewVisitors);
    expect(visitors.filter((v) => v.day === officeDay(tomorrow))).toHaveLength(1);
    expect(JSON.stringify(visitors)).not.toContain('198.51.100');
  });

  it('refuses a body over 2 KB with 413, without reading a streamed one to its end, and counts nothing', async () => {
    const unitId = await newUnit('B5');
    const declared = await api('POST', '/api/listing-views', {
      body: JSON.stringify({ unitId }),
      headers: { 'user-agent': BROWSER, 'content-length': String(100 * 1024 * 1024) },
    });
    expect(declared.status).toBe(413);
    expect(await readJson(declared)).toEqual({ message: 'Request body is too large' });

    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled += 1024;
          controller.enqueue(new TextEncoder().encode(pulled === 1024 ? `{"unitId":${unitId},"x":"` : 'x'.repeat(1024)));
        },
      },
      { highWaterMark: 0 },
    );
    const streamed = await api('POST', '/api/listing-views', { body: endless, headers: { 'user-agent': BROWSER } });
    expect(streamed.status).toBe(413);
    expect(await readJson(streamed)).toEqual({ message: 'Request body is too large' });
    expect(pulled).toBeLessThanOrEqual(4096);
    expect(await viewsOf(unitId)).toEqual([]);
  });

  it('answers 204 to anything else, counts nothing for junk, unknown units or bots, and stores only unit, day and count', async () => {
    expect((await view('not a number')).status).toBe(204);
    expect((await view(999_999)).status).toBe(204);
    expect((await api('POST', '/api/listing-views', { body: '{oops', headers: { 'user-agent': BROWSER } })).status).toBe(204);
    const columns = await executeRows<{ column_name: string }>(
      platform.db,
      sql`select column_name from information_schema.columns where table_name = 'listing_views' order by ordinal_position`,
    );
    expect(columns.map((c) => c.column_name)).toEqual(['id', 'unit_id', 'day', 'views']);
    const rows = await platform.db.select().from(listingViews).where(eq(listingViews.unitId, 999_999));
    expect(rows).toEqual([]);
  });
});
