// Replies from the admin: templates, the reply stored on the lead with its first
// response, its e-mail read back strictly as a real SMTP server received it (threading headers, the
// leasing mailbox in Cc and on the envelope), refusals that change nothing, retries, and fifty
// concurrent posts of one composed reply sending once (this file runs on PostgreSQL 17).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { executeRows } from '~/db/client';
import type { InquiryEventJson, InquiryJson, InquiryReplyJson, ReplyTemplateJson } from '~/src/lib/api/types';
import { DEFAULT_SITE_CONTENT } from '~/src/lib/site-content-defaults';
import { siteConfig } from '~/src/lib/site-config';
import { issueFormToken } from '~/src/server/form-token';
import { api, readJson, signIn } from '../helpers/api';
import { parseStrictMessage, type StrictMessage } from '../helpers/strict-mail';
import { startTestPlatform, type TestPlatform } from '../helpers/test-platform';

const LEASING = 'leasing-team@example.com';
let platform: TestPlatform;
let token: string;
let agentToken: string;
let smtp: SMTPServer;
/** Attempts the server refuses next (451), as a busy mailbox does. */
let refusals = 0;
/** Every message the server accepted, with the envelope's recipients. */
const received: { mail: StrictMessage; rcptTo: string[] }[] = [];
let nextIp = 1;

beforeAll(async () => {
  platform = await startTestPlatform();
  ({ token } = await signIn());
  ({ token: agentToken } = await signIn('agent@example.com', 'agent password for tests', 'agent'));
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
        }
        // Parsed as it arrived: a message a strict reader refuses fails the test that sent it.
        received.push({
          mail: parseStrictMessage(Buffer.concat(chunks).toString('latin1')),
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
});
beforeEach(() => {
  refusals = 0;
  process.env['SMTP_HOST'] = '127.0.0.1';
  process.env['SMTP_PORT'] = String((smtp.server.address() as { port: number }).port);
  process.env['LEASING_EMAIL'] = LEASING;
});
afterAll(async () => {
  for (const key of ['SMTP_HOST', 'SMTP_PORT', 'LEASING_EMAIL']) delete process.env[key];
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await platform.stop();
});

/** A visitor's inquiry through the site's form: its e-mail goes to the leasing address first. */
async function newInquiry(firstName = 'Dana', extra: Record<string, unknown> = {}): Promise<number> {
  const formToken = await issueFormToken(new Date(Date.now() - 60_000));
  const json = {
    firstName,
    lastName: 'Whitfield',
    email: `${firstName.toLowerCase()}@harborlogistics.example`,
    listing: 'Unit 101',
    message: 'We need 6,000 sq ft of warehouse space from March.',
    formToken,
    ...extra,
  };
  const response = await api('POST', '/api/contact-submissions', { json, ip: `10.35.0.${nextIp++}` });
  expect(response.status).toBe(201);
  return (await readJson<{ id: number }>(response)).id;
}

const reply = (fields: Record<string, unknown> = {}) => ({
  subject: 'Your inquiry about {{unit}}',
  body: 'Hello {{firstName}},\n\nThe unit is free from March.\n\n{{leasingContact}}',
  idempotencyKey: randomUUID(),
  ...fields,
});
const postReply = (id: number, json: unknown, as = token) => api('POST', `/api/contact-submissions/${id}/replies`, { token: as, json });
const replies = async (id: number) => readJson<InquiryReplyJson[]>(await api('GET', `/api/contact-submissions/${id}/replies`, { token }));
const lead = async (id: number) =>
  (await readJson<InquiryJson[]>(await api('GET', '/api/contact-submissions', { token }))).find((i) => i.id === id)!;
const history = async (id: number) => readJson<InquiryEventJson[]>(await api('GET', `/api/contact-submissions/${id}/history`, { token }));
const mailsTo = (address: string) => received.filter(({ mail }) => mail.to.some((to) => to.address === address));
const replyMails = (address: string) => mailsTo(address).filter(({ mail }) => mail.messageId.startsWith('<reply-'));
const storedMessageId = async (id: number) =>
  (await executeRows<{ id: string | null }>(platform.db, sql`select notify_message_id as id from inquiries where id = ${id}`))[0]!.id;
const contact = DEFAULT_SITE_CONTENT.team[0]!;
const leasingContact = `${contact.name}, ${contact.title}, ${contact.phone}, ${contact.email}`;

describe('reply templates', () => {
  it('are written by admins, read by any staff, and refuse unknown placeholders and taken names', async () => {
    const json = { name: 'Welcome', subject: 'About {{unit}}', body: 'Hello {{firstName}}' };
    const created = await api('POST', '/api/reply-templates', { token, json });
    expect(created.status).toBe(201);
    const template = await readJson<ReplyTemplateJson>(created);
    expect(template).toMatchObject(json);

    expect((await api('POST', '/api/reply-templates', { token: agentToken, json: { ...json, name: 'Mine' } })).status).toBe(403);
    expect((await api('POST', '/api/reply-templates', { json: { ...json, name: 'Anon' } })).status).toBe(401);
    const taken = await api('POST', '/api/reply-templates', { token, json: { ...json, name: 'WELCOME' } });
    expect(taken.status).toBe(409);
    expect(await readJson(taken)).toMatchObject({ fieldErrors: { name: ['A template named "WELCOME" exists already'] } });
    const unknown = await api('POST', '/api/reply-templates', { token, json: { ...json, name: 'Typo', body: 'Hi {{first_name}}' } });
    expect(unknown.status).toBe(400);
    expect(await readJson(unknown)).toMatchObject({
      fieldErrors: { body: ['Unknown placeholder {{first_name}}: use {{firstName}}, {{unit}}, {{leasingContact}}'] },
    });

    const edited = await api('PUT', `/api/reply-templates/${template.id}`, { token, json: { ...json, subject: 'Re: {{unit}}' } });
    expect(await readJson(edited)).toMatchObject({ id: template.id, subject: 'Re: {{unit}}' });
    expect((await api('PUT', `/api/reply-templates/${template.id}`, { token: agentToken, json })).status).toBe(403);
    const listed = await readJson<ReplyTemplateJson[]>(await api('GET', '/api/reply-templates', { token: agentToken }));
    expect(listed.map((t) => [t.name, t.subject])).toEqual([['Welcome', 'Re: {{unit}}']]);

    expect((await api('DELETE', `/api/reply-templates/${template.id}`, { token: agentToken })).status).toBe(403);
    expect((await api('DELETE', `/api/reply-templates/${template.id}`, { token })).status).toBe(200);
    expect((await api('DELETE', `/api/reply-templates/${template.id}`, { token })).status).toBe(404);
    expect(await readJson(await api('GET', '/api/reply-templates', { token }))).toEqual([]);
  });

  it('is filled in for an inquiry on the server', async () => {
    const id = await newInquiry('Priya');
    const template = await readJson<ReplyTemplateJson>(
      await api('POST', '/api/reply-templates', {
        token,
        json: { name: 'Draft test', subject: 'About {{ unit }}', body: 'Hello {{firstName}},\n\n{{leasingContact}}' },
      }),
    );
    const draft = await api('GET', `/api/contact-submissions/${id}/reply-draft?template=${template.id}`, { token: agentToken });
    expect(draft.status).toBe(200);
    expect(await readJson(draft)).toEqual({ subject: 'About Unit 101', body: `Hello Priya,\n\n${leasingContact}` });
    expect((await api('GET', `/api/contact-submissions/${id}/reply-draft?template=999999`, { token })).status).toBe(404);
    expect((await api('GET', `/api/contact-submissions/${id}/reply-draft?template=${template.id}`)).status).toBe(401);
  });
});

describe('a reply', () => {
  it('is e-mailed from the leasing address to the visitor, Cc the leasing mailbox, threaded under the inquiry e-mail', async () => {
    const id = await newInquiry('Dana');
    // The inquiry's own e-mail, under the Message-ID stored with it.
    const [notification] = mailsTo(LEASING).filter(({ mail }) => mail.subject.startsWith('New inquiry from Dana'));
    expect(notification!.mail.messageId).toBe(await storedMessageId(id));

    const response = await postReply(id, reply());
    expect(response.status).toBe(201);
    const sent = await readJson<InquiryReplyJson>(response);
    expect(sent).toMatchObject({
      inquiryId: id,
      subject: 'Your inquiry about Unit 101',
      body: `Hello Dana,\n\nThe unit is free from March.\n\n${leasingContact}`,
      toName: 'Dana Whitfield',
      toEmail: 'dana@harborlogistics.example',
      author: 'admin',
      sendState: 'sent',
      sendAttempts: 1,
      sendLastError: null,
    });
    expect(sent.sentAt).not.toBeNull();

    const [delivered, ...more] = replyMails('dana@harborlogistics.example');
    expect(more).toEqual([]);
    const { mail, rcptTo } = delivered!;
    expect(mail.from).toEqual({ name: `${siteConfig.name} Leasing`, address: LEASING });
    expect(mail.to).toEqual([{ name: 'Dana Whitfield', address: 'dana@harborlogistics.example' }]);
    expect(mail.cc).toEqual([{ name: '', address: LEASING }]);
    expect(rcptTo.sort()).toEqual(['dana@harborlogistics.example', LEASING].sort());
    expect(mail.inReplyTo).toBe(notification!.mail.messageId);
    expect(mail.references).toEqual([notification!.mail.messageId]);
    expect(mail.subject).toBe('Your inquiry about Unit 101');
    expect(mail.text.trimEnd()).toBe(sent.body);
    expect(await replies(id)).toEqual([expect.objectContaining({ id: sent.id, sendState: 'sent' })]);
  });

  it('is the first response (New → Contacted, one history line); later replies change neither', async () => {
    const id = await newInquiry('First');
    expect(await lead(id)).toMatchObject({ stage: 'new', firstResponseAt: null });
    expect((await postReply(id, reply(), agentToken)).status).toBe(201);
    const first = await lead(id);
    expect(first).toMatchObject({ stage: 'contacted' });
    expect(first.firstResponseAt).not.toBeNull();
    expect((await postReply(id, reply({ body: 'A second answer.' }))).status).toBe(201);
    expect((await lead(id)).firstResponseAt).toBe(first.firstResponseAt);
    expect((await history(id)).map((e) => [e.kind, e.fromStage, e.toStage, e.author])).toEqual([
      ['reply', 'new', 'contacted', 'agent@example.com'],
    ]);
    expect((await replies(id)).map((r) => [r.author, r.body])).toEqual([
      ['agent@example.com', `Hello First,\n\nThe unit is free from March.\n\n${leasingContact}`],
      ['admin', 'A second answer.'],
    ]);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const id = await newInquiry('Careful');
    const before = received.length;
    const refused = async (json: unknown, status: number, as: string | null = token) => {
      const response = await api('POST', `/api/contact-submissions/${id}/replies`, { ...(as ? { token: as } : {}), json });
      expect(response.status).toBe(status);
      return readJson<{ message: string; fieldErrors?: Record<string, string[]> }>(response);
    };
    expect((await refused(reply({ body: '   ' }), 400)).fieldErrors).toEqual({ body: ['Please write a reply'] });
    expect((await refused(reply({ subject: 'Hello\r\nBcc: everyone@example.com' }), 400)).fieldErrors).toEqual({
      subject: ['Please keep the subject on one line'],
    });
    expect((await refused(reply({ subject: 'Hello\nBcc: x@example.com' }), 400)).fieldErrors?.['subject']).toEqual([
      'Please keep the subject on one line',
    ]);
    expect((await refused(reply({ subject: '' }), 400)).fieldErrors).toEqual({ subject: ['Please write a subject'] });
    expect((await refused(reply({ subject: 'x'.repeat(201) }), 400)).fieldErrors).toEqual({
      subject: ['Please keep the subject under 200 characters'],
    });
    expect((await refused(reply({ body: 'x'.repeat(10_001) }), 400)).fieldErrors).toEqual({
      body: ['Please keep a reply under 10,000 characters'],
    });
    expect((await refused(reply({ body: 'Hi {{name}}' }), 400)).fieldErrors?.['body']?.[0]).toMatch(/^Unknown placeholder \{\{name\}\}/);
    expect((await refused(reply({ idempotencyKey: 'click-1' }), 400)).fieldErrors).toEqual({
      idempotencyKey: ['The reply needs an idempotency key (a UUID)'],
    });
    expect((await refused(reply(), 401, null)).message).toBe('Please sign in to continue');
    expect((await api('POST', '/api/contact-submissions/999999/replies', { token, json: reply() })).status).toBe(404);

    expect(await replies(id)).toEqual([]);
    expect(await lead(id)).toMatchObject({ stage: 'new', firstResponseAt: null });
    expect(await history(id)).toEqual([]);
    expect(received.length).toBe(before);
  });

  it('is refused for an inquiry in Spam', async () => {
    const id = await newInquiry('Flagged', { website: 'http://spam.example' });
    const response = await postReply(id, reply());
    expect(response.status).toBe(409);
    expect((await readJson(response))['message']).toBe('This inquiry is in Spam: mark it "Not spam" before replying');
  });

  it('that failed is kept, shown failed, retried on schedule and by "Send again", and delivered once', async () => {
    const id = await newInquiry('Retry');
    refusals = 1;
    const response = await postReply(id, reply());
    expect(response.status).toBe(201);
    const failed = await readJson<InquiryReplyJson>(response);
    expect(failed).toMatchObject({ sendState: 'failed', sendAttempts: 1, sentAt: null });
    expect(failed.sendLastError).toMatch(/Mailbox busy/);
    expect(failed.sendNextAt).not.toBeNull();

    const retry = async () => (await import('~/functions/retry-notifications')).default();
    await retry(); // not due for a minute
    expect((await replies(id))[0]).toMatchObject({ sendState: 'failed', sendAttempts: 1 });
    await executeRows(platform.db, sql`update inquiry_replies set send_next_at = now() where id = ${failed.id}`);
    await Promise.all(Array.from({ length: 50 }, retry));
    expect((await replies(id))[0]).toMatchObject({ sendState: 'sent', sendAttempts: 2, sendLastError: null });
    expect(replyMails('retry@harborlogistics.example')).toHaveLength(1);

    // "Send again" on a delivered reply sends nothing more.
    const again = await api('PUT', `/api/contact-submissions/${id}/replies/${failed.id}/send`, { token: agentToken });
    expect(await readJson(again)).toMatchObject({ sendState: 'sent', sendAttempts: 2 });
    expect(replyMails('retry@harborlogistics.example')).toHaveLength(1);
    expect((await api('PUT', `/api/contact-submissions/${id}/replies/999999/send`, { token })).status).toBe(404);
  });

  it('"Send again" delivers a failed reply at once', async () => {
    const id = await newInquiry('Again');
    refusals = 1;
    const failed = await readJson<InquiryReplyJson>(await postReply(id, reply()));
    expect(failed.sendState).toBe('failed');
    const again = await api('PUT', `/api/contact-submissions/${id}/replies/${failed.id}/send`, { token });
    expect(again.status).toBe(200);
    expect(await readJson(again)).toMatchObject({ sendState: 'sent', sendAttempts: 2 });
    expect(replyMails('again@harborlogistics.example')).toHaveLength(1);
  });

  it('is sent once when one composed reply is posted fifty times at once', async () => {
    const id = await newInquiry('Double');
    const composed = reply();
    const answers = await Promise.all(Array.from({ length: 50 }, () => postReply(id, composed)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array<number>(49).fill(200), 201]);
    const bodies = await Promise.all(answers.map((a) => readJson<InquiryReplyJson>(a)));
    expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
    expect(await replies(id)).toHaveLength(1);
    expect(replyMails('double@harborlogistics.example')).toHaveLength(1);
    expect((await history(id)).filter((e) => e.kind === 'reply')).toHaveLength(1);

    // The same key with other words is not the same reply: refused, nothing sent.
    const reused = await postReply(id, { ...composed, body: 'Something else' });
    expect(reused.status).toBe(409);
    expect(replyMails('double@harborlogistics.example')).toHaveLength(1);
  });
});

describe('the inquiry e-mail', () => {
  it('keeps one Message-ID across its retries', async () => {
    refusals = 1;
    const id = await newInquiry('Stable');
    const first = await storedMessageId(id);
    expect(first).toMatch(/^<inquiry-[0-9a-f-]+@[a-z0-9.-]+>$/);
    await executeRows(platform.db, sql`update inquiries set notify_next_at = now() where id = ${id}`);
    await (await import('~/functions/retry-notifications')).default();
    const [mail] = mailsTo(LEASING).filter(({ mail }) => mail.subject.startsWith('New inquiry from Stable'));
    expect(mail!.mail.messageId).toBe(first);
    expect(await storedMessageId(id)).toBe(first);
  });
});
