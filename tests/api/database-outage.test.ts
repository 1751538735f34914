// The database down is not a lost lead (decision 017): an inquiry sent while the database cannot be
// reached is answered as usual and parked in Blobs; the every-minute scheduled function moves it in
// once, with its time of arrival, and its e-mail goes out once.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getStore } from '@netlify/blobs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows, getDb } from '~/db/client';
import { isDatabaseUnreachable } from '~/db/queries/errors';
import type { InquiryJson } from '~/src/lib/api/types';
import { issueFormToken } from '~/src/server/form-token';
import { drainParkedInquiries, UNAVAILABLE_MESSAGE } from '~/src/server/inquiries';
import { listParkedKeys } from '~/src/server/inquiry-outbox';
import { api, readJson, signIn } from '../helpers/api';
import { outboxMessages } from '../helpers/mail';
import { cutBlobs, cutDatabase } from '../helpers/outage';
import { startTestPlatform, type TestPlatform } from '../helpers/test-platform';
import { formatDateTime } from '~/src/lib/format';

let platform: TestPlatform;
let token: string;
let outboxDir: string;
/** The token a form shown a minute ago carries: a person's pace. */
let formToken: string;
let nextIp = 1;
const freshIp = () => `10.30.0.${nextIp++}`;

beforeAll(async () => {
  platform = await startTestPlatform();
  ({ token } = await signIn());
  formToken = await issueFormToken(new Date(Date.now() - 60_000));
  outboxDir = await mkdtemp(path.join(tmpdir(), 'outage-outbox-'));
  delete process.env['SMTP_HOST'];
  process.env['OUTBOX_DIR'] = outboxDir;
});
afterAll(async () => {
  delete process.env['OUTBOX_DIR'];
  await platform.stop();
  await rm(outboxDir, { recursive: true, force: true });
});

const inquiry = (firstName: string, change: Record<string, unknown> = {}) => ({
  firstName,
  lastName: 'Outage',
  email: 'visitor@example.com',
  message: 'Please call me about the second floor of Building 2.',
  formToken,
  ...change,
});
const send = (json: Record<string, unknown>, ip = freshIp()) => api('POST', '/api/contact-submissions', { json, ip });
const runScheduled = async () => (await import('~/functions/retry-notifications')).default();
/** The stored inquiries with this first name, in the inbox or (`spam`) flagged. */
const named = async (firstName: string, view: 'inbox' | 'spam' = 'inbox') =>
  (await readJson<InquiryJson[]>(await api('GET', `/api/contact-submissions${view === 'spam' ? '?spam=only' : ''}`, { token }))).filter(
    (i) => i.firstName === firstName,
  );
const mailsAbout = (id: number) => outboxMessages(outboxDir, `inquiry-${id}`);

describe('an inquiry sent while the database is unreachable', () => {
  it.each(['refused', 'terminated'] as const)(
    'connection %s: the usual answer, kept in Blobs, moved in once with its time of arrival, e-mailed once',
    async (kind) => {
      const name = `Parked ${kind}`;
      const restore = await cutDatabase(kind);
      const sentFrom = Date.now();
      try {
        const answer = await send(inquiry(name));
        expect(answer.status).toBe(201);
        expect(await readJson(answer)).toEqual({ success: true, id: null });
        // Validation is the same: a 400 with the product's message, and nothing kept.
        const invalid = await send(inquiry(name, { email: 'dana@' }));
        expect(invalid.status).toBe(400);
        expect((await readJson<{ fieldErrors: Record<string, string[]> }>(invalid)).fieldErrors['email']).toEqual([
          'Please enter a valid email address',
        ]);
        expect(await listParkedKeys()).toHaveLength(1);
        // A drain while the database is still down leaves the blob for the next minute.
        await expect(drainParkedInquiries()).rejects.toSatisfy(isDatabaseUnreachable);
        expect(await listParkedKeys()).toHaveLength(1);
      } finally {
        await restore();
      }
      expect(await named(name)).toEqual([]);

      const drainedFrom = Date.now();
      await runScheduled();
      const stored = await named(name);
      expect(stored).toHaveLength(1);
      const [lead] = stored;
      expect(lead).toMatchObject({ lastName: 'Outage', status: 'new', isSpam: false, notifyState: 'sent' });
      expect(Date.parse(lead!.createdAt)).toBeGreaterThanOrEqual(sentFrom);
      expect(Date.parse(lead!.createdAt)).toBeLessThan(drainedFrom);
      const mails = await mailsAbout(lead!.id);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain(`Received: ${formatDateTime(new Date(lead!.createdAt))}`);
      expect(await listParkedKeys()).toEqual([]);

      await runScheduled();
      expect(await named(name)).toHaveLength(1);
      expect(await mailsAbout(lead!.id)).toHaveLength(1);
    },
  );

  it("still meets the form's traps: flagged with their reason, not e-mailed", async () => {
    const restore = await cutDatabase('refused');
    try {
      const fresh = await readJson<{ token: string }>(await api('GET', '/api/contact-submissions/form-token'));
      const answers = [
        await send(inquiry('Trap honeypot', { website: 'http://spam.example' })),
        await send(inquiry('Trap fast', { formToken: fresh.token })),
        // Without a token: one more press asked (decision 024), nothing parked.
        await send(inquiry('Trap token', { formToken: undefined })),
      ];
      expect(answers.map((a) => a.status)).toEqual([201, 201, 409]);
    } finally {
      await restore();
    }
    await runScheduled();
    const reasons = await Promise.all(
      ['Trap honeypot', 'Trap fast', 'Trap token'].map(async (name) =>
        (await named(name, 'spam')).map((i) => [i.spamReason, i.notifyState]),
      ),
    );
    expect(reasons).toEqual([[['honeypot', 'held']], [['too fast', 'held']], []]);
    expect(await named('Trap honeypot')).toEqual([]);
  });

  it('from one address beyond the limit: all kept, the first five in the inbox, the rest flagged as a burst', async () => {
    const sendBurst = async (label: string, count: number) => {
      const ip = freshIp();
      const restore = await cutDatabase('refused');
      try {
        for (let i = 1; i <= count; i++) expect((await send(inquiry(`${label} ${i}`), ip)).status).toBe(201);
      } finally {
        await restore();
      }
      return Array.from({ length: count }, (_, i) => `${label} ${i + 1}`);
    };
    const where = async (name: string) => [(await named(name)).length, ...(await named(name, 'spam')).map((i) => i.spamReason)];

    // Moved in oldest first: the two that came last are the ones flagged.
    const burst = await sendBurst('Burst', 7);
    await runScheduled();
    expect(await Promise.all(burst.map(where))).toEqual([[1], [1], [1], [1], [1], [0, 'burst'], [0, 'burst']]);
    const [sixth] = await named('Burst 6', 'spam');
    expect(await mailsAbout(sixth!.id)).toEqual([]);

    // However many drains run at once, the limit is counted exactly.
    const flood = await sendBurst('Flood', 12);
    await Promise.all(Array.from({ length: 4 }, runScheduled));
    const places = await Promise.all(flood.map(where));
    expect(places.filter((place) => place[0] === 1)).toHaveLength(5);
    expect(places.filter((place) => place[1] === 'burst')).toHaveLength(7);
    const leads = (await Promise.all(flood.map((name) => named(name)))).flat();
    expect((await Promise.all(leads.map((lead) => mailsAbout(lead.id)))).map((mails) => mails.length)).toEqual([1, 1, 1, 1, 1]);
    expect(await listParkedKeys()).toEqual([]);
  });

  it('is stored once when four drains run at once, and when a drain that crashed before deleting the blob runs again', async () => {
    const names = ['Twice A', 'Twice B', 'Twice C'];
    const restore = await cutDatabase('refused');
    try {
      for (const name of names) expect((await send(inquiry(name))).status).toBe(201);
    } finally {
      await restore();
    }
    const outbox = getStore('inquiry-outbox');
    const keys = await listParkedKeys();
    expect(keys).toHaveLength(3);
    const blobs = await Promise.all(keys.map(async (key) => [key, (await outbox.get(key))!] as const));

    await Promise.all(Array.from({ length: 4 }, runScheduled));
    const once = async () => {
      const stored = await Promise.all(names.map((name) => named(name)));
      expect(stored.map((rows) => rows.length)).toEqual([1, 1, 1]);
      const mails = await Promise.all(stored.map(([lead]) => mailsAbout(lead!.id)));
      expect(mails.map((m) => m.length)).toEqual([1, 1, 1]);
      expect(await listParkedKeys()).toEqual([]);
    };
    await once();

    // A drain that stored them and died before deleting their blobs: the next run finds them again.
    for (const [key, body] of blobs) await outbox.set(key, body);
    await runScheduled();
    await once();
  });

  it('leaves a blob it cannot read for a person, and moves the others in', async () => {
    const outbox = getStore('inquiry-outbox');
    await outbox.set('0000000000000-unreadable', '{"inquiry": "not one"');
    const restore = await cutDatabase('refused');
    try {
      expect((await send(inquiry('Beside garbage'))).status).toBe(201);
    } finally {
      await restore();
    }
    await runScheduled();
    expect(await named('Beside garbage')).toHaveLength(1);
    expect(await listParkedKeys()).toEqual(['0000000000000-unreadable']);
    await outbox.delete('0000000000000-unreadable');
  });

  it('answers 503 with a clear message, and keeps nothing, when Blobs cannot take it either', async () => {
    const restoreDatabase = await cutDatabase('refused');
    const restoreBlobs = await cutBlobs();
    try {
      const answer = await send(inquiry('Nowhere'));
      expect(answer.status).toBe(503);
      expect(await readJson(answer)).toEqual({ message: UNAVAILABLE_MESSAGE });
    } finally {
      restoreBlobs();
      await restoreDatabase();
    }
    expect(await listParkedKeys()).toEqual([]);
    await runScheduled();
    expect(await named('Nowhere')).toEqual([]);
  });
});

describe('a database that answers with an error', () => {
  it('is not an outage: 500, and nothing is parked', async () => {
    await executeRows(getDb(), sql`alter table inquiries rename to inquiries_away`);
    try {
      expect((await send(inquiry('Broken'))).status).toBe(500);
    } finally {
      await executeRows(getDb(), sql`alter table inquiries_away rename to inquiries`);
    }
    expect(await listParkedKeys()).toEqual([]);
  });
});
