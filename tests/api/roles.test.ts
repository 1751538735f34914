// Issue 20: roles checked on the server. An agent does the leasing work; what only an admin may do
// answers 403 with a message that says so, and changes nothing. A deactivated account's open
// session answers 401 on its next call.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '~/db/client';
import { adminUsers, siteContent } from '~/db/schema';
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
