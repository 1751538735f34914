import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminUser, findAdminUserByUsername, passwordHashCost } from '~/db/queries/admin-users';
import { api, ORIGIN, readJson, signIn } from '../helpers/api';
import { startTestPlatform, type TestPlatform } from '../helpers/test-platform';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.stop());

// Every write and every admin read of docs/PRODUCT.md §7.
const protectedRoutes: [string, string, unknown?][] = [
  ['GET', '/api/contact-submissions'],
  ['PUT', '/api/contact-submissions/1/status', { status: 'read' }],
  ['DELETE', '/api/contact-submissions/1'],
  ['POST', '/api/upload'],
  ['POST', '/api/properties', {}],
  ['PUT', '/api/properties/1', {}],
  ['DELETE', '/api/properties/1'],
  ['POST', '/api/buildings', {}],
  ['PUT', '/api/buildings/1', {}],
  ['DELETE', '/api/buildings/1'],
  ['POST', '/api/gallery'],
  ['PUT', '/api/gallery/1', { featured: true }],
  ['DELETE', '/api/gallery/1'],
  ['POST', '/api/auth/password', { currentPassword: 'x', newPassword: 'y'.repeat(12) }],
  ['POST', '/api/auth/logout-everywhere'],
];

async function expiredToken(): Promise<string> {
  const { token } = await signIn();
  const { sid } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string };
  return new SignJWT({ sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('1')
    .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
    .sign(new TextEncoder().encode(process.env['JWT_SECRET']));
}

describe('sign-in', () => {
  it('answers the documented shape with a token and an HttpOnly session cookie, and never the hash', async () => {
    await signIn();
    const response = await api('POST', '/api/auth/login', { json: { username: 'admin', password: 'correct horse battery staple' } });
    expect(response.status).toBe(200);
    const text = await response.clone().text();
    expect(text).not.toMatch(/\$2[aby]\$/);
    expect(text).not.toContain('passwordHash');
    const body = await readJson<{ authenticated: boolean; userId: number; token: string; user: Record<string, unknown> }>(response);
    expect(body).toEqual({
      authenticated: true,
      userId: expect.any(Number),
      token: expect.any(String),
      user: { id: body.userId, username: 'admin', role: 'admin', name: 'admin', email: null },
    });
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
  });

  it('hashes passwords at bcrypt cost 12 unless PASSWORD_HASH_COST lowers it; a hash keeps its cost', async () => {
    const lowered = process.env['PASSWORD_HASH_COST'];
    delete process.env['PASSWORD_HASH_COST'];
    try {
      await createAdminUser('default-cost', 'the default cost password');
    } finally {
      process.env['PASSWORD_HASH_COST'] = lowered;
    }
    const account = await findAdminUserByUsername('default-cost');
    expect(account?.passwordHash).toMatch(/^\$2b\$12\$/);
    const login = (password: string) =>
      api('POST', '/api/auth/login', { json: { username: 'default-cost', password }, ip: '198.51.100.2' });
    expect((await login('the default cost password')).status).toBe(200);
    expect(() => {
      process.env['PASSWORD_HASH_COST'] = '3';
      try {
        return passwordHashCost();
      } finally {
        process.env['PASSWORD_HASH_COST'] = lowered;
      }
    }).toThrow('PASSWORD_HASH_COST must be a whole number from 4 to 31, not "3"');
  });

  it('refuses a wrong password or an unknown user with 401 and the same message', async () => {
    const wrong = await api('POST', '/api/auth/login', { json: { username: 'admin', password: 'nope' }, ip: '198.51.100.1' });
    const unknown = await api('POST', '/api/auth/login', { json: { username: 'ghost', password: 'nope' }, ip: '198.51.100.1' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await readJson(wrong)).toEqual({ message: 'Invalid username or password' });
    expect(await readJson(unknown)).toEqual({ message: 'Invalid username or password' });
  });

  it('says which field is missing, in the product words', async () => {
    const response = await api('POST', '/api/auth/login', { json: { username: ' ', password: '' } });
    expect(response.status).toBe(400);
    expect((await readJson(response))['fieldErrors']).toEqual({ username: ['Username is required'], password: ['Password is required'] });
  });

  it('throttles the sixth failed attempt for one user from one address, with Retry-After', async () => {
    const attempt = (password: string, ip = '192.0.2.50') => api('POST', '/api/auth/login', { json: { username: 'admin', password }, ip });
    for (let i = 0; i < 5; i++) expect((await attempt('wrong')).status).toBe(401);
    const throttled = await attempt('correct horse battery staple');
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(800);
    expect((await readJson(throttled))['message']).toMatch(/Too many failed sign-in attempts/);
    // Another address is not affected.
    expect((await attempt('correct horse battery staple', '192.0.2.51')).status).toBe(200);
  });

  it('checks at most 5 of 40 wrong passwords sent at once from one address; the rest get 429', async () => {
    const responses = await Promise.all(
      Array.from({ length: 40 }, () =>
        api('POST', '/api/auth/login', { json: { username: 'admin', password: 'guess' }, ip: '192.0.2.60' }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    expect(responses.filter((r) => r.status === 429).every((r) => Number(r.headers.get('retry-after')) > 0)).toBe(true);
  });

  it('slows guesses for one account spread over many addresses, but not the admin at a trusted address', async () => {
    await createAdminUser('spread-target', 'the real password 123');
    // The real admin signed in from the office before.
    expect(
      (await api('POST', '/api/auth/login', { json: { username: 'spread-target', password: 'the real password 123' }, ip: '198.18.0.1' }))
        .status,
    ).toBe(200);
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        api('POST', '/api/auth/login', { json: { username: 'spread-target', password: `guess ${i}` }, ip: `198.18.1.${i}` }),
      ),
    );
    const statuses = guesses.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    // Even the right password from a new address waits; from the office it works.
    expect(
      (await api('POST', '/api/auth/login', { json: { username: 'spread-target', password: 'the real password 123' }, ip: '198.18.2.1' }))
        .status,
    ).toBe(429);
    expect(
      (await api('POST', '/api/auth/login', { json: { username: 'spread-target', password: 'the real password 123' }, ip: '198.18.0.1' }))
        .status,
    ).toBe(200);
  });

  it('counts an IPv6 visitor by its /64: a sixth guess from another address in it waits, another /64 does not', async () => {
    await createAdminUser('v6-target', 'the v6 password 1234');
    const attempt = (ip: string, password = 'wrong') => api('POST', '/api/auth/login', { json: { username: 'v6-target', password }, ip });
    for (let i = 1; i <= 5; i++) expect((await attempt(`2001:db8:9:9::${i}`)).status).toBe(401);
    expect((await attempt('2001:db8:9:9:abcd::1', 'the v6 password 1234')).status).toBe(429);
    expect((await attempt('2001:db8:9:a::1', 'the v6 password 1234')).status).toBe(200);
  });

  it('rejects malformed bodies with 400, never 500', async () => {
    for (const body of ['{not json', '[1,2]', 'null', '"admin"']) {
      const response = await api('POST', '/api/auth/login', { body, headers: { 'content-type': 'application/json' } });
      expect(response.status, body).toBe(400);
    }
  });
});

describe('the admin account', () => {
  it('changes the password: the current one is checked, every other session ends, this one stays', async () => {
    await createAdminUser('changer', 'the first password');
    const login = async (password: string, ip = '198.51.100.70') =>
      api('POST', '/api/auth/login', { json: { username: 'changer', password }, ip });
    const laptop = (await readJson<{ token: string }>(await login('the first password'))).token;
    const phone = (await readJson<{ token: string }>(await login('the first password'))).token;
    const change = (json: unknown) => api('POST', '/api/auth/password', { token: laptop, json, ip: '198.51.100.71' });

    const wrong = await change({ currentPassword: 'not it', newPassword: 'a brand new password' });
    expect(wrong.status).toBe(400);
    expect((await readJson<{ fieldErrors: Record<string, string[]> }>(wrong)).fieldErrors).toEqual({
      currentPassword: ['Current password is incorrect'],
    });
    expect(
      (
        await readJson<{ fieldErrors: Record<string, string[]> }>(
          await change({ currentPassword: 'the first password', newPassword: 'short' }),
        )
      ).fieldErrors,
    ).toEqual({
      newPassword: ['Use at least 12 characters'],
    });
    expect((await change({ currentPassword: 'the first password', newPassword: 'a brand new password' })).status).toBe(200);

    expect(await readJson(await api('GET', '/api/auth/me', { token: laptop }))).toMatchObject({ authenticated: true });
    expect(await readJson(await api('GET', '/api/auth/me', { token: phone }))).toEqual({ authenticated: false });
    expect((await login('the first password', '198.51.100.72')).status).toBe(401);
    expect((await login('a brand new password', '198.51.100.72')).status).toBe(200);
  });

  it('refuses the sixth wrong current password for one account with 429, from whatever address, and checks nothing more', async () => {
    await createAdminUser('guarded', 'the guarded password');
    const { token } = await readJson<{ token: string }>(
      await api('POST', '/api/auth/login', { json: { username: 'guarded', password: 'the guarded password' }, ip: '198.51.100.90' }),
    );
    const change = (currentPassword: string, ip: string) =>
      api('POST', '/api/auth/password', { token, json: { currentPassword, newPassword: 'a brand new password' }, ip });
    for (let i = 0; i < 5; i++) expect((await change(`guess ${i}`, `203.0.113.${100 + i}`)).status).toBe(400);
    const sixth = await change('the guarded password', '192.0.2.200');
    expect(sixth.status).toBe(429);
    expect(await readJson(sixth)).toEqual({ message: 'Too many wrong current passwords. Please wait a few minutes and try again.' });
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(800);
    // The password was not changed by the refused request.
    const old = await api('POST', '/api/auth/login', {
      json: { username: 'guarded', password: 'the guarded password' },
      ip: '198.51.100.90',
    });
    expect(old.status).toBe(200);
  });

  it('checks at most 5 of 30 wrong current passwords sent at once from 30 addresses', async () => {
    await createAdminUser('burst-changer', 'the burst password 1');
    const { token } = await readJson<{ token: string }>(
      await api('POST', '/api/auth/login', { json: { username: 'burst-changer', password: 'the burst password 1' }, ip: '198.51.100.91' }),
    );
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        api('POST', '/api/auth/password', {
          token,
          json: { currentPassword: `guess ${i}`, newPassword: 'another new password' },
          ip: `203.0.114.${i}`,
        }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
  });

  it('signs out everywhere: every session of the admin ends', async () => {
    await createAdminUser('leaver', 'the only password 1');
    const login = async () =>
      (
        await readJson<{ token: string }>(
          await api('POST', '/api/auth/login', { json: { username: 'leaver', password: 'the only password 1' }, ip: '198.51.100.80' }),
        )
      ).token;
    const [one, two] = [await login(), await login()];
    const response = await api('POST', '/api/auth/logout-everywhere', { token: one });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ success: true, signedOut: 2 });
    for (const token of [one, two]) expect(await readJson(await api('GET', '/api/auth/me', { token }))).toEqual({ authenticated: false });
    expect((await api('POST', '/api/auth/logout-everywhere', { token: one })).status).toBe(401);
  });
});

describe('the session cookie on https', () => {
  it('is __Host-session, Secure, for the whole site, and signs the admin in', async () => {
    await signIn();
    const auth = (await import('~/functions/auth')).default;
    const login = await auth(
      new Request('https://leasing.example/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'correct horse battery staple' }),
      }),
      { ip: '198.51.100.200' },
    );
    expect(login.status).toBe(200);
    const setCookie = login.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^__Host-session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/);
    const me = await auth(new Request('https://leasing.example/api/auth/me', { headers: { cookie: setCookie.split(';')[0]! } }));
    expect(await readJson(me)).toMatchObject({ authenticated: true });
    // The plain name is not read on https, so a cookie set without the prefix cannot stand in.
    const plain = setCookie.split(';')[0]!.replace('__Host-session', 'session');
    expect(await readJson(await auth(new Request('https://leasing.example/api/auth/me', { headers: { cookie: plain } })))).toEqual({
      authenticated: false,
    });
  });
});

describe('session check and logout', () => {
  it('reports signed out, then signed in by bearer and by cookie', async () => {
    expect(await readJson(await api('GET', '/api/auth/me'))).toEqual({ authenticated: false });
    const { token, cookie } = await signIn();
    const expected = {
      authenticated: true,
      userId: expect.any(Number),
      user: { id: expect.any(Number), username: 'admin', role: 'admin', name: 'admin', email: null },
    };
    expect(await readJson(await api('GET', '/api/auth/me', { token }))).toEqual(expected);
    expect(await readJson(await api('GET', '/api/auth/me', { cookie }))).toEqual(expected);
  });

  it('revokes the session at once and clears the cookie', async () => {
    const { token } = await signIn();
    expect((await api('GET', '/api/contact-submissions', { token })).status).toBe(200);
    const logout = await api('POST', '/api/auth/logout', { token });
    expect(logout.status).toBe(200);
    expect(logout.headers.get('set-cookie')).toMatch(/^session=; .*Max-Age=0/);
    expect((await api('GET', '/api/contact-submissions', { token })).status).toBe(401);
    expect(await readJson(await api('GET', '/api/auth/me', { token }))).toEqual({ authenticated: false });
  });
});

describe('access control', () => {
  it('answers 401 to every write and admin read without a valid session', async () => {
    const { token: revoked } = await signIn();
    await api('POST', '/api/auth/logout', { token: revoked });
    const expired = await expiredToken();
    const forged = await new SignJWT({ sid: 'made-up' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(40)));
    const credentials: [string, { token?: string; cookie?: string }][] = [
      ['no token', {}],
      ['garbage token', { token: 'garbage.token.value' }],
      ['forged token', { token: forged }],
      ['expired token', { token: expired }],
      ['revoked token', { token: revoked }],
      ['revoked cookie', { cookie: `session=${revoked}` }],
    ];
    for (const [method, path, json] of protectedRoutes) {
      for (const [label, credential] of credentials) {
        const response = await api(method, path, { ...credential, ...(json !== undefined ? { json } : {}) });
        expect(response.status, `${method} ${path} with ${label}`).toBe(401);
        expect(await readJson(response), `${method} ${path} with ${label}`).toEqual({ message: 'Please sign in to continue' });
      }
    }
  });

  it('accepts the cookie alone for writes from the site itself, and refuses them from another origin', async () => {
    const { cookie } = await signIn();
    const sameSite = await api('DELETE', '/api/contact-submissions/999', { cookie, headers: { origin: ORIGIN } });
    expect(sameSite.status).toBe(404);
    const crossSite = await api('DELETE', '/api/contact-submissions/999', { cookie, headers: { origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
    const crossSiteNoOrigin = await api('DELETE', '/api/contact-submissions/999', { cookie, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSiteNoOrigin.status).toBe(403);
  });

  it('does not let public reads require a session', async () => {
    for (const path of ['/api/properties', '/api/properties/featured', '/api/buildings', '/api/gallery', '/api/gallery?featured=true']) {
      expect((await api('GET', path)).status, path).toBe(200);
    }
  });
});
