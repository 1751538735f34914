// Every inquiry a person sent reaches the team (decision 024): one without a valid form token (no
// script, a page left open past the token's day, an old cached page) is not flagged but asked for
// one more press, with a confirm token that skips the time trap and is taken once; only
// near-certain spam (the hidden field filled, sent faster than a person) is kept without an e-mail.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inquiries } from '~/db/schema';
import { CONFIRM_SEND, issueFormToken, readFormToken } from '~/src/server/form-token';
import { api, readJson } from '../helpers/api';
import { outboxMessages } from '../helpers/mail';
import { startTestPlatform, type TestPlatform } from '../helpers/test-platform';

let platform: TestPlatform;
let outbox: string;
let nextIp = 1;
const freshIp = () => `10.71.${Math.floor(nextIp / 250)}.${nextIp++ % 250}`;
const HOUR_MS = 3600_000;

const inquiry = (firstName: string, change: Record<string, unknown> = {}) => ({
  firstName,
  lastName: 'Leadson',
  email: `${firstName.toLowerCase()}@harbor.example`,
  message: 'We need 6,000 sq ft of warehouse with two docks from March.',
  ...change,
});
const sendJson = (json: Record<string, unknown>) => api('POST', '/api/contact-submissions', { json, ip: freshIp() });
const sendForm = (fields: Record<string, string>) =>
  api('POST', '/api/contact-submissions', {
    body: new URLSearchParams(fields).toString(),
    ip: freshIp(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const stored = (firstName: string) => platform.db.select().from(inquiries).where(eq(inquiries.firstName, firstName));
/** The team's e-mails about `firstName`'s inquiry, as written to the outbox. */
const mailsAbout = async (firstName: string) =>
  (await outboxMessages(outbox, '')).filter((mail) => mail.header('subject').includes(firstName));

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.stop());
beforeEach(async () => {
  delete process.env['SMTP_HOST'];
  outbox = await mkdtemp(path.join(tmpdir(), 'every-lead-outbox-'));
  process.env['OUTBOX_DIR'] = outbox;
  return async () => {
    delete process.env['OUTBOX_DIR'];
    await rm(outbox, { recursive: true });
  };
});

describe("the form token's claim", () => {
  it('says which kind, how old, and names a confirm token; an expired, forged or foreign token claims nothing', async () => {
    const shown = new Date(Date.now() - 60_000);
    expect(await readFormToken(await issueFormToken(shown))).toMatchObject({ kind: 'form', id: null });
    const confirm = await readFormToken(await issueFormToken(shown, 'confirm'));
    expect(confirm).toMatchObject({ kind: 'confirm', id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(confirm!.ageMs).toBeGreaterThanOrEqual(60_000);
    // Two confirm tokens are two names: each can be taken once.
    const other = await readFormToken(await issueFormToken(shown, 'confirm'));
    expect(other!.id).not.toBe(confirm!.id);

    const dayOld = await issueFormToken(new Date(Date.now() - 25 * HOUR_MS));
    expect(await readFormToken(dayOld)).toBeNull();
    // Valid until its day is out, by the clock it is read at.
    const fresh = await issueFormToken();
    expect(await readFormToken(fresh, new Date(Date.now() + 23 * HOUR_MS))).not.toBeNull();
    expect(await readFormToken(fresh, new Date(Date.now() + 25 * HOUR_MS))).toBeNull();
    expect(await readFormToken(`${fresh}x`)).toBeNull();
    expect(await readFormToken(undefined)).toBeNull();
  });
});

describe('an inquiry without a valid form token', () => {
  it('is asked for one more press (409 with a confirm token), stores nothing; that press is taken at once and e-mailed', async () => {
    for (const [name, formToken] of [
      ['Tokenless', undefined],
      ['Stale', await issueFormToken(new Date(Date.now() - 25 * HOUR_MS))],
      ['Forged', `${await issueFormToken(new Date(Date.now() - 60_000))}x`],
    ] as const) {
      const first = await sendJson(inquiry(name, { formToken }));
      expect(first.status, name).toBe(409);
      const body = await readJson<{ message: string; formToken: string }>(first);
      expect(body.message).toBe(CONFIRM_SEND.message);
      expect(await stored(name), name).toEqual([]);
      // Pressed again at once: the confirm token skips the minimum fill time (the person filled it in once).
      const second = await sendJson(inquiry(name, { formToken: body.formToken }));
      expect(second.status, name).toBe(201);
      expect(await stored(name), name).toMatchObject([{ isSpam: false, spamReason: null, status: 'new' }]);
      await expect.poll(async () => (await mailsAbout(name)).length, { timeout: 5000 }).toBe(1);
    }
  });

  it('takes a confirm token once: presses racing with it store one inquiry and send one e-mail', async () => {
    const { formToken } = await readJson<{ formToken: string }>(await sendJson(inquiry('Doubleclick')));
    const answers = await Promise.all(Array.from({ length: 50 }, () => sendJson(inquiry('Doubleclick', { formToken }))));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201));
    expect(await stored('Doubleclick')).toHaveLength(1);
    expect(await mailsAbout('Doubleclick')).toHaveLength(1);
  });

  it('posted without script is answered by the form again, every value kept, and its next press is sent', async () => {
    const fields = { ...inquiry('Plainpost'), company: 'Harbor & Sons', website: '' };
    const first = await sendForm(fields);
    expect(first.status).toBe(409);
    const page = await first.text();
    expect(page).toContain(`<title>${CONFIRM_SEND.title}`);
    expect(page).toContain(CONFIRM_SEND.message);
    expect(page).toContain('value="Harbor &#38; Sons"');
    expect(page).toContain('We need 6,000 sq ft of warehouse with two docks from March.</textarea>');
    const token = /name="formToken" value="([^"]+)"/.exec(page)?.[1];
    expect((await readFormToken(token))?.kind).toBe('confirm');
    expect(await stored('Plainpost')).toEqual([]);

    const second = await sendForm({ ...fields, formToken: token! });
    expect(second.status).toBe(303);
    expect(second.headers.get('location')).toBe('/contact/sent');
    expect(await stored('Plainpost')).toMatchObject([{ company: 'Harbor & Sons', isSpam: false }]);
    await expect.poll(async () => (await mailsAbout('Plainpost')).length, { timeout: 5000 }).toBe(1);
  });

  it('shown again for a mistake, the form carries a confirm token, so the corrected press is sent', async () => {
    const first = await sendForm({ ...inquiry('Typo'), email: 'typo@harbor' });
    expect(first.status).toBe(400);
    const token = /name="formToken" value="([^"]+)"/.exec(await first.text())?.[1];
    const second = await sendForm({ ...inquiry('Typo'), formToken: token! });
    expect(second.status).toBe(303);
    expect(await stored('Typo')).toMatchObject([{ isSpam: false }]);
  });
});

describe('the spam decision', () => {
  it('keeps near-certain spam flagged and not e-mailed: a filled hidden field (token or not), or sent faster than a person', async () => {
    const minute = await issueFormToken(new Date(Date.now() - 60_000));
    expect((await sendJson(inquiry('Honeypot', { website: 'http://spam.example' }))).status).toBe(201);
    expect((await sendJson(inquiry('Honeytoken', { website: 'http://spam.example', formToken: minute }))).status).toBe(201);
    expect((await sendJson(inquiry('Hasty', { formToken: await issueFormToken() }))).status).toBe(201);
    expect((await sendJson(inquiry('Person', { formToken: minute }))).status).toBe(201);
    const reasons = async (name: string) => (await stored(name)).map((i) => [i.isSpam, i.spamReason, i.notifyState]);
    expect(await reasons('Honeypot')).toEqual([[true, 'honeypot', 'held']]);
    expect(await reasons('Honeytoken')).toEqual([[true, 'honeypot', 'held']]);
    expect(await reasons('Hasty')).toEqual([[true, 'too fast', 'held']]);
    await expect.poll(async () => (await mailsAbout('Person')).length, { timeout: 5000 }).toBe(1);
    expect(await mailsAbout('Honeypot')).toEqual([]);
    expect(await mailsAbout('Hasty')).toEqual([]);
  });
});
