// Decision 042: the audit log. Every staff write is one line naming the person, the
// action, the record and the address's /24 or /48; the log cannot be changed, keeps 13 months, and
// only an admin reads it, filtered and a page at a time.
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows, getDb } from '~/db/client';
import { activityLog, adminUsers, units } from '~/db/schema';
import type { ActivityEntry, ActivityPage } from '~/src/lib/schemas/activity';
import { runHousekeeping } from '~/src/server/housekeeping';
import { api, readJson, signIn } from '../helpers/api';
import { startTestPlatform, type TestPlatform } from '../helpers/test-platform';

let platform: TestPlatform;
let admin: { token: string };
let agent: { token: string };
let agentId: number;
let buildingId: number;

beforeAll(async () => {
  platform = await startTestPlatform();
  admin = await signIn();
  agent = await signIn('avery@example.com', 'an agent password 12', 'agent');
  const [row] = await getDb()
    .update(adminUsers)
    .set({ name: 'Avery Agent' })
    .where(eq(adminUsers.username, 'avery@example.com'))
    .returning();
  agentId = row!.id;
  const building = await api('POST', '/api/buildings', { token: admin.token, json: { name: 'Log Wharf', address: '1 Log Wharf, Boston' } });
  buildingId = (await readJson<{ id: number }>(building)).id;
});
afterAll(() => platform.stop());

let unitSeed = 300;
async function createUnit(): Promise<{ id: number; version: number; unitNumber: string }> {
  const response = await api('POST', '/api/properties', {
    token: admin.token,
    json: { buildingId, unitNumber: String(unitSeed++), type: 'office', squareFootage: 2000, rate: 40 },
  });
  expect(response.status).toBe(201);
  return readJson(response);
}

const unitUpdate = (unit: { id: number; version: number; unitNumber: string }, rate: number) => ({
  buildingId,
  unitNumber: unit.unitNumber,
  type: 'office',
  squareFootage: 2000,
  rate,
  version: unit.version,
});

const latest = async () => (await getDb().select().from(activityLog).orderBy(desc(activityLog.id)).limit(1))[0]!;

async function activity(query = ''): Promise<ActivityPage> {
  const response = await api('GET', `/api/activity${query}`, { token: admin.token });
  expect(response.status).toBe(200);
  return readJson<ActivityPage>(response);
}

describe('the activity log', () => {
  it("records an agent's unit update with their name, the action, the unit and the address's /24", async () => {
    const unit = await createUnit();
    const response = await api('PUT', `/api/properties/${unit.id}`, {
      token: agent.token,
      json: unitUpdate(unit, 45),
      ip: '198.51.100.23',
    });
    expect(response.status).toBe(200);
    expect(await latest()).toMatchObject({
      userId: agentId,
      userName: 'Avery Agent',
      action: 'unit.update',
      recordKind: 'unit',
      recordId: String(unit.id),
      method: 'PUT',
      path: `/api/properties/${unit.id}`,
      status: 200,
      addressPrefix: '198.51.100.0/24',
    });
    const logged = await executeRows<Record<string, unknown>>(platform.db, sql`select * from activity_log`);
    expect(JSON.stringify(logged)).not.toContain('198.51.100.23');
  });

  it('records a refused attempt with its status, and an IPv6 address by its /48', async () => {
    const unit = await createUnit();
    await api('DELETE', `/api/properties/${unit.id}`, { token: admin.token });
    const refused = await api('DELETE', `/api/trash/unit/${unit.id}`, { token: agent.token, ip: '2001:db8:5:6::1' });
    expect(refused.status).toBe(403);
    expect(await latest()).toMatchObject({
      userName: 'Avery Agent',
      action: 'unit.delete-forever',
      recordKind: 'unit',
      recordId: String(unit.id),
      status: 403,
      addressPrefix: '2001:db8:5::/48',
    });
  });

  it('records sign-in, sign-out and a backup download, and no reads otherwise', async () => {
    const { token } = await signIn('avery@example.com', 'an agent password 12', 'agent');
    expect(await latest()).toMatchObject({ action: 'account.sign-in', userName: 'Avery Agent', status: 200 });
    await api('GET', '/api/contact-submissions', { token });
    await api('POST', '/api/auth/logout', { token });
    expect(await latest()).toMatchObject({ action: 'account.sign-out', userName: 'Avery Agent', status: 200 });
    const backup = await api('GET', '/api/backup', { token: admin.token });
    expect(backup.status).toBe(200);
    await backup.body?.cancel();
    expect(await latest()).toMatchObject({ action: 'backup.download', userName: 'admin', recordKind: 'backup', status: 200 });
  });

  it('records fifty simultaneous writes as fifty lines', async () => {
    const before = await activity('?kind=building');
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        api('POST', '/api/buildings', { token: agent.token, json: { name: `Busy Wharf ${i}`, address: `${i} Busy Wharf, Boston` } }),
      ),
    );
    expect(responses.every((r) => r.status === 201)).toBe(true);
    const [{ lines } = { lines: 0 }] = await executeRows<{ lines: number }>(
      platform.db,
      sql`select count(*)::int as lines from activity_log where action = 'building.create' and user_id = ${agentId}`,
    );
    expect(lines).toBe(50);
    expect((await activity('?kind=building')).entries[0]!.id).toBeGreaterThan(before.entries[0]?.id ?? 0);
  });

  it('keeps a write that succeeded when its line cannot be written', async () => {
    const unit = await createUnit();
    await executeRows(platform.db, sql`alter table activity_log add constraint refuse_all check (false) not valid`);
    try {
      const response = await api('PUT', `/api/properties/${unit.id}`, { token: agent.token, json: unitUpdate(unit, 51) });
      expect(response.status).toBe(200);
    } finally {
      await executeRows(platform.db, sql`alter table activity_log drop constraint refuse_all`);
    }
    const [stored] = await getDb().select().from(units).where(eq(units.id, unit.id));
    expect(Number(stored!.rate)).toBe(51);
  });

  it('refuses any change and any delete of a line younger than 13 months', async () => {
    // What the database said (drizzle wraps it in "Failed query: …").
    const refusal = (query: ReturnType<typeof sql>) =>
      executeRows(platform.db, query).then(
        () => 'accepted',
        (error: Error) => (error.cause instanceof Error ? error.cause.message : error.message),
      );
    const line = await latest();
    const { id } = line;
    expect(await refusal(sql`update activity_log set user_name = 'someone else' where id = ${id}`)).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(sql`update activity_log set at = now() - interval '14 months' where id = ${id}`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from activity_log where id = ${id}`)).toMatch(/append-only: DELETE refused/);
    expect(await latest()).toEqual(line);
  });

  it('keeps 13 months: the housekeeping deletes only older lines', async () => {
    const insertAt = (age: string, action: string) =>
      executeRows(
        platform.db,
        sql`insert into activity_log (at, user_name, action, method, path, status)
            values (now() - ${age}::interval, 'admin', ${action}, 'PUT', '/api/properties/1', 200)`,
      );
    await insertAt('13 months 1 day', 'unit.ancient');
    await insertAt('12 months 25 days', 'unit.old-but-kept');
    const report = await runHousekeeping();
    expect(report.activityLinesDeleted).toBe(1);
    const actions = (await executeRows<{ action: string }>(platform.db, sql`select action from activity_log`)).map((r) => r.action);
    expect(actions).not.toContain('unit.ancient');
    expect(actions).toContain('unit.old-but-kept');
    expect(actions).toContain('unit.update');
  });

  it('answers an agent 403 and is not listed as their work', async () => {
    const response = await api('GET', '/api/activity', { token: agent.token });
    expect(response.status).toBe(403);
    expect(await readJson(response)).toEqual({ message: 'Only an admin can see the activity log' });
    expect((await api('GET', '/api/activity')).status).toBe(401);
  });

  it('filters by person, kind and dates, newest first, a page of 50 at a time', async () => {
    const all = await activity();
    expect(all.people).toEqual(expect.arrayContaining([{ id: agentId, name: 'Avery Agent' }]));
    const ids = all.entries.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.entries).toHaveLength(50);
    expect(all.nextBefore).toBe(ids.at(-1));
    const next = await activity(`?before=${all.nextBefore}`);
    expect(next.entries[0]!.id).toBeLessThan(all.nextBefore!);

    const mine = await activity(`?user=${agentId}&kind=unit`);
    expect(mine.entries.length).toBeGreaterThan(0);
    expect(mine.entries.every((e: ActivityEntry) => e.userId === agentId && e.recordKind === 'unit')).toBe(true);

    const old = await activity(
      `?from=${encodeURIComponent(new Date(Date.now() - 400 * 86_400_000).toISOString())}&to=${encodeURIComponent(
        new Date(Date.now() - 300 * 86_400_000).toISOString(),
      )}`,
    );
    expect(old.entries.map((e) => e.action)).toEqual(['unit.old-but-kept']);
    expect((await activity(`?from=${encodeURIComponent(new Date(Date.now() + 86_400_000).toISOString())}`)).entries).toEqual([]);

    const bad = await api('GET', '/api/activity?kind=spaceship&from=yesterday', { token: admin.token });
    expect(bad.status).toBe(400);
  });
});
