// Opening an e-mailed staff link asks whether it still works before its form is shown: the check
// answers whether an invitation or reset link is usable, nothing of whose it is, and never uses
// it; a used, withdrawn or expired link answers false. Checks are throttled per address on a count
// of their own, so they do not spend the tries of the form behind the link.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '~/db/client';
import { staffTokens } from '~/db/schema';
import { api, readJson, signIn } from '../helpers/api';
import { staffLinkSent } from '../helpers/mail';
import { startTestPlatform, type TestPlatform } from '../helpers/test-platform';

const PASSWORD = 'a long enough password';
let platform: TestPlatform;
let outbox: string;
let admin: { token: string; cookie: string };

beforeAll(async () => {
  outbox = await mkdtemp(path.join(tmpdir(), 'link-check-outbox-'));
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

async function invite(email: string): Promise<string> {
  expect((await api('POST', '/api/users/invitations', { token: admin.token, json: { email, role: 'agent' } })).status).toBe(201);
  return linkSent('invite', email);
}

const checkInvitation = (token: unknown, ip?: string) => api('POST', '/api/invitations/check', { json: { token }, ...(ip ? { ip } : {}) });
const checkReset = (token: unknown, ip?: string) =>
  api('POST', '/api/auth/password-reset/check', { json: { token }, ...(ip ? { ip } : {}) });
const accept = (token: string, ip?: string) =>
  api('POST', '/api/invitations/accept', { json: { token, name: 'Casey Checked', password: PASSWORD }, ...(ip ? { ip } : {}) });

/** The answer's body, which must be exactly `{ usable }`. */
async function usable(response: Response): Promise<boolean> {
  expect(response.status).toBe(200);
  const body = await readJson(response);
  expect(Object.keys(body)).toEqual(['usable']);
  return body['usable'] as boolean;
}

describe('checking an invitation link', () => {
  it('answers true for a pending invitation, however often asked, and the link still joins afterwards', async () => {
    const token = await invite('casey@example.com');
    for (let i = 0; i < 3; i++) expect(await usable(await checkInvitation(token))).toBe(true);
    const [row] = await getDb().select().from(staffTokens).where(eq(staffTokens.email, 'casey@example.com'));
    expect(row!.usedAt).toBeNull();

    expect((await accept(token)).status).toBe(201);
    expect(await usable(await checkInvitation(token))).toBe(false);
  });

  it('answers false for a withdrawn, an expired and an unknown link, and for a reset link asked as an invitation', async () => {
    const withdrawn = await invite('withdrawn@example.com');
    const { invitations } = await readJson<{ invitations: { id: number; email: string }[] }>(
      await api('GET', '/api/users', { token: admin.token }),
    );
    const pending = invitations.find((i) => i.email === 'withdrawn@example.com')!;
    expect((await api('DELETE', `/api/users/invitations/${pending.id}`, { token: admin.token })).status).toBe(200);
    expect(await usable(await checkInvitation(withdrawn))).toBe(false);

    const expired = await invite('expired@example.com');
    await getDb()
      .update(staffTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffTokens.email, 'expired@example.com'));
    expect(await usable(await checkInvitation(expired))).toBe(false);

    expect(await usable(await checkInvitation('made-up-secret'))).toBe(false);

    await signIn('resetting@example.com', PASSWORD, 'agent');
    expect((await api('POST', '/api/auth/password-reset', { json: { email: 'resetting@example.com' } })).status).toBe(200);
    const reset = await linkSent('reset', 'resetting@example.com');
    expect(await usable(await checkInvitation(reset))).toBe(false);
    expect(await usable(await checkReset(reset))).toBe(true);
  });

  it('refuses a missing or malformed secret with 400', async () => {
    for (const token of [undefined, '', 'x'.repeat(201), 42]) {
      const answer = await checkInvitation(token);
      expect(answer.status).toBe(400);
      expect(await readJson(answer)).toMatchObject({ fieldErrors: { token: ['This link is incomplete'] } });
    }
  });
});

describe('checking a reset link', () => {
  it('answers true until the link is used, then false; the check does not use it', async () => {
    await signIn('forgetful@example.com', PASSWORD, 'agent');
    expect((await api('POST', '/api/auth/password-reset', { json: { email: 'forgetful@example.com' } })).status).toBe(200);
    const token = await linkSent('reset', 'forgetful@example.com');
    expect(await usable(await checkReset(token))).toBe(true);
    expect(await usable(await checkReset(token))).toBe(true);

    const confirm = await api('POST', '/api/auth/password-reset/confirm', { json: { token, password: 'a brand new password' } });
    expect(confirm.status).toBe(200);
    expect(await usable(await checkReset(token))).toBe(false);
  });
});

describe('throttling checks', () => {
  it('refuses the 31st check from one address in 15 minutes with 429, apart from the form’s own tries', async () => {
    const ip = '192.0.2.70';
    const token = await invite('throttled@example.com');
    for (let i = 0; i < 30; i++) expect((await checkInvitation(i % 2 === 0 ? token : `guess-${i}`, ip)).status).toBe(200);
    const refused = await checkInvitation(token, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address, and the other kind of link from this one, are counted apart.
    expect((await checkInvitation(token, '192.0.2.71')).status).toBe(200);
    expect((await checkReset('made-up', ip)).status).toBe(200);
    // The checks spent none of the form's tries: the link still joins from the same address.
    expect((await accept(token, ip)).status).toBe(201);
  });

  it('checks at most 30 of 40 secrets sent at once from one address', { timeout: 120_000 }, async () => {
    const ip = '192.0.2.72';
    const statuses = (await Promise.all(Array.from({ length: 40 }, (_, i) => checkReset(`guess-${i}`, ip)))).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });
});
