// The Spam folder seen by the team: its count on the Dashboard, and at most one e-mail a day when
// something new sits in it, claimed by one conditional UPDATE so concurrent runs send one.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { executeRows } from '~/db/client';
import { insertInquiry } from '~/db/queries/inquiries';
import { inquiries } from '~/db/schema';
import type { Dashboard } from '~/src/lib/schemas/dashboard';
import { sendSpamReport } from '~/src/server/spam-report';
import { api, readJson, signIn } from '../helpers/api';
import { outboxMessages } from '../helpers/mail';
import { startTestPlatform, type TestPlatform } from '../helpers/test-platform';

let platform: TestPlatform;
let outbox: string;
const HOUR = 3600_000;

/** A flagged inquiry that arrived at `at`. */
const spamAt = (at: Date, firstName = 'Spammy') =>
  insertInquiry({
    firstName,
    lastName: 'Bot',
    email: 'bot@spam.example',
    message: 'Cheap followers, click here now!',
    unitId: null,
    spamReason: 'honeypot',
    createdAt: at,
  });
const reports = () => outboxMessages(outbox, 'spam-report-');

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.stop());
beforeEach(async () => {
  delete process.env['SMTP_HOST'];
  outbox = await mkdtemp(path.join(tmpdir(), 'spam-report-outbox-'));
  process.env['OUTBOX_DIR'] = outbox;
  await executeRows(platform.db, sql`update team_settings set spam_reported_at = null`);
  await platform.db.delete(inquiries).where(eq(inquiries.isSpam, true));
  return async () => {
    delete process.env['OUTBOX_DIR'];
    await rm(outbox, { recursive: true });
  };
});

describe('the daily Spam e-mail', () => {
  it('sends nothing while Spam holds nothing new', async () => {
    expect(await sendSpamReport()).toEqual({ sent: false, newer: 0 });
    expect(await reports()).toEqual([]);
  });

  it('goes out once however many runs arrive at once, naming how many and the way to Spam', async () => {
    const now = new Date();
    await spamAt(new Date(now.getTime() - 2 * HOUR));
    await spamAt(new Date(now.getTime() - HOUR));
    const runs = await Promise.all(Array.from({ length: 50 }, () => sendSpamReport(now)));
    expect(runs.filter((run) => run.sent)).toEqual([{ sent: true, newer: 2 }]);
    const [mail, ...more] = await reports();
    expect(more).toEqual([]);
    expect(mail!.header('subject')).toBe('Spam: 2 messages to look over');
    expect(mail!.header('to')).toBe(process.env['LEASING_EMAIL'] ?? 'leasing@southbostoncommerce.com');
    expect(mail!.text).toContain('2 messages arrived in Spam since the last e-mail like this (2 messages in Spam in all).');
    expect(mail!.text).toContain('/admin?tab=inquiries&view=spam');
  });

  it('at most once a day, and the next day only for spam newer than the last e-mail', async () => {
    const day1 = new Date('2026-11-10T17:00:00Z');
    await spamAt(new Date(day1.getTime() - HOUR));
    expect((await sendSpamReport(day1)).sent).toBe(true);
    // Later that day, more spam: still that day's one e-mail.
    await spamAt(new Date(day1.getTime() + HOUR));
    expect((await sendSpamReport(new Date(day1.getTime() + 2 * HOUR))).sent).toBe(false);
    // The next day it names the one that came after the e-mail.
    const day2 = new Date(day1.getTime() + 24 * HOUR);
    expect(await sendSpamReport(day2)).toEqual({ sent: true, newer: 1 });
    // The day after, nothing newer: nothing sent.
    expect((await sendSpamReport(new Date(day2.getTime() + 24 * HOUR))).sent).toBe(false);
    const subjects = (await reports()).map((mail) => mail.header('subject'));
    expect(subjects).toEqual(['Spam: 1 message to look over', 'Spam: 1 message to look over']);
  });

  it('gives its claim back when the e-mail cannot be sent, so the next run sends it', async () => {
    await spamAt(new Date(Date.now() - HOUR));
    delete process.env['OUTBOX_DIR'];
    await expect(sendSpamReport()).rejects.toThrow('No mail server is configured');
    process.env['OUTBOX_DIR'] = outbox;
    expect(await sendSpamReport()).toEqual({ sent: true, newer: 1 });
    expect(await reports()).toHaveLength(1);
  });

  it('is a scheduled function that runs the same report', async () => {
    await spamAt(new Date(Date.now() - HOUR));
    const { default: run } = await import('~/functions/spam-report');
    await run();
    expect(await reports()).toHaveLength(1);
  });
});

describe("the Dashboard's Spam count", () => {
  it('counts what sits in Spam now, not what is in the Trash', async () => {
    const { token } = await signIn();
    const [kept, trashed] = [await spamAt(new Date(), 'Kept'), await spamAt(new Date(), 'Trashed')];
    expect((await api('DELETE', `/api/contact-submissions/${trashed.id}`, { token })).status).toBe(200);
    const [{ value }] = (await platform.db
      .select({ value: count() })
      .from(inquiries)
      .where(and(eq(inquiries.isSpam, true), isNull(inquiries.deletedAt)))) as [{ value: number }];
    expect(value).toBe(1);
    const dashboard = await readJson<Dashboard>(await api('GET', '/api/dashboard', { token }));
    expect(dashboard.spamCount).toBe(1);
    expect((await api('PUT', `/api/contact-submissions/${kept.id}/not-spam`, { token })).status).toBe(200);
    expect((await readJson<Dashboard>(await api('GET', '/api/dashboard', { token }))).spamCount).toBe(0);
  });
});
