// Roles checked on the server. An agent does the leasing work; what only an admin may do
// answers 403 with a message that says so, and changes nothing. A deactivated account's open
// session answers 401 on its next call.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '~/db/client';
import { activityLog, adminUsers, drafts, siteContent, units } from '~/db/schema';
import { api, readJson, signIn } from '../helpers/api';
import { startTestPlatform, type TestPlatform } from '../helpers/test-platform';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.stop());

describe('roles', () => {
  it('lets an agent do the leasing work and refuses what only an admin may do', async () => {
    const { token } = await signIn('agent.one@example.com', 'an agent password 12', 'agent');
    const me = await readJson<{ user: { role: string } }>(await api('GET', '/api/auth/me', { token }));
    expect(me.user.role).toBe('agent');

    expect((await api('GET', '/api/contact-submissions', { token })).status).toBe(200);

    const backup = await api('GET', '/api/backup', { token });
    expect(backup.status).toBe(403);
    expect(await readJson(backup)).toMatchObject({ message: 'Only an admin can download a backup' });

    const [before] = await getDb().select().from(siteContent);
    const content = await api('PUT', '/api/site-content', { token, json: { ...(before!.data as object), version: before!.version } });
    expect(content.status).toBe(403);
    expect(await readJson(content)).toMatchObject({ message: 'Only an admin can change the site content' });
    const [after] = await getDb().select().from(siteContent);
    expect(after!.version).toBe(before!.version);

    const purge = await api('DELETE', '/api/trash/unit/1', { token });
    expect(purge.status).toBe(403);
  });

  it('refuses every admin-only route to an agent with 403, changing nothing', async () => {
    const admin = await signIn();
    const { userId: adminId } = await readJson<{ userId: number }>(await api('GET', '/api/auth/me', { token: admin.token }));
    const { token } = await signIn('agent.table@example.com', 'an agent password 12', 'agent');
    const [site] = await getDb().select().from(siteContent);
    const siteBody = { kind: 'site', entityId: 1, data: site!.data, baseVersion: site!.version };
    const siteDraft = await readJson<{ id: number }>(await api('POST', '/api/drafts', { token: admin.token, json: siteBody }));
    const building = await readJson<{ id: number }>(
      await api('POST', '/api/buildings', { token: admin.token, json: { name: 'Roles Wharf', address: '1 Roles Wharf, Boston' } }),
    );
    const unit = await readJson<{ id: number }>(
      await api('POST', '/api/properties', {
        token: admin.token,
        json: { buildingId: building.id, unitNumber: '901', type: 'office', squareFootage: 1000, rate: 40 },
      }),
    );
    await api('DELETE', `/api/properties/${unit.id}`, { token: admin.token });

    const table: [method: string, path: string, json: unknown, message: string][] = [
      ['GET', '/api/backup', undefined, 'Only an admin can download a backup'],
      ['PUT', '/api/site-content', { ...(site!.data as object), version: site!.version }, 'Only an admin can change the site content'],
      ['DELETE', `/api/trash/unit/${unit.id}`, undefined, 'Only an admin can delete from the Trash forever'],
      ['POST', '/api/drafts', siteBody, 'Only an admin can change the site content'],
      ['PUT', `/api/drafts/${siteDraft.id}`, { data: site!.data }, 'Only an admin can change the site content'],
      ['POST', `/api/drafts/${siteDraft.id}/publish`, undefined, 'Only an admin can change the site content'],
      ['DELETE', `/api/drafts/${siteDraft.id}`, undefined, 'Only an admin can change the site content'],
      ['POST', `/api/history/site/1/${site!.version}/restore`, { version: site!.version }, 'Only an admin can change the site content'],
      ['GET', '/api/activity', undefined, 'Only an admin can see the activity log'],
      ['GET', '/api/users', undefined, 'Only an admin can manage users'],
      ['POST', '/api/users/invitations', { email: 'someone@example.com', role: 'admin' }, 'Only an admin can manage users'],
      ['PUT', `/api/users/${adminId}`, { active: false }, 'Only an admin can manage users'],
      ['PUT', '/api/team-settings', { autoAssign: true }, 'Only an admin can change team settings'],
    ];
    const draftsBefore = await getDb().select().from(drafts);
    for (const [method, path, json, message] of table) {
      const response = await api(method, path, { token, json });
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 403 });
      expect(await readJson(response)).toEqual({ message });
    }
    const [siteAfter] = await getDb().select().from(siteContent);
    expect(siteAfter!.version).toBe(site!.version);
    expect(await getDb().select().from(drafts)).toEqual(draftsBefore);
    const [trashed] = await getDb().select().from(units).where(eq(units.id, unit.id));
    expect(trashed!.deletedAt).not.toBeNull();
  });

  it('lets an agent do the leasing work: units, buildings, their drafts, history, Trash restore, inquiries, dashboard', async () => {
    const { token } = await signIn('agent.work@example.com', 'an agent password 12', 'agent');
    const building = await api('POST', '/api/buildings', { token, json: { name: 'Agent Wharf', address: '2 Agent Wharf, Boston' } });
    expect(building.status).toBe(201);
    const { id: buildingId } = await readJson<{ id: number }>(building);
    const unitBody = { buildingId, unitNumber: '902', type: 'office', squareFootage: 1200, rate: 42 };
    const created = await api('POST', '/api/properties', { token, json: unitBody });
    expect(created.status).toBe(201);
    const unit = await readJson<{ id: number; version: number }>(created);
    const draft = await api('POST', '/api/drafts', { token, json: { kind: 'unit', entityId: unit.id, data: { ...unitBody, rate: 44 } } });
    expect(draft.status).toBe(201);
    const { id: draftId } = await readJson<{ id: number }>(draft);
    expect((await api('DELETE', `/api/drafts/${draftId}`, { token })).status).toBe(200);
    expect((await api('GET', `/api/history/unit/${unit.id}`, { token })).status).toBe(200);
    expect((await api('DELETE', `/api/properties/${unit.id}`, { token })).status).toBe(200);
    expect((await api('POST', `/api/trash/unit/${unit.id}/restore`, { token })).status).toBe(200);
    for (const path of ['/api/contact-submissions', '/api/trash', '/api/dashboard', '/api/alerts', '/api/publish-status', '/api/drafts']) {
      expect({ path, status: (await api('GET', path, { token })).status }).toEqual({ path, status: 200 });
    }
    // And every write of theirs is in the log under their name.
    const [logged] = await getDb().select({ value: count() }).from(activityLog).where(eq(activityLog.userName, 'agent.work@example.com'));
    expect(logged!.value).toBeGreaterThanOrEqual(6);
  });

  it('lets the seeded admin do all of it', async () => {
    const { token } = await signIn();
    expect((await api('GET', '/api/backup', { token })).status).toBe(200);
  });

  it('ends a deactivated account’s open session at once', async () => {
    const { token } = await signIn('agent.two@example.com', 'an agent password 12', 'agent');
    expect((await api('GET', '/api/contact-submissions', { token })).status).toBe(200);
    await getDb().update(adminUsers).set({ active: false }).where(eq(adminUsers.username, 'agent.two@example.com'));
    expect((await api('GET', '/api/contact-submissions', { token })).status).toBe(401);
    const again = await api('POST', '/api/auth/login', { json: { username: 'agent.two@example.com', password: 'an agent password 12' } });
    expect(again.status).toBe(401);
    expect(await readJson(again)).toMatchObject({ message: 'Invalid username or password' });
  });
});
