// Staff accounts. An admin invites a colleague by e-mail; the single-use link creates one
// account however many times it is clicked at once; an admin deactivates, reactivates and changes
// roles, never leaving the team without an active admin; anyone changes their own profile; a
// password reset answers the same for any address, is throttled, and its link works once.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '~/db/client';
import { updateStaffAccount } from '~/db/queries/admin-users';
import { adminUsers, staffTokens } from '~/db/schema';
import { PASSWORD_RESET_SENT } from '~/src/lib/schemas/staff';
import { runHousekeeping } from '~/src/server/housekeeping';
import { api, readJson, signIn } from '../helpers/api';
import { outboxMessages, staffLinkSent } from '../helpers/mail';
import { startTestPlatform, type TestPlatform } from '../helpers/test-platform';

const PASSWORD = 'a long enough password';
let platform: TestPlatform;
let outbox: string;
let admin: { token: string; cookie: string };

beforeAll(async () => {
  outbox = await mkdtemp(path.join(tmpdir(), 'staff-outbox-'));
  process.env['OUTBOX_DIR'] = outbox;
  process.env['URL'] = 'https://leasing.example';
  platform = await startTestPlatform();
  admin = await signIn();
});
afterAll(async () => {
  await platform.stop();
  await rm(outbox, { recursive: true, force: true });
});

const linkSent = (kind: 'invite' | 'reset', email: string) => staffLinkSent(outbox, kind, email);
const mailCount = async (kind: string, email: string) =>
  (await outboxMessages(outbox, `-${kind}-`)).filter((mail) => mail.header('to') === email).length;

async function invite(email: string, role: 'admin' | 'agent' = 'agent') {
  const response = await api('POST', '/api/users/invitations', { token: admin.token, json: { email, role } });
  expect(response.status).toBe(201);
  return linkSent('invite', email.toLowerCase());
}

const accept = (token: string, name = 'Dana Agent', password = PASSWORD, ip?: string) =>
  api('POST', '/api/invitations/accept', { json: { token, name, password }, ...(ip ? { ip } : {}) });

describe('invitations', () => {
  it('invites a colleague who joins, is signed in, and signs in again with their e-mail', async () => {
    const token = await invite('Dana@Example.com');
    const listed = await readJson<{ invitations: { email: string; role: string; invitedBy: string }[] }>(
      await api('GET', '/api/users', { token: admin.token }),
    );
    expect(listed.invitations).toContainEqual(expect.objectContaining({ email: 'dana@example.com', role: 'agent', invitedBy: 'admin' }));

    const joined = await accept(token);
    expect(joined.status).toBe(201);
    const body = await readJson<{ token: string; user: Record<string, unknown> }>(joined);
    expect(body.user).toMatchObject({ username: 'dana@example.com', email: 'dana@example.com', name: 'Dana Agent', role: 'agent' });
    expect(joined.headers.get('set-cookie')).toMatch(/^session=/);
    expect((await api('GET', '/api/contact-submissions', { token: body.token })).status).toBe(200);

    const signedIn = await api('POST', '/api/auth/login', { json: { username: 'DANA@example.com', password: PASSWORD } });
    expect(signedIn.status).toBe(200);

    const after = await readJson<{ users: { email: string | null; active: boolean }[]; invitations: unknown[] }>(
      await api('GET', '/api/users', { token: admin.token }),
    );
    expect(after.users).toContainEqual(expect.objectContaining({ email: 'dana@example.com', active: true }));
    expect(after.invitations).toEqual([]);

    const again = await accept(token);
    expect(again.status).toBe(400);
    expect(await readJson(again)).toMatchObject({
      message: expect.stringContaining('This invitation link has expired or was already used'),
    });
  });

  it('refuses an address that already has an active account', async () => {
    const response = await api('POST', '/api/users/invitations', {
      token: admin.token,
      json: { email: 'dana@example.com', role: 'agent' },
    });
    expect(response.status).toBe(409);
    expect(await readJson(response)).toMatchObject({ message: 'dana@example.com already has an active account' });
  });

  it('replaces an older invitation of the same address, and withdrawing one ends its link', async () => {
    const first = await invite('eli@example.com');
    const second = await invite('eli@example.com', 'admin');
    expect((await accept(first)).status).toBe(400);
    const { invitations } = await readJson<{ invitations: { id: number; email: string; role: string }[] }>(
      await api('GET', '/api/users', { token: admin.token }),
    );
    const pending = invitations.filter((i) => i.email === 'eli@example.com');
    expect(pending).toEqual([expect.objectContaining({ role: 'admin' })]);

    expect((await api('DELETE', `/api/users/invitations/${pending[0]!.id}`, { token: admin.token })).status).toBe(200);
    expect((await accept(second)).status).toBe(400);
    expect((await api('DELETE', `/api/users/invitations/${pending[0]!.id}`, { token: admin.token })).status).toBe(404);
  });

  it('keeps a link unused when its address got an active account in the meantime', async () => {
    const token = await invite('meanwhile@example.com');
    await signIn('meanwhile@example.com', PASSWORD, 'agent');
    const response = await accept(token);
    expect(response.status).toBe(409);
    expect(await readJson(response)).toMatchObject({ message: 'An account with this e-mail address already exists. Sign in instead.' });
    const [row] = await getDb().select().from(staffTokens).where(eq(staffTokens.email, 'meanwhile@example.com'));
    expect(row!.usedAt).toBeNull();
  });

  it('refuses an expired link', async () => {
    const token = await invite('late@example.com');
    await getDb()
      .update(staffTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffTokens.email, 'late@example.com'));
    const response = await accept(token);
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({ message: expect.stringContaining('expired or was already used') });
    expect(await getDb().select().from(adminUsers).where(eq(adminUsers.email, 'late@example.com'))).toEqual([]);
  });

  it('forgets links a day after they ended, and keeps pending ones (housekeeping)', async () => {
    await invite('pending@example.com');
    await invite('long-gone@example.com');
    await getDb()
      .update(staffTokens)
      .set({ expiresAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(staffTokens.email, 'long-gone@example.com'));
    const report = await runHousekeeping();
    expect(report.staffLinksDeleted).toBeGreaterThanOrEqual(1);
    expect(await getDb().select().from(staffTokens).where(eq(staffTokens.email, 'long-gone@example.com'))).toEqual([]);
    expect(await getDb().select().from(staffTokens).where(eq(staffTokens.email, 'pending@example.com'))).toHaveLength(1);
  });

  it('creates one account when fifty people use one link at once', { timeout: 180_000 }, async () => {
    const token = await invite('fifty@example.com');
    // Fifty people, fifty addresses: one address gets five tries (below).
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => accept(token, 'Dana Agent', PASSWORD, `198.19.50.${i}`)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(49);
    expect(await getDb().select().from(adminUsers).where(eq(adminUsers.email, 'fifty@example.com'))).toHaveLength(1);
  });

  it('refuses the whole Users API to an agent', async () => {
    const agent = await signIn('agent.users@example.com', PASSWORD, 'agent');
    for (const [method, url, json] of [
      ['GET', '/api/users', undefined],
      ['POST', '/api/users/invitations', { email: 'x@example.com', role: 'admin' }],
      ['PUT', '/api/users/1', { role: 'agent' }],
      ['DELETE', '/api/users/invitations/1', undefined],
    ] as const) {
      const response = await api(method, url, { token: agent.token, json });
      expect(response.status).toBe(403);
      expect(await readJson(response)).toMatchObject({ message: 'Only an admin can manage users' });
    }
    expect(await mailCount('invite', 'x@example.com')).toBe(0);
  });
});

describe('changing accounts', () => {
  const idOf = async (username: string) =>
    (await getDb().select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.username, username)))[0]!.id;

  it('deactivates a colleague (their open session answers 401 at once) and reactivates them', async () => {
    const agent = await signIn('leaving@example.com', PASSWORD, 'agent');
    const id = await idOf('leaving@example.com');
    const off = await api('PUT', `/api/users/${id}`, { token: admin.token, json: { active: false } });
    expect(off.status).toBe(200);
    expect(await readJson(off)).toMatchObject({ id, active: false });
    expect((await api('GET', '/api/contact-submissions', { token: agent.token })).status).toBe(401);
    expect((await api('POST', '/api/auth/login', { json: { username: 'leaving@example.com', password: PASSWORD } })).status).toBe(401);

    expect((await api('PUT', `/api/users/${id}`, { token: admin.token, json: { active: true, role: 'admin' } })).status).toBe(200);
    const back = await signIn('leaving@example.com', PASSWORD);
    const me = await readJson<{ user: { role: string } }>(await api('GET', '/api/auth/me', { token: back.token }));
    expect(me.user.role).toBe('admin');
  });

  it('never lets an admin deactivate or demote themself', async () => {
    const id = await idOf('admin');
    for (const json of [{ active: false }, { role: 'agent' }]) {
      const response = await api('PUT', `/api/users/${id}`, { token: admin.token, json });
      expect(response.status).toBe(409);
    }
    expect((await api('GET', '/api/auth/me', { token: admin.token })).status).toBe(200);
  });

  it('never takes away the last active admin', async () => {
    const activeAdmins = () =>
      getDb()
        .select({ id: adminUsers.id })
        .from(adminUsers)
        .where(and(eq(adminUsers.role, 'admin'), eq(adminUsers.active, true)));
    const a = await signIn('race.a@example.com', PASSWORD, 'admin');
    const b = await signIn('race.b@example.com', PASSWORD, 'admin');
    const [idA, idB] = [await idOf('race.a@example.com'), await idOf('race.b@example.com')];
    // Only A and B are active admins while they try to demote and deactivate each other at once.
    const others = (await activeAdmins()).map((row) => row.id).filter((id) => id !== idA && id !== idB);
    await getDb().update(adminUsers).set({ active: false }).where(inArray(adminUsers.id, others));
    try {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          i % 2 === 0
            ? api('PUT', `/api/users/${idB}`, { token: a.token, json: i % 4 === 0 ? { role: 'agent' } : { active: false } })
            : api('PUT', `/api/users/${idA}`, { token: b.token, json: i % 4 === 1 ? { role: 'agent' } : { active: false } }),
        ),
      );
      expect(answers.some((r) => r.status === 200)).toBe(true);
      expect(await activeAdmins()).toHaveLength(1);
      const [last] = await activeAdmins();
      expect(await updateStaffAccount(last!.id, { active: false })).toBeNull();
      expect(await updateStaffAccount(last!.id, { role: 'agent' })).toBeNull();
      expect(await activeAdmins()).toEqual([last]);
    } finally {
      await getDb().update(adminUsers).set({ active: true }).where(inArray(adminUsers.id, others));
    }
  });
});

describe('profile', () => {
  it('changes one’s own name and e-mail, one account per address', async () => {
    const agent = await signIn('profile@example.com', PASSWORD, 'agent');
    const saved = await api('PUT', '/api/auth/profile', { token: agent.token, json: { name: 'Pat Profile', email: 'Pat@Example.com' } });
    expect(saved.status).toBe(200);
    const me = await readJson<{ user: Record<string, unknown> }>(await api('GET', '/api/auth/me', { token: agent.token }));
    expect(me.user).toMatchObject({ name: 'Pat Profile', email: 'pat@example.com', username: 'profile@example.com' });

    const taken = await api('PUT', '/api/auth/profile', { token: agent.token, json: { name: 'Pat', email: 'dana@example.com' } });
    expect(taken.status).toBe(409);
    expect(await readJson(taken)).toMatchObject({ fieldErrors: { email: ['Another account already uses this e-mail address'] } });
    // Nor another account's username that is an address (it signs in with it).
    const username = await api('PUT', '/api/auth/profile', { token: agent.token, json: { name: 'Pat', email: 'agent.users@example.com' } });
    expect(username.status).toBe(409);
    expect((await api('PUT', '/api/auth/profile', { json: { name: 'Nobody', email: null } })).status).toBe(401);
  });
});

describe('password reset', () => {
  const ask = (email: string, ip = '198.51.100.1') => api('POST', '/api/auth/password-reset', { json: { email }, ip });

  it('answers the same whether or not the address has an account, and its link works once', async () => {
    const old = await signIn('forgetful@example.com', PASSWORD, 'agent');
    await getDb().update(adminUsers).set({ email: 'forgetful@example.com' }).where(eq(adminUsers.username, 'forgetful@example.com'));
    const known = await ask('Forgetful@example.com');
    const unknown = await ask('nobody@example.com');
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await readJson(known)).toEqual(await readJson(unknown));
    expect(await readJson(await ask('nobody2@example.com'))).toEqual({ success: true, message: PASSWORD_RESET_SENT });
    expect(await mailCount('reset', 'nobody@example.com')).toBe(0);

    const token = await linkSent('reset', 'forgetful@example.com');
    const confirm = (password: string) => api('POST', '/api/auth/password-reset/confirm', { json: { token, password } });
    expect((await confirm('a brand new password')).status).toBe(200);
    const twice = await confirm('another new password');
    expect(twice.status).toBe(400);
    expect(await readJson(twice)).toMatchObject({ message: expect.stringContaining('expired or was already used') });

    expect((await api('GET', '/api/contact-submissions', { token: old.token })).status).toBe(401);
    expect((await api('POST', '/api/auth/login', { json: { username: 'forgetful@example.com', password: PASSWORD } })).status).toBe(401);
    const fresh = await api('POST', '/api/auth/login', { json: { username: 'forgetful@example.com', password: 'a brand new password' } });
    expect(fresh.status).toBe(200);
  });

  it('throttles requests per address and e-mails per account', async () => {
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push((await ask(`someone${i}@example.com`, '198.51.100.99')).status);
    expect(answers.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(answers[10]).toBe(429);

    const before = await mailCount('reset', 'dana@example.com');
    for (let i = 0; i < 5; i++) expect((await ask('dana@example.com', `198.51.100.${10 + i}`)).status).toBe(200);
    expect((await mailCount('reset', 'dana@example.com')) - before).toBe(3);
  });

  it('refuses an unknown or expired link', async () => {
    const unknown = await api('POST', '/api/auth/password-reset/confirm', { json: { token: 'made-up', password: 'a brand new password' } });
    expect(unknown.status).toBe(400);
    await getDb()
      .update(staffTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffTokens.kind, 'reset'));
    const token = await linkSent('reset', 'dana@example.com');
    expect((await api('POST', '/api/auth/password-reset/confirm', { json: { token, password: 'a brand new password' } })).status).toBe(400);
  });
});

describe('guessing link secrets', () => {
  const guessInvitation = (ip: string, token = 'made-up-invitation') => accept(token, 'Guesser', PASSWORD, ip);
  const guessReset = (ip: string, token = 'made-up-reset') =>
    api('POST', '/api/auth/password-reset/confirm', { json: { token, password: 'a brand new password' }, ip });

  for (const [name, guess] of [
    ['invitation', guessInvitation],
    ['password reset', guessReset],
  ] as const) {
    it(`refuses the sixth wrong ${name} secret from one address with 429 and Retry-After; another address is not affected`, async () => {
      const ip = name === 'invitation' ? '192.0.2.80' : '192.0.2.81';
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await guess(ip)).status);
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
      const throttled = await guess(ip);
      expect(throttled.status).toBe(429);
      expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await readJson(throttled)).toMatchObject({ message: expect.stringContaining('Too many attempts with a link') });
      expect((await guess('192.0.2.82')).status).toBe(400);
    });

    it(`checks at most 5 of 50 wrong ${name} secrets sent at once from one address`, { timeout: 180_000 }, async () => {
      const ip = name === 'invitation' ? '192.0.2.90' : '192.0.2.91';
      const statuses = (await Promise.all(Array.from({ length: 50 }, (_, i) => guess(ip, `guess-${i}`)))).map((r) => r.status);
      expect(statuses.filter((s) => s === 400)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(45);
    });
  }

  it('a link that works clears its address’s count', async () => {
    const ip = '192.0.2.95';
    for (let i = 0; i < 4; i++) expect((await guessInvitation(ip)).status).toBe(400);
    expect((await accept(await invite('counted@example.com'), 'Counted', PASSWORD, ip)).status).toBe(201);
    for (let i = 0; i < 5; i++) expect((await guessInvitation(ip)).status).toBe(400);
  });
});
