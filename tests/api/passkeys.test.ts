// Staff passkeys (decision 080), with a software authenticator that answers as a browser would:
// register, sign in, list and remove; every challenge single-use and short-lived, even when the
// same answer arrives twice at once; answers made for another origin or RP ID refused; a removed
// passkey or a deactivated person's refused; failures throttled with the password's per-address
// limit; an admin the team requires a passkey of cannot sign in with the password alone, and a
// reset link lets them register a new one.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '~/db/client';
import { createStaffUser } from '~/db/queries/admin-users';
import { api, ORIGIN, readJson, signIn, type CallOptions } from '../helpers/api';
import { outboxMessages } from '../helpers/mail';
import { SoftwareAuthenticator } from '../helpers/software-authenticator';
import { startTestPlatform, type TestPlatform } from '../helpers/test-platform';

const SITE = { origin: ORIGIN, rpId: 'localhost' };
const PASSWORD = 'a long enough password';
let platform: TestPlatform;
let outbox: string;

beforeAll(async () => {
  outbox = await mkdtemp(path.join(tmpdir(), 'passkey-outbox-'));
  process.env['OUTBOX_DIR'] = outbox;
  process.env['URL'] = 'https://leasing.example';
  platform = await startTestPlatform();
});
afterAll(async () => {
  await platform.stop();
  await rm(outbox, { recursive: true, force: true });
});

let accounts = 0;
/** A new staff account of its own, signed in. */
async function newStaff(role: 'admin' | 'agent' = 'admin') {
  accounts += 1;
  const username = `passkey-${role}-${accounts}@example.com`;
  await createStaffUser({ username, password: PASSWORD, role, email: username });
  const { token } = await signIn(username, PASSWORD, role);
  const [row] = await executeRows<{ id: number }>(platform.db, sql`select id from admin_users where username = ${username}`);
  return { username, token, id: row!.id };
}

type RegistrationOptions = { challenge: string; user: { id: string }; rp: { id: string } };
const registrationOptions = async (token: string) => {
  const response = await api('POST', '/api/passkeys/registration-options', { token });
  expect(response.status).toBe(200);
  return readJson<RegistrationOptions>(response);
};

/** Registers a new passkey for the signed-in person; answers the authenticator that holds it. */
async function registerPasskey(token: string, name = 'Work laptop') {
  const authenticator = new SoftwareAuthenticator(SITE);
  const options = await registrationOptions(token);
  const response = await api('POST', '/api/passkeys', { token, json: { name, response: authenticator.register(options) } });
  expect(response.status).toBe(201);
  const { passkey } = await readJson<{ passkey: { id: number; name: string } }>(response);
  return { authenticator, passkey };
}

const signInOptions = async (options: CallOptions = {}) => {
  const response = await api('POST', '/api/passkeys/sign-in-options', options);
  expect(response.status).toBe(200);
  return readJson<{ challenge: string; rpId: string }>(response);
};
const sendAssertion = (response: unknown, ip: string) => api('POST', '/api/passkeys/sign-in', { json: { response }, ip });

describe('passkeys', () => {
  it('registers a passkey for the relying party the site is, signs in with it, and lists when it was used', async () => {
    const dana = await newStaff('agent');
    const options = await registrationOptions(dana.token);
    expect(options.rp.id).toBe('localhost');
    const authenticator = new SoftwareAuthenticator(SITE);
    const registered = await api('POST', '/api/passkeys', {
      token: dana.token,
      json: { name: 'Phone', response: authenticator.register(options) },
    });
    expect(registered.status).toBe(201);

    const signInChallenge = await signInOptions();
    expect(signInChallenge.rpId).toBe('localhost');
    const signedIn = await sendAssertion(authenticator.assert(signInChallenge), '198.51.100.10');
    expect(signedIn.status).toBe(200);
    const body = await readJson<{ authenticated: boolean; token: string; user: { username: string } }>(signedIn);
    expect(body).toMatchObject({ authenticated: true, user: { username: dana.username } });
    expect(signedIn.headers.get('set-cookie')).toMatch(/^session=[^;]+; Path=\/; HttpOnly; SameSite=Lax/);
    // The new session is a session like a password's.
    expect((await readJson(await api('GET', '/api/auth/me', { token: body.token })))['authenticated']).toBe(true);

    const list = await readJson<{ passkeys: { name: string; createdAt: string; lastUsedAt: string | null }[] }>(
      await api('GET', '/api/passkeys', { token: dana.token }),
    );
    expect(list.passkeys).toEqual([
      { id: expect.any(Number), name: 'Phone', createdAt: expect.any(String), lastUsedAt: expect.any(String) },
    ]);
    expect(JSON.stringify(list)).not.toContain(authenticator.id);

    // The password sign-in the registration needed, the registration's line, then the passkey
    // sign-in: the session's audited line, saying how.
    const logged = await executeRows<{ action: string; status: number; detail: string | null }>(
      platform.db,
      sql`select action, status, detail from activity_log where user_id = ${dana.id} and action in ('passkey.register', 'account.sign-in') order by id`,
    );
    expect(logged).toEqual([
      { action: 'account.sign-in', status: 200, detail: null },
      { action: 'passkey.register', status: 201, detail: null },
      { action: 'account.sign-in', status: 200, detail: 'with a passkey' },
    ]);
  });

  it('refuses a replayed sign-in, and uses a challenge once when the same answer arrives twice at once', async () => {
    const { token } = await newStaff('agent');
    const { authenticator } = await registerPasskey(token);
    const options = await signInOptions();
    const assertion = authenticator.assert(options);
    expect((await sendAssertion(assertion, '198.51.100.20')).status).toBe(200);
    const replay = await sendAssertion(assertion, '198.51.100.20');
    expect(replay.status).toBe(400);
    expect((await readJson(replay))['message']).toMatch(/expired or was already used/);

    const twice = authenticator.assert(await signInOptions());
    const statuses = (await Promise.all([1, 2, 3].map(() => sendAssertion(twice, '198.51.100.21')))).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 400, 400]);
  });

  it('refuses a replayed registration and one for a challenge issued to someone else', async () => {
    const first = await newStaff('agent');
    const second = await newStaff('agent');
    const options = await registrationOptions(first.token);
    const answer = new SoftwareAuthenticator(SITE).register(options);
    expect((await api('POST', '/api/passkeys', { token: first.token, json: { name: 'Laptop', response: answer } })).status).toBe(201);
    expect((await api('POST', '/api/passkeys', { token: first.token, json: { name: 'Laptop', response: answer } })).status).toBe(400);

    const othersOptions = await registrationOptions(first.token);
    const stolen = new SoftwareAuthenticator(SITE).register(othersOptions);
    expect((await api('POST', '/api/passkeys', { token: second.token, json: { name: 'Mine', response: stolen } })).status).toBe(400);
    expect((await readJson<{ passkeys: unknown[] }>(await api('GET', '/api/passkeys', { token: second.token }))).passkeys).toEqual([]);
  });

  it('refuses an expired challenge', async () => {
    const { token } = await newStaff('agent');
    const { authenticator } = await registerPasskey(token);
    const options = await signInOptions();
    // Five minutes and a second later, as the database's clock sees it.
    await executeRows(
      platform.db,
      sql`update webauthn_challenges set expires_at = now() - interval '1 second' where challenge = ${options.challenge}`,
    );
    const late = await sendAssertion(authenticator.assert(options), '198.51.100.30');
    expect(late.status).toBe(400);
    expect((await readJson(late))['message']).toMatch(/expired or was already used/);

    const registration = await registrationOptions(token);
    await executeRows(
      platform.db,
      sql`update webauthn_challenges set expires_at = now() - interval '1 second' where challenge = ${registration.challenge}`,
    );
    const answer = new SoftwareAuthenticator(SITE).register(registration);
    expect((await api('POST', '/api/passkeys', { token, json: { name: 'Late', response: answer } })).status).toBe(400);
  });

  it('refuses answers made for another origin or another RP ID, registering or signing in', async () => {
    const { token } = await newStaff('agent');
    const { authenticator } = await registerPasskey(token);
    for (const ceremony of [{ origin: 'https://evil.example' }, { origin: 'http://localhost:9999' }, { rpId: 'evil.example' }]) {
      const refused = await sendAssertion(authenticator.assert(await signInOptions(), ceremony), '198.51.100.40');
      expect(refused.status, JSON.stringify(ceremony)).toBe(401);
      const registration = new SoftwareAuthenticator(SITE).register(await registrationOptions(token), ceremony);
      const notStored = await api('POST', '/api/passkeys', { token, json: { name: 'Elsewhere', response: registration } });
      expect(notStored.status, JSON.stringify(ceremony)).toBe(400);
    }
    expect((await readJson<{ passkeys: unknown[] }>(await api('GET', '/api/passkeys', { token }))).passkeys).toHaveLength(1);
    // The real site's answer still works.
    expect((await sendAssertion(authenticator.assert(await signInOptions()), '198.51.100.41')).status).toBe(200);
  });

  it('refuses a removed passkey, and records the removal', async () => {
    const owner = await newStaff('agent');
    const { authenticator, passkey } = await registerPasskey(owner.token);
    const other = await newStaff('agent');
    // Only its owner removes it.
    expect((await api('DELETE', `/api/passkeys/${passkey.id}`, { token: other.token })).status).toBe(404);
    expect((await api('DELETE', `/api/passkeys/${passkey.id}`, { token: owner.token })).status).toBe(200);
    expect((await api('DELETE', `/api/passkeys/${passkey.id}`, { token: owner.token })).status).toBe(404);
    const refused = await sendAssertion(authenticator.assert(await signInOptions()), '198.51.100.50');
    expect(refused.status).toBe(401);
    expect((await readJson(refused))['message']).toMatch(/not registered/);
    const [line] = await executeRows<{ action: string; record_id: string }>(
      platform.db,
      sql`select action, record_id from activity_log where user_id = ${owner.id} and action = 'passkey.remove' and status = 200`,
    );
    expect(line).toEqual({ action: 'passkey.remove', record_id: String(passkey.id) });
  });

  it("refuses a deactivated person's passkey", async () => {
    const { token: admin } = await newStaff('admin');
    const leaving = await newStaff('agent');
    const { authenticator } = await registerPasskey(leaving.token);
    expect((await api('PUT', `/api/users/${leaving.id}`, { token: admin, json: { active: false } })).status).toBe(200);
    expect((await sendAssertion(authenticator.assert(await signInOptions()), '198.51.100.60')).status).toBe(401);
  });

  it("counts failed assertions against the address's sign-in throttle", async () => {
    const { token } = await newStaff('agent');
    const { authenticator } = await registerPasskey(token);
    const stranger = new SoftwareAuthenticator(SITE);
    for (let i = 0; i < 5; i++) expect((await sendAssertion(stranger.assert(await signInOptions()), '198.51.100.70')).status).toBe(401);
    const throttled = await sendAssertion(authenticator.assert(await signInOptions()), '198.51.100.70');
    expect(throttled.status).toBe(429);
    expect((await readJson(throttled))['message']).toMatch(/Too many failed sign-in attempts/);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not held up.
    expect((await sendAssertion(authenticator.assert(await signInOptions()), '198.51.100.71')).status).toBe(200);
  });

  it('refuses a malformed answer with 400 and stores nothing', async () => {
    const { token } = await newStaff('agent');
    await registrationOptions(token);
    const garbage = await api('POST', '/api/passkeys', { token, json: { name: 'X', response: { id: 'abc' } } });
    expect(garbage.status).toBe(400);
    const unnamed = await api('POST', '/api/passkeys', {
      token,
      json: { name: ' ', response: new SoftwareAuthenticator(SITE).register(await registrationOptions(token)) },
    });
    expect(unnamed.status).toBe(400);
    expect((await readJson<{ passkeys: unknown[] }>(await api('GET', '/api/passkeys', { token }))).passkeys).toEqual([]);
  });
});

describe('requiring passkeys for admins', () => {
  const setRequirement = (token: string, on: boolean) =>
    api('PUT', '/api/team-settings', { token, json: { requirePasskeysForAdmins: on } });

  it('needs a passkey of the admin who turns it on; then an admin signs in with a passkey only, an agent as before', async () => {
    const admin = await newStaff('admin');
    const agent = await newStaff('agent');
    const refused = await setRequirement(admin.token, true);
    expect(refused.status).toBe(409);
    expect((await readJson(refused))['message']).toMatch(/Register a passkey for your own account first/);

    const { authenticator } = await registerPasskey(admin.token);
    expect(await readJson(await setRequirement(admin.token, true))).toMatchObject({ requirePasskeysForAdmins: true });
    try {
      const password = await api('POST', '/api/auth/login', {
        json: { username: admin.username, password: PASSWORD },
        ip: '198.51.100.80',
      });
      expect(password.status).toBe(403);
      expect(await readJson(password)).toMatchObject({ passkeyRequired: true, message: expect.stringMatching(/sign in with a passkey/) });
      expect(password.headers.get('set-cookie')).toBeNull();
      // A wrong password still says only that.
      const wrong = await api('POST', '/api/auth/login', { json: { username: admin.username, password: 'wrong' }, ip: '198.51.100.80' });
      expect(wrong.status).toBe(401);
      // The agent's password works as before; the admin's passkey does.
      expect(
        (await api('POST', '/api/auth/login', { json: { username: agent.username, password: PASSWORD }, ip: '198.51.100.81' })).status,
      ).toBe(200);
      expect((await sendAssertion(authenticator.assert(await signInOptions()), '198.51.100.82')).status).toBe(200);
      // An open session goes on.
      expect((await api('GET', '/api/passkeys', { token: admin.token })).status).toBe(200);
    } finally {
      expect((await setRequirement(admin.token, false)).status).toBe(200);
    }
    expect(
      (await api('POST', '/api/auth/login', { json: { username: admin.username, password: PASSWORD }, ip: '198.51.100.83' })).status,
    ).toBe(200);
  });

  it('lets an admin who lost their passkey register a new one from a reset link, which signs them in', async () => {
    const admin = await newStaff('admin');
    const other = await newStaff('admin');
    await registerPasskey(admin.token);
    expect((await setRequirement(admin.token, true)).status).toBe(200);
    try {
      expect((await api('POST', '/api/auth/password-reset', { json: { email: other.username }, ip: '198.51.100.90' })).status).toBe(200);
      const mail = (await outboxMessages(outbox, '-reset-')).filter((m) => m.header('to') === other.username).at(-1);
      const token = /#reset=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
      expect(token).toBeDefined();
      const reset = await api('POST', '/api/auth/password-reset/confirm', { json: { token, password: 'a brand new password' } });
      expect(reset.status).toBe(200);
      const { passkeyRegistration } = await readJson<{ passkeyRegistration: RegistrationOptions }>(reset);
      expect(passkeyRegistration.rp.id).toBe('localhost');
      // The new password alone still does not sign them in.
      const password = await api('POST', '/api/auth/login', {
        json: { username: other.username, password: 'a brand new password' },
        ip: '198.51.100.91',
      });
      expect(password.status).toBe(403);

      const authenticator = new SoftwareAuthenticator(SITE);
      const answer = authenticator.register(passkeyRegistration);
      const recovered = await api('POST', '/api/passkeys/recovery', { json: { name: 'New phone', response: answer } });
      expect(recovered.status).toBe(200);
      const session = await readJson<{ token: string; user: { username: string } }>(recovered);
      expect(session.user.username).toBe(other.username);
      expect(
        (await readJson<{ passkeys: { name: string }[] }>(await api('GET', '/api/passkeys', { token: session.token }))).passkeys,
      ).toMatchObject([{ name: 'New phone' }]);
      // Once only.
      expect((await api('POST', '/api/passkeys/recovery', { json: { name: 'Again', response: answer } })).status).toBe(400);
      // A signed-in person's registration challenge is no recovery ticket.
      const own = new SoftwareAuthenticator(SITE).register(await registrationOptions(admin.token));
      expect((await api('POST', '/api/passkeys/recovery', { json: { name: 'Sneaky', response: own } })).status).toBe(400);
      expect((await sendAssertion(authenticator.assert(await signInOptions()), '198.51.100.92')).status).toBe(200);
    } finally {
      expect((await setRequirement(admin.token, false)).status).toBe(200);
    }
  });

  it('answers a reset without passkey options while the team does not require them', async () => {
    const admin = await newStaff('admin');
    await api('POST', '/api/auth/password-reset', { json: { email: admin.username }, ip: '198.51.100.95' });
    const mail = (await outboxMessages(outbox, '-reset-')).filter((m) => m.header('to') === admin.username).at(-1);
    const token = /#reset=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    const reset = await api('POST', '/api/auth/password-reset/confirm', { json: { token, password: 'another new password' } });
    expect(await readJson(reset)).toEqual({ success: true });
  });
});
