// The leasing team's e-mail about an inquiry, against a real SMTP server that refuses at first.
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '~/db/client';
import { issueFormToken } from '~/src/server/form-token';
import { nextAttemptAt } from '~/src/server/notifications';
import { api, readJson, signIn } from '../helpers/api';
import { startTestPlatform, type TestPlatform } from '../helpers/test-platform';

let platform: TestPlatform;
let token: string;
let smtp: SMTPServer;
let refusals = 0;
const subjects: string[] = [];
let nextIp = 1;

beforeAll(async () => {
  platform = await startTestPlatform();
  ({ token } = await signIn());
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
        }
        subjects.push(/^Subject: (.*)$/m.exec(raw)?.[1] ?? '');
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  process.env['SMTP_HOST'] = '127.0.0.1';
  process.env['SMTP_PORT'] = String((smtp.server.address() as { port: number }).port);
});
afterAll(async () => {
  delete process.env['SMTP_HOST'];
  delete process.env['SMTP_PORT'];
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await platform.stop();
});

async function send(firstName: string) {
  const formToken = await issueFormToken(new Date(Date.now() - 60_000));
  const json = { firstName, lastName: 'Retry', email: 'retry@example.com', message: 'Please call me about a unit.', formToken };
  return (await readJson<{ id: number }>(await api('POST', '/api/contact-submissions', { json, ip: `10.77.0.${nextIp++}` }))).id;
}
const state = async (id: number) =>
  (
    await readJson<{ id: number; notifyState: string; notifyAttempts: number; notifyLastError: string | null }[]>(
      await api('GET', '/api/contact-submissions', { token }),
    )
  ).find((i) => i.id === id)!;
/** Time passes: the retry is due now. */
const makeDue = (id: number) => executeRows(platform.db, sql`update inquiries set notify_next_at = now() where id = ${id}`);
const runRetries = async () => (await import('~/functions/retry-notifications')).default();
const mailsAbout = (name: string) => subjects.filter((subject) => subject.includes(name)).length;

describe('the inquiry e-mail', () => {
  it('is retried on schedule after the mail server refused it, and delivered exactly once', async () => {
    refusals = 2;
    const id = await send('Refused');
    expect(await state(id)).toMatchObject({ notifyState: 'failed', notifyAttempts: 1 });
    expect((await state(id)).notifyLastError).toMatch(/Mailbox busy/);
    await runRetries(); // not due yet: a minute's backoff
    expect(await state(id)).toMatchObject({ notifyState: 'failed', notifyAttempts: 1 });

    await makeDue(id);
    await runRetries();
    expect(await state(id)).toMatchObject({ notifyState: 'failed', notifyAttempts: 2 });
    await makeDue(id);
    // However many retry runs arrive at once, one sender claims the e-mail.
    await Promise.all(Array.from({ length: 50 }, runRetries));
    expect(await state(id)).toMatchObject({ notifyState: 'sent', notifyAttempts: 3, notifyLastError: null });
    expect(mailsAbout('Refused')).toBe(1);
    await makeDue(id);
    await runRetries();
    expect(mailsAbout('Refused')).toBe(1);
  });

  it('can be sent again at once from the admin, and never twice once sent', async () => {
    refusals = 1;
    const id = await send('Resend');
    expect(await state(id)).toMatchObject({ notifyState: 'failed' });
    const answers = await Promise.all(Array.from({ length: 50 }, () => api('PUT', `/api/contact-submissions/${id}/notify`, { token })));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(await state(id)).toMatchObject({ notifyState: 'sent' });
    expect(mailsAbout('Resend')).toBe(1);
  });

  it('backs off 1, 5, 30 minutes, 2 hours, then daily, and stops after a week', () => {
    const created = new Date('2026-11-01T12:00:00Z');
    const minutes = (attempts: number) => (nextAttemptAt(attempts, created, created)!.getTime() - created.getTime()) / 60_000;
    expect([1, 2, 3, 4, 5, 9].map(minutes)).toEqual([1, 5, 30, 120, 1440, 1440]);
    expect(nextAttemptAt(8, created, new Date('2026-11-07T13:00:00Z'))).toBeNull();
  });
});
