// The Dashboard's figures against the database they come from, and the listing view beacon:
// counted per unit and day, never for bots, with nothing stored about the visitor.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/client';
import { insertInquiry } from '../../db/queries/inquiries';
import { inquiries, listingViews, unitStatusChanges } from '../../db/schema';
import { listingLabel } from '../../src/lib/listing';
import type { Dashboard } from '../../src/lib/schemas/dashboard';
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

const view = (unitId: unknown, userAgent = BROWSER) =>
  api('POST', '/api/listing-views', {
    body: JSON.stringify({ unitId }),
    headers: { 'user-agent': userAgent, 'content-type': 'text/plain' },
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
    const lead = async (spam = false) =>
      (
        await insertInquiry({
          firstName: 'Dash',
          lastName: 'Board',
          email: 'dash@example.com',
          listing: listingLabel(open),
          message: 'Counting this lead on the dashboard.',
          spamReason: spam ? 'honeypot' : null,
        })
      ).id;
    const ids = [await lead(), await lead(), await lead(), await lead()];
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
    await view(open.id, 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    await view(open.id, '');
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
      label: listingLabel(open),
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
  it('counts fifty views arriving at once as fifty', async () => {
    const building = await readJson<{ id: number }>(
      await api('POST', '/api/buildings', { token, json: { name: 'Beacon House', address: '1 Beacon' } }),
    );
    const unit = await readJson<{ id: number }>(
      await api('POST', '/api/properties', {
        token,
        json: { buildingId: building.id, unitNumber: 'B1', type: 'office', squareFootage: 900 },
      }),
    );
    const answers = await Promise.all(Array.from({ length: 50 }, () => view(unit.id)));
    expect(answers.every((answer) => answer.status === 204)).toBe(true);
    const rows = await platform.db.select().from(listingViews).where(eq(listingViews.unitId, unit.id));
    expect(rows.map((row) => row.views)).toEqual([50]);
  });

  it('answers 204 to anything, counts nothing for junk, unknown units or bots, and stores only unit, day and count', async () => {
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
