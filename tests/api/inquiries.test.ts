import { readdir, readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inquiries } from '~/db/schema';
import { MIN_FILL_MS, SPAM_REASON_TEXT } from '~/src/lib/schemas/inquiry';
import { issueFormToken } from '~/src/server/form-token';
import { api, readJson, signIn } from '../helpers/api';
import { readMessage } from '../helpers/mail';
import { startTestPlatform, type TestPlatform } from '../helpers/test-platform';

let platform: TestPlatform;
let token: string;
/** The token a form shown a minute ago carries: a person's pace. */
let formToken: string;
let nextIp = 1;
const freshIp = () => `10.20.${Math.floor(nextIp / 250)}.${nextIp++ % 250}`;

const inquiry = (change: Record<string, unknown> = {}) => ({
  firstName: 'Dana',
  lastName: 'Whitfield',
  email: 'dana@harborlogistics.example',
  company: 'Harbor Logistics',
  listing: '88 Black Falcon Avenue - 101 - warehouse (7,200 sq ft)',
  message: 'We need 6,000 sq ft of warehouse with two docks from March.',
  formToken,
  ...change,
});
const storedCount = async () => (await platform.db.select({ value: count() }).from(inquiries))[0]!.value;

beforeAll(async () => {
  platform = await startTestPlatform();
  ({ token } = await signIn());
  formToken = await issueFormToken(new Date(Date.now() - 60_000));
});
afterAll(() => platform.stop());

describe('sending an inquiry', () => {
  beforeEach(() => {
    delete process.env['SMTP_HOST'];
    delete process.env['OUTBOX_DIR'];
  });

  it('stores it as new and answers 201', async () => {
    const response = await api('POST', '/api/contact-submissions', { json: inquiry({ company: '' }), ip: freshIp() });
    expect(response.status).toBe(201);
    const { id } = await readJson<{ id: number }>(response);
    const list = await readJson<Record<string, unknown>[]>(await api('GET', '/api/contact-submissions', { token }));
    expect(list.find((i) => i['id'] === id)).toMatchObject({ firstName: 'Dana', status: 'new', company: null, isSpam: false });
  });

  it('answers each validation message of the product and stores nothing', async () => {
    const before = await storedCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstName: '' }, 'firstName', 'First name is required'],
      [{ lastName: '   ' }, 'lastName', 'Last name is required'],
      [{ email: 'dana@' }, 'email', 'Please enter a valid email address'],
      [{ email: undefined }, 'email', 'Please enter a valid email address'],
      [{ message: 'Too short' }, 'message', 'Please provide a detailed message (at least 10 characters)'],
    ];
    for (const [change, field, message] of cases) {
      const response = await api('POST', '/api/contact-submissions', { json: inquiry(change), ip: freshIp() });
      expect(response.status, field).toBe(400);
      expect((await readJson<{ fieldErrors: Record<string, string[]> }>(response)).fieldErrors[field]).toEqual([message]);
    }
    expect(await storedCount()).toBe(before);
  });

  it('keeps but flags a bot, with the reason, answering like a success; the form token is the server clock', async () => {
    const fresh = await readJson<{ token: string }>(await api('GET', '/api/contact-submissions/form-token'));
    const send = (change: Record<string, unknown>) => api('POST', '/api/contact-submissions', { json: inquiry(change), ip: freshIp() });
    const before = await storedCount();
    // The trap cannot be switched off by leaving the token out, nor by forging it, nor by a client's
    // own clock: each is asked for one more press (tests/api/every-lead.test.ts), nothing stored.
    const refused = [
      await send({ formToken: undefined }),
      await send({ formToken: `${formToken}x` }),
      await send({ formToken: undefined, formStartedAt: Date.now() - 60_000 }),
    ];
    expect(refused.map((r) => r.status)).toEqual([409, 409, 409]);
    expect(await storedCount()).toBe(before);
    const answers = [
      await send({ website: 'http://spam.example' }),
      await send({ formToken: fresh.token }), // sent at once after the form appeared
      await send({}), // a person, a minute after the form appeared
    ];
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201]);
    const ids = await Promise.all(answers.map(async (r) => (await readJson<{ id: number }>(r)).id));
    const inbox = (await readJson<{ id: number }[]>(await api('GET', '/api/contact-submissions', { token }))).map((i) => i.id);
    expect(ids.map((id) => inbox.includes(id))).toEqual([false, false, true]);
    const spam = await readJson<{ id: number; isSpam: boolean; spamReason: string }[]>(
      await api('GET', '/api/contact-submissions?spam=only', { token }),
    );
    expect(ids.slice(0, 2).map((id) => spam.find((i) => i.id === id)?.spamReason)).toEqual(['honeypot', 'too fast']);
    expect(spam.every((i) => i.isSpam)).toBe(true);
  });

  it("flags 'too fast' exactly below the threshold the admin's Spam view names", async () => {
    const send = async (shownMsAgo: number) => {
      const response = await api('POST', '/api/contact-submissions', {
        json: inquiry({ formToken: await issueFormToken(new Date(Date.now() - shownMsAgo)) }),
        ip: freshIp(),
      });
      return (await readJson<{ id: number }>(response)).id;
    };
    const [hasty, patient] = [await send(MIN_FILL_MS - 1000), await send(MIN_FILL_MS + 1000)];
    const spam = await readJson<{ id: number; spamReason: string }[]>(await api('GET', '/api/contact-submissions?spam=only', { token }));
    expect(spam.find((i) => i.id === hasty)?.spamReason).toBe('too fast');
    expect(spam.some((i) => i.id === patient)).toBe(false);
    expect(SPAM_REASON_TEXT['too fast']).toContain(`sent within ${MIN_FILL_MS / 1000} seconds of opening the form`);
  });

  it('takes the time trap from INQUIRY_MIN_FILL_MS when set (the browser tests shorten it), else the 3 s above', async () => {
    const send = async (shownMsAgo: number) => {
      const response = await api('POST', '/api/contact-submissions', {
        json: inquiry({ formToken: await issueFormToken(new Date(Date.now() - shownMsAgo)) }),
        ip: freshIp(),
      });
      return (await readJson<{ id: number }>(response)).id;
    };
    process.env['INQUIRY_MIN_FILL_MS'] = '1000';
    try {
      const [hasty, patient] = [await send(500), await send(1500)];
      const spam = await readJson<{ id: number; spamReason: string }[]>(await api('GET', '/api/contact-submissions?spam=only', { token }));
      expect(spam.find((i) => i.id === hasty)?.spamReason).toBe('too fast');
      expect(spam.some((i) => i.id === patient)).toBe(false);
    } finally {
      delete process.env['INQUIRY_MIN_FILL_MS'];
    }
  });

  it('throttles a burst from one address with 429 and Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await api('POST', '/api/contact-submissions', { json: inquiry(), ip })).status).toBe(201);
    const sixth = await api('POST', '/api/contact-submissions', { json: inquiry(), ip });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('stores at most 5 of 30 inquiries sent at once from one address; the rest get 429, none 5xx', async () => {
    const before = await storedCount();
    const ip = freshIp();
    const responses = await Promise.all(Array.from({ length: 30 }, () => api('POST', '/api/contact-submissions', { json: inquiry(), ip })));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    expect(responses.filter((r) => r.status === 429).every((r) => Number(r.headers.get('retry-after')) > 0)).toBe(true);
    expect(await storedCount()).toBe(before + 5);
  });

  it('stores all of 50 concurrent inquiries', async () => {
    const before = await storedCount();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        api('POST', '/api/contact-submissions', { json: inquiry({ firstName: `Visitor ${i}` }), ip: freshIp() }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(201));
    expect(await storedCount()).toBe(before + 50);
    const ids = new Set(await Promise.all(responses.map(async (r) => (await readJson<{ id: number }>(r)).id)));
    expect(ids.size).toBe(50);
  });
});

describe('the leasing team e-mail', () => {
  let smtp: SMTPServer;
  let smtpPort: number;
  const received: ReturnType<typeof readMessage>[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push(readMessage(raw));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpPort = (smtp.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const key of ['SMTP_HOST', 'SMTP_PORT', 'OUTBOX_DIR', 'LEASING_EMAIL']) delete process.env[key];
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });
  beforeEach(() => {
    delete process.env['OUTBOX_DIR'];
    process.env['SMTP_HOST'] = '127.0.0.1';
    process.env['SMTP_PORT'] = String(smtpPort);
    process.env['LEASING_EMAIL'] = 'leasing-team@example.com';
  });

  it('is sent through SMTP before the answer, with the visitor as Reply-To', async () => {
    const response = await api('POST', '/api/contact-submissions', { json: inquiry({ firstName: 'Mail' }), ip: freshIp() });
    expect(response.status).toBe(201);
    const mail = received.at(-1)!;
    expect(mail.header('to')).toBe('leasing-team@example.com');
    expect(mail.header('reply-to')).toBe('Mail Whitfield <dana@harborlogistics.example>');
    expect(mail.header('subject')).toBe('New inquiry from Mail Whitfield about 88 Black Falcon Avenue - 101 - warehouse (7,200 sq ft)');
    expect(mail.text).toContain('We need 6,000 sq ft of warehouse');
    // When it arrived, in the office's time and zone ('Nov 29, 2026, 5:13 AM EST'), not UTC's ISO text.
    expect(mail.text).toMatch(/^Received: [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T$/m);
    // The admin's deep link to this inquiry, on the site's address (URL): it opens it after sign-in.
    const { id } = await readJson<{ id: number }>(response);
    expect(mail.text).toContain(`${process.env['URL'] ?? 'http://localhost:8888'}/admin?tab=inquiries&inquiry=${id}`);
  });

  it('is not sent for spam', async () => {
    const before = received.length;
    await api('POST', '/api/contact-submissions', { json: inquiry({ website: 'x' }), ip: freshIp() });
    expect(received.length).toBe(before);
  });

  it('never costs the inquiry when the mail server is down', async () => {
    process.env['SMTP_PORT'] = '1';
    const before = await storedCount();
    const response = await api('POST', '/api/contact-submissions', { json: inquiry({ firstName: 'Unlucky' }), ip: freshIp() });
    expect(response.status).toBe(201);
    expect(await storedCount()).toBe(before + 1);
  });

  it('goes out once when a flagged inquiry is marked "Not spam", however many clicks arrive at once', async () => {
    const { id } = await readJson<{ id: number }>(
      await api('POST', '/api/contact-submissions', {
        json: inquiry({ firstName: 'Autofill', formToken: await issueFormToken() }),
        ip: freshIp(),
      }),
    );
    const before = received.length;
    const answers = await Promise.all(Array.from({ length: 50 }, () => api('PUT', `/api/contact-submissions/${id}/not-spam`, { token })));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(received.slice(before).filter((mail) => mail.header('subject').includes('Autofill'))).toHaveLength(1);
    const inbox = await readJson<{ id: number; status: string; isSpam: boolean; spamReason: string | null }[]>(
      await api('GET', '/api/contact-submissions', { token }),
    );
    expect(inbox.find((i) => i.id === id)).toMatchObject({ status: 'new', isSpam: false, spamReason: null });
    expect((await api('PUT', '/api/contact-submissions/999999/not-spam', { token })).status).toBe(404);
  });

  it('is written to the outbox folder when no SMTP server is configured', async () => {
    delete process.env['SMTP_HOST'];
    const outbox = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    process.env['OUTBOX_DIR'] = outbox;
    const { id } = await readJson<{ id: number }>(await api('POST', '/api/contact-submissions', { json: inquiry(), ip: freshIp() }));
    const [file] = await readdir(outbox);
    expect(file).toMatch(new RegExp(`inquiry-${id}\\.eml$`));
    expect(await readFile(path.join(outbox, file!), 'utf8')).toContain('Reply-To: Dana Whitfield <dana@harborlogistics.example>');
    await rm(outbox, { recursive: true });
  });
});

describe('managing inquiries', () => {
  it('marks one read, refuses other statuses, and deletes it', async () => {
    const { id } = await readJson<{ id: number }>(await api('POST', '/api/contact-submissions', { json: inquiry(), ip: freshIp() }));
    const read = await api('PUT', `/api/contact-submissions/${id}/status`, { token, json: { status: 'read' } });
    expect(await readJson(read)).toMatchObject({ id, status: 'read' });
    const bad = await api('PUT', `/api/contact-submissions/${id}/status`, { token, json: { status: 'archived' } });
    expect(bad.status).toBe(400);
    expect((await readJson(bad))['message']).toBe('Status must be new or read');
    expect((await api('DELETE', `/api/contact-submissions/${id}`, { token })).status).toBe(200);
    expect((await api('DELETE', `/api/contact-submissions/${id}`, { token })).status).toBe(404);
    expect((await api('PUT', `/api/contact-submissions/${id}/status`, { token, json: { status: 'read' } })).status).toBe(404);
  });

  it('lists newest first', async () => {
    const list = await readJson<{ createdAt: string }[]>(await api('GET', '/api/contact-submissions', { token }));
    const times = list.map((i) => new Date(i.createdAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
