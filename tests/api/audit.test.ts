// The audited changes (src/lib/schemas/activity.ts AUDIT_EVENTS): each writes exactly one line
// naming who did it, in the transaction of the change, so a change whose line cannot be written does
// not happen; a failed sign-in names the user name tried and the address. The Activity view filters
// them by kind and exports them as CSV in office time. The admin's CSV of the inquiries, made in the
// browser, is recorded by the server before the file is saved.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Papa from 'papaparse';
import { eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows, getDb } from '~/db/client';
import { activityLog, adminUsers } from '~/db/schema';
import type { ActivityPage } from '~/src/lib/schemas/activity';
import { issueFormToken } from '~/src/server/form-token';
import { api, readJson, signIn } from '../helpers/api';
import { outboxMessages } from '../helpers/mail';
import { startTestPlatform, type TestPlatform } from '../helpers/test-platform';

let platform: TestPlatform;
let outbox: string;
let admin: { token: string };
let adminId: number;
let buildingId: number;

beforeAll(async () => {
  outbox = await mkdtemp(path.join(tmpdir(), 'audit-outbox-'));
  process.env['OUTBOX_DIR'] = outbox;
  process.env['URL'] = 'https://leasing.example';
  platform = await startTestPlatform();
  admin = await signIn();
  adminId = (await getDb().select().from(adminUsers).where(eq(adminUsers.username, 'admin')))[0]!.id;
  const building = await api('POST', '/api/buildings', {
    token: admin.token,
    json: { name: 'Audit Wharf', address: '2 Audit Wharf, Boston' },
  });
  buildingId = (await readJson<{ id: number }>(building)).id;
});
afterAll(async () => {
  await platform.stop();
  await rm(outbox, { recursive: true, force: true });
});

/** The newest line's id: the lines after it are what the next action wrote. */
const mark = async () => (await executeRows<{ id: number | null }>(platform.db, sql`select max(id) as id from activity_log`))[0]?.id ?? 0;
const linesSince = (since: number) => getDb().select().from(activityLog).where(gt(activityLog.id, since)).orderBy(activityLog.id);

/** Runs `act` and answers the audited line it wrote, checked to be exactly one (of `event`, when the request does two things). */
async function oneLine(act: () => Promise<Response>, status = 200, event?: string) {
  const since = await mark();
  const response = await act();
  expect(response.status, await response.clone().text()).toBe(status);
  const all = await linesSince(since);
  const lines = all.filter((line) => (event ? line.event === event : line.event !== null));
  expect(lines).toHaveLength(1);
  return { line: lines[0]!, response, all };
}

let unitSeed = 900;
async function createUnit() {
  const json = { buildingId, unitNumber: String(unitSeed++), type: 'office', squareFootage: 2000, rate: 40 };
  const response = await api('POST', '/api/properties', { token: admin.token, json });
  expect(response.status).toBe(201);
  return { ...(await readJson<{ id: number; version: number }>(response)), body: json };
}

const linkSent = async (kind: 'invite' | 'reset', email: string) => {
  const mails = (await outboxMessages(outbox, `-${kind}-`)).filter((mail) => mail.header('to') === email);
  return new RegExp(`#${kind}=([A-Za-z0-9_-]+)`).exec(mails.at(-1)?.text ?? '')![1]!;
};

const ADMIN = { userId: expect.any(Number), userName: 'admin' };

describe('audited changes', () => {
  it('a sign-in: one line naming the person; a failed one names the user name tried and the address', async () => {
    const { line, all } = await oneLine(() =>
      api('POST', '/api/auth/login', { json: { username: 'admin', password: 'correct horse battery staple' } }),
    );
    expect(line).toMatchObject({
      event: 'sign-in',
      userId: adminId,
      userName: 'admin',
      action: 'account.sign-in',
      addressPrefix: '203.0.113.0/24',
    });
    expect(all).toHaveLength(1); // no second, plain line for the same request

    const failed = await oneLine(
      () => api('POST', '/api/auth/login', { json: { username: 'mallory', password: 'a guess at it' }, ip: '198.51.100.77' }),
      401,
    );
    expect(failed.line).toMatchObject({
      event: 'sign-in-failed',
      userId: null,
      userName: 'mallory',
      status: 401,
      addressPrefix: '198.51.100.0/24',
    });
    expect(failed.line.detail).toContain('mallory');
    // A wrong password for a real account is a failed sign-in too, attributed to nobody.
    const wrong = await oneLine(() => api('POST', '/api/auth/login', { json: { username: 'admin', password: 'not the password' } }), 401);
    expect(wrong.line).toMatchObject({ event: 'sign-in-failed', userId: null, userName: 'admin' });
  });

  it('an invitation sent, accepted and withdrawn; a role change; a deactivation and reactivation; a password reset', async () => {
    const sent = await oneLine(
      () => api('POST', '/api/users/invitations', { token: admin.token, json: { email: 'rowan@example.com', role: 'agent' } }),
      201,
    );
    expect(sent.line).toMatchObject({ event: 'invitation-sent', ...ADMIN, detail: 'rowan@example.com as agent' });

    const token = await linkSent('invite', 'rowan@example.com');
    const accepted = await oneLine(
      () => api('POST', '/api/invitations/accept', { json: { token, name: 'Rowan Reed', password: 'a long enough password' } }),
      201,
      'invitation-accepted',
    );
    expect(accepted.line).toMatchObject({ event: 'invitation-accepted', userName: 'Rowan Reed', recordKind: 'user' });
    const rowanId = accepted.line.userId!;
    // Joining also signs the new colleague in: that is its own line, and there is no other.
    expect(accepted.all.map((line) => line.event)).toEqual(['invitation-accepted', 'sign-in']);

    const other = await oneLine(
      () => api('POST', '/api/users/invitations', { token: admin.token, json: { email: 'sam@example.com', role: 'admin' } }),
      201,
    );
    const withdrawn = await oneLine(() => api('DELETE', `/api/users/invitations/${other.line.recordId}`, { token: admin.token }));
    expect(withdrawn.line).toMatchObject({ event: 'invitation-revoked', ...ADMIN, recordId: other.line.recordId });

    const promoted = await oneLine(() => api('PUT', `/api/users/${rowanId}`, { token: admin.token, json: { role: 'admin' } }));
    expect(promoted.line).toMatchObject({
      event: 'role-change',
      ...ADMIN,
      recordKind: 'user',
      recordId: String(rowanId),
      detail: 'Rowan Reed: agent → admin',
    });

    const off = await oneLine(() => api('PUT', `/api/users/${rowanId}`, { token: admin.token, json: { active: false } }));
    expect(off.line).toMatchObject({ event: 'deactivate', ...ADMIN, recordId: String(rowanId) });
    const on = await oneLine(() => api('PUT', `/api/users/${rowanId}`, { token: admin.token, json: { active: true } }));
    expect(on.line).toMatchObject({ event: 'reactivate', ...ADMIN });

    await api('POST', '/api/auth/password-reset', { json: { email: 'rowan@example.com' } });
    const resetToken = await linkSent('reset', 'rowan@example.com');
    const reset = await oneLine(() =>
      api('POST', '/api/auth/password-reset/confirm', { json: { token: resetToken, password: 'another long password' } }),
    );
    expect(reset.line).toMatchObject({ event: 'password-reset', userId: rowanId, userName: 'Rowan Reed' });
  });

  it('a change whose line cannot be written does not happen', async () => {
    const [agent] = await getDb().select().from(adminUsers).where(eq(adminUsers.username, 'rowan@example.com'));
    const role = agent!.role === 'admin' ? 'agent' : 'admin';
    await executeRows(platform.db, sql`alter table activity_log add constraint refuse_audited check (event is null) not valid`);
    try {
      const response = await api('PUT', `/api/users/${agent!.id}`, { token: admin.token, json: { role } });
      expect(response.status).toBe(500);
    } finally {
      await executeRows(platform.db, sql`alter table activity_log drop constraint refuse_audited`);
    }
    const [after] = await getDb().select().from(adminUsers).where(eq(adminUsers.id, agent!.id));
    expect(after!.role).toBe(agent!.role);
  });

  it('a reply template written, changed and deleted; a reply sent', async () => {
    const template = { name: 'Audit hello', subject: 'Hello', body: 'Hello {{firstName}}' };
    const created = await oneLine(() => api('POST', '/api/reply-templates', { token: admin.token, json: template }), 201);
    expect(created.line).toMatchObject({ event: 'template-edit', ...ADMIN, recordKind: 'reply-template', detail: 'created "Audit hello"' });
    const id = created.line.recordId;
    const changed = await oneLine(() =>
      api('PUT', `/api/reply-templates/${id}`, { token: admin.token, json: { ...template, body: 'Hi' } }),
    );
    expect(changed.line.detail).toBe('changed "Audit hello"');
    const deleted = await oneLine(() => api('DELETE', `/api/reply-templates/${id}`, { token: admin.token }));
    expect(deleted.line.detail).toBe('deleted "Audit hello"');

    const formToken = await issueFormToken(new Date(Date.now() - 60_000));
    const inquiry = await api('POST', '/api/contact-submissions', {
      json: {
        firstName: 'Dana',
        lastName: 'Audit',
        email: 'dana@audit.example',
        message: 'We need 3,000 sq ft of office space.',
        formToken,
      },
      ip: '10.36.0.1',
    });
    expect(inquiry.status).toBe(201);
    const inquiryId = (await readJson<{ id: number }>(inquiry)).id;
    const json = { subject: 'Your inquiry', body: 'Hello {{firstName}}', idempotencyKey: randomUUID() };
    const sentReply = await oneLine(() => api('POST', `/api/contact-submissions/${inquiryId}/replies`, { token: admin.token, json }), 201);
    expect(sentReply.line).toMatchObject({ event: 'reply-sent', ...ADMIN, recordKind: 'inquiry', recordId: String(inquiryId) });
    // The same click posted again sends nothing and writes nothing audited.
    const since = await mark();
    await api('POST', `/api/contact-submissions/${inquiryId}/replies`, { token: admin.token, json });
    expect((await linesSince(since)).filter((line) => line.event)).toHaveLength(0);
  });

  it('a draft scheduled, unscheduled and published; a version restored; a record restored from the Trash', async () => {
    const unit = await createUnit();
    const publishAt = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await oneLine(
      () =>
        api('POST', '/api/drafts', {
          token: admin.token,
          json: { kind: 'unit', entityId: unit.id, data: { ...unit.body, rate: 50 }, publishAt },
        }),
      201,
    );
    expect(scheduled.line).toMatchObject({ event: 'schedule', ...ADMIN, recordKind: 'unit', recordId: String(unit.id) });
    expect(scheduled.line.detail).toMatch(/^for [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T$/);
    const draft = await readJson<{ id: number; updatedAt: string }>(scheduled.response);
    const draftId = draft.id;
    const unscheduled = await oneLine(() =>
      api('PUT', `/api/drafts/${draftId}`, { token: admin.token, json: { publishAt: null, startedFrom: draft.updatedAt } }),
    );
    expect(unscheduled.line).toMatchObject({ event: 'unschedule', ...ADMIN });

    const published = await oneLine(() => api('POST', `/api/drafts/${draftId}/publish`, { token: admin.token }));
    expect(published.line).toMatchObject({ event: 'publish', ...ADMIN, recordKind: 'unit', recordId: String(unit.id) });

    const restored = await oneLine(() =>
      api('POST', `/api/history/unit/${unit.id}/1/restore`, { token: admin.token, json: { version: 2 } }),
    );
    expect(restored.line).toMatchObject({ event: 'restore-version', ...ADMIN, recordKind: 'unit', detail: 'version 1' });

    expect((await api('DELETE', `/api/properties/${unit.id}`, { token: admin.token })).status).toBe(200);
    const back = await oneLine(() => api('POST', `/api/trash/unit/${unit.id}/restore`, { token: admin.token }));
    expect(back.line).toMatchObject({ event: 'restore-from-trash', ...ADMIN, recordKind: 'unit', recordId: String(unit.id) });
  });

  it('a backup download and an export of the log, which the log filters by kind and writes in office time', async () => {
    const backup = await oneLine(() => api('GET', '/api/backup', { token: admin.token }));
    await backup.response.body?.cancel();
    expect(backup.line).toMatchObject({ event: 'backup', ...ADMIN, action: 'backup.download' });

    const page = await readJson<ActivityPage>(await api('GET', '/api/activity?event=sign-in-failed', { token: admin.token }));
    expect(page.entries.length).toBeGreaterThanOrEqual(2);
    expect(page.entries.every((entry) => entry.event === 'sign-in-failed')).toBe(true);
    const audited = await readJson<ActivityPage>(await api('GET', `/api/activity?event=any&user=${adminId}`, { token: admin.token }));
    expect(audited.entries.every((entry) => entry.event !== null && entry.userId === adminId)).toBe(true);
    expect((await api('GET', '/api/activity?event=nonsense', { token: admin.token })).status).toBe(400);

    const exported = await oneLine(() => api('GET', '/api/activity/export?event=sign-in-failed', { token: admin.token }));
    expect(exported.line).toMatchObject({ event: 'export', ...ADMIN });
    // The Kind filter finds the log's own exports.
    const exports = await readJson<ActivityPage>(await api('GET', '/api/activity?kind=activity', { token: admin.token }));
    expect(exports.entries.map((entry) => entry.id)).toContain(exported.line.id);
    expect(exported.response.headers.get('content-type')).toContain('text/csv');
    expect(exported.response.headers.get('content-disposition')).toMatch(/^attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = Papa.parse<Record<string, string>>((await exported.response.text()).replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    }).data;
    expect(rows.length).toBe(page.entries.length);
    const mallory = rows.find((row) => row['Who'] === 'mallory')!;
    expect(mallory).toMatchObject({ What: 'Sign-in failed', Address: '198.51.100.0/24', Status: '401' });
    expect(mallory['When']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} -0[45]:00$/);
    // The same moment as the log's.
    const [stored] = await getDb().select().from(activityLog).where(eq(activityLog.userName, 'mallory'));
    expect(new Date(mallory['When']!.replace(' ', 'T').replace(' ', ':00')).getTime()).toBe(
      Math.floor(stored!.at.getTime() / 60_000) * 60_000,
    );

    // An agent may not export it, and the refusal exports nothing.
    const agent = await signIn('avery@example.com', 'an agent password 12', 'agent');
    expect((await api('GET', '/api/activity/export', { token: agent.token })).status).toBe(403);
  });

  it('an export of the inquiries: one line naming who, with the view and count in words and nothing of any visitor', async () => {
    const exportOf = (json: unknown, token?: string) =>
      api('POST', '/api/contact-submissions/export', { ...(token ? { token } : {}), json });

    const inbox = await oneLine(() => exportOf({ box: 'inbox', rows: 12 }, admin.token));
    expect(inbox.line).toMatchObject({
      event: 'export',
      ...ADMIN,
      action: 'inquiry.export',
      recordKind: 'inquiry',
      recordId: null,
      method: 'POST',
      path: '/api/contact-submissions/export',
      status: 200,
      detail: 'Inquiries: Inbox, 12 rows',
    });
    expect(inbox.all).toHaveLength(1); // no second, plain line for the same request
    expect(await readJson(inbox.response)).toEqual({ success: true });

    // Any staff member who reads the inquiries may export them. The filters are named in words;
    // a search text sent along (it may be a visitor's e-mail) is dropped, never written.
    const agent = await signIn('casey@example.com', 'an agent password 12', 'agent');
    const filtered = await oneLine(() =>
      exportOf(
        {
          box: 'inbox',
          show: 'new',
          owner: 'mine',
          stage: 'contacted',
          source: 'loopnet',
          overdueOnly: true,
          searched: true,
          search: 'dana@audit.example',
          rows: 3,
        },
        agent.token,
      ),
    );
    expect(filtered.line).toMatchObject({
      event: 'export',
      userName: 'casey@example.com',
      detail: 'Inquiries: Inbox (new, assigned to them, stage Contacted, source LoopNet, overdue only, searched), 3 rows',
    });
    expect(JSON.stringify(filtered.all)).not.toContain('dana');
    // Spam's list has no filters but the search.
    const spam = await oneLine(() => exportOf({ box: 'spam', stage: 'contacted', rows: 1 }, agent.token));
    expect(spam.line.detail).toBe('Inquiries: Spam, 1 row');

    // The Activity tab's kind filter finds it with the other audited changes of inquiries.
    const page = await readJson<ActivityPage>(await api('GET', '/api/activity?kind=inquiry&event=export', { token: admin.token }));
    expect(page.entries.map((entry) => entry.detail)).toEqual([spam.line.detail, filtered.line.detail, inbox.line.detail]);
  });

  it('an export of the inquiries refused: signed out 401 and no line; a bad body 400 and no export line', async () => {
    const since = await mark();
    const signedOut = await api('POST', '/api/contact-submissions/export', { json: { box: 'inbox', rows: 12 } });
    expect(signedOut.status).toBe(401);
    expect(await linesSince(since)).toHaveLength(0);

    const rowsMessage = 'rows must be a whole number from 1 to 1,000,000';
    const bad: [Record<string, unknown>, string][] = [
      [{ box: 'inbox' }, rowsMessage],
      [{ box: 'inbox', rows: 0 }, rowsMessage],
      [{ box: 'inbox', rows: 2.5 }, rowsMessage],
      [{ box: 'inbox', rows: '12' }, rowsMessage],
      [{ box: 'archive', rows: 2 }, 'box must be inbox or spam'],
      [
        { box: 'inbox', stage: 'won', rows: 2 },
        'stage must be all or one of: new, tour-requested, contacted, tour-scheduled, proposal, signed, lost',
      ],
    ];
    for (const [json, message] of bad) {
      const before = await mark();
      const response = await api('POST', '/api/contact-submissions/export', { token: admin.token, json });
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect((await readJson<{ message: string }>(response)).message).toBe(message);
      // The refusal is a plain line with its status, as every refused write; no export is recorded.
      const lines = await linesSince(before);
      expect(lines.map((line) => [line.event, line.status])).toEqual([[null, 400]]);
    }
  });
});
