// Leads belong to a person. Any staff member assigns a lead to an active colleague; the
// team's round-robin spreads new leads evenly among the active agents, even fifty at once; the
// new-lead e-mail goes once, to the leasing address with the assignee in copy; and every history
// line names the person who did it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '~/db/client';
import { createStaffUser } from '~/db/queries/admin-users';
import { adminUsers, inquiries } from '~/db/schema';
import type { InquiryEventJson, InquiryJson } from '~/src/lib/api/types';
import { DEFAULT_OFFICE_HOURS } from '~/src/lib/schemas/office-hours';
import { bookableSlots } from '~/src/lib/tour-slots';
import { issueFormToken } from '~/src/server/form-token';
import { api, readJson, signIn } from '../helpers/api';
import { outboxMessages } from '../helpers/mail';
import { startTestPlatform, type TestPlatform } from '../helpers/test-platform';

let platform: TestPlatform;
let admin: string;
let outbox: string;
const agents: { id: number; token: string; name: string; email: string }[] = [];
let nextIp = 1;

const PASSWORD = 'an agent password 12';

async function addAgent(name: string) {
  const email = `${name.toLowerCase()}@example.com`;
  const { id } = await createStaffUser({ username: email, password: PASSWORD, role: 'agent', name, email });
  const { token } = await signIn(email, PASSWORD, 'agent');
  return { id, token, name, email };
}

beforeAll(async () => {
  platform = await startTestPlatform();
  outbox = await mkdtemp(path.join(tmpdir(), 'lead-assignment-'));
  process.env['OUTBOX_DIR'] = outbox;
  ({ token: admin } = await signIn());
  for (const name of ['Avery', 'Blake', 'Casey']) agents.push(await addAgent(name));
});
afterAll(async () => {
  delete process.env['OUTBOX_DIR'];
  await rm(outbox, { recursive: true, force: true });
  await platform.stop();
});

async function submit(firstName: string, extra: Record<string, unknown> = {}): Promise<number> {
  const formToken = await issueFormToken(new Date(Date.now() - 60_000));
  const json = { firstName, lastName: 'Lead', email: 'lead@example.com', message: 'Please call me about a suite.', formToken, ...extra };
  const response = await api('POST', '/api/contact-submissions', { json, ip: `10.88.${Math.floor(nextIp / 200)}.${nextIp++ % 200}` });
  expect(response.status).toBe(201);
  return (await readJson<{ id: number }>(response)).id;
}

const inquiry = async (id: number) =>
  (await readJson<InquiryJson[]>(await api('GET', '/api/contact-submissions', { token: admin }))).find((i) => i.id === id)!;
const history = async (id: number, token = admin) =>
  readJson<InquiryEventJson[]>(await api('GET', `/api/contact-submissions/${id}/history`, { token }));
// A string where a number or a boolean belongs: bodies the schema must refuse.
const assign = (id: number, userId: number | string | null, token = admin) =>
  api('PUT', `/api/contact-submissions/${id}/assignee`, { token, json: { userId } });
const setAutoAssign = (autoAssign: boolean | string) => api('PUT', '/api/team-settings', { token: admin, json: { autoAssign } });

describe('assigning a lead', () => {
  it('assigns to an active colleague, unassigns, and names who assigned whom', async () => {
    const id = await submit('Assigned');
    expect(await inquiry(id)).toMatchObject({ assignedUserId: null, assignedTo: null });

    const [avery] = agents;
    const assigned = await assign(id, avery!.id);
    expect(assigned.status).toBe(200);
    expect(await readJson(assigned)).toMatchObject({ id, assignedUserId: avery!.id, assignedTo: { id: avery!.id, name: 'Avery' } });
    expect(await inquiry(id)).toMatchObject({ assignedTo: { id: avery!.id, name: 'Avery' } });

    // Any staff member may pass a lead on, an agent included.
    const unassigned = await assign(id, null, avery!.token);
    expect(unassigned.status).toBe(200);
    expect(await readJson(unassigned)).toMatchObject({ assignedUserId: null, assignedTo: null });

    const lines = (await history(id)).filter((event) => event.kind === 'assign');
    expect(lines.map((event) => [event.author, event.note])).toEqual([
      ['admin', 'Assigned to Avery'],
      ['Avery', 'Unassigned (was Avery)'],
    ]);
    expect(lines[1]!.authorUserId).toBe(avery!.id);
  });

  it('refuses a deactivated or unknown person and changes nothing', async () => {
    const id = await submit('Refused');
    const gone = await createStaffUser({ username: 'gone@example.com', password: PASSWORD, role: 'agent', name: 'Gone' });
    await platform.db.update(adminUsers).set({ active: false, deactivatedAt: new Date() }).where(eq(adminUsers.id, gone.id));
    for (const userId of [gone.id, 999_999]) {
      const refused = await assign(id, userId);
      expect(refused.status).toBe(400);
      expect(await readJson(refused)).toMatchObject({ message: 'That person cannot be given leads: choose an active member of the team' });
    }
    expect((await assign(id, 'nobody')).status).toBe(400);
    expect((await assign(999_999, agents[0]!.id)).status).toBe(404);
    expect(await inquiry(id)).toMatchObject({ assignedUserId: null });
    expect((await history(id)).filter((event) => event.kind === 'assign')).toEqual([]);
  });
});

describe('round-robin', () => {
  it('leaves new leads unassigned while it is off, and only an admin turns it on', async () => {
    const settings = await readJson<{ autoAssign: boolean; assignees: { name: string }[] }>(
      await api('GET', '/api/team-settings', { token: agents[0]!.token }),
    );
    expect(settings.autoAssign).toBe(false);
    // Who the assignee select offers: the active staff, not the deactivated one.
    expect(settings.assignees.map((person) => person.name)).toEqual(['admin', 'Avery', 'Blake', 'Casey']);
    const id = await submit('Off');
    expect(await inquiry(id)).toMatchObject({ assignedUserId: null });

    const refused = await api('PUT', '/api/team-settings', { token: agents[0]!.token, json: { autoAssign: true } });
    expect(refused.status).toBe(403);
    expect(await readJson(refused)).toMatchObject({ message: 'Only an admin can change team settings' });
    expect((await setAutoAssign('yes')).status).toBe(400);
    expect(await readJson(await api('GET', '/api/team-settings', { token: admin }))).toMatchObject({ autoAssign: false });
  });

  it('spreads fifty leads at once evenly among the active agents, never to spam', async () => {
    expect(await readJson(await setAutoAssign(true))).toMatchObject({ autoAssign: true });
    const ids = await Promise.all(Array.from({ length: 50 }, (_, n) => submit(`Burst${n}`)));
    const rows = await platform.db.select({ assignedUserId: inquiries.assignedUserId }).from(inquiries).where(inArray(inquiries.id, ids));
    const perAgent = agents.map((agent) => rows.filter((row) => row.assignedUserId === agent.id).length);
    expect(perAgent.sort((a, b) => b - a)).toEqual([17, 17, 16]);

    // A flagged one (the honeypot) waits in Spam, unassigned.
    const spam = await submit('Spammy', { website: 'http://spam.example' });
    const [flagged] = await platform.db.select().from(inquiries).where(eq(inquiries.id, spam));
    expect(flagged).toMatchObject({ isSpam: true, assignedUserId: null });

    // A tour request is a new lead too; its history says the round-robin assigned it.
    const tour = await submit('Touring', {
      tourSlots: [bookableSlots(new Date(Date.now() + 3_600_000), DEFAULT_OFFICE_HOURS)[0]!.toISOString()],
    });
    expect((await inquiry(tour)).assignedTo).not.toBeNull();
    expect((await history(tour)).map((event) => [event.kind, event.author])).toEqual([['assign', 'Round-robin']]);
  });

  it('never loses a lead when the round-robin fails: it is stored unassigned', async () => {
    await executeRows(platform.db, sql`alter table team_settings rename to team_settings_away`);
    try {
      const id = await submit('Stored'); // 201 inside
      expect(await inquiry(id)).toMatchObject({ assignedUserId: null, notifyState: 'sent' });
    } finally {
      await executeRows(platform.db, sql`alter table team_settings_away rename to team_settings`);
    }
  });

  it('leaves leads unassigned when there is no active agent', async () => {
    await executeRows(platform.db, sql`update admin_users set active = false where role = 'agent'`);
    const id = await submit('NoAgents');
    expect(await inquiry(id)).toMatchObject({ assignedUserId: null });
    await executeRows(platform.db, sql`update admin_users set active = true where role = 'agent' and username <> 'gone@example.com'`);
  });
});

describe('the new-lead e-mail', () => {
  it('goes once, to the leasing address with the assignee in copy', async () => {
    const id = await submit('Mailed');
    const { assignedTo } = await inquiry(id);
    const agent = agents.find((candidate) => candidate.id === assignedTo?.id)!;
    const mails = await outboxMessages(outbox, `-inquiry-${id}.eml`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.header('to')).toBe('leasing@southbostoncommerce.com');
    expect(mails[0]!.header('cc')).toBe(agent.email);
    await setAutoAssign(false);
  });
});

describe('names in history', () => {
  it('names the agent who changed the stage, added a note and confirmed the tour', async () => {
    const [, blake] = agents;
    const start = bookableSlots(new Date(Date.now() + 3_600_000), DEFAULT_OFFICE_HOURS)[1]!.toISOString();
    const id = await submit('Named', { tourSlots: [start] });
    const token = blake!.token;
    expect((await api('PUT', `/api/contact-submissions/${id}/stage`, { token, json: { stage: 'contacted' } })).status).toBe(200);
    expect((await api('POST', `/api/contact-submissions/${id}/notes`, { token, json: { note: 'Called back.' } })).status).toBe(201);
    expect((await api('PUT', `/api/contact-submissions/${id}/tour`, { token, json: { start } })).status).toBe(200);
    const lines = await history(id);
    expect(lines.map((event) => [event.kind, event.author, event.authorUserId])).toEqual([
      ['stage', 'Blake', blake!.id],
      ['note', 'Blake', blake!.id],
      ['tour', 'Blake', blake!.id],
    ]);
  });
});

describe('the dashboard, by person', () => {
  it('counts each assignee’s open leads, overdue ones and median first response', async () => {
    const [avery, blake] = agents;
    const id = await submit('Dashboard');
    await assign(id, avery!.id);
    const answered = await submit('Answered');
    await assign(answered, blake!.id);
    await api('PUT', `/api/contact-submissions/${answered}/stage`, { token: blake!.token, json: { stage: 'contacted' } });
    // Three weekdays ago and never answered: overdue.
    await executeRows(platform.db, sql`update inquiries set created_at = now() - interval '5 days' where id = ${id}`);
    const { people } = await readJson<{
      people: { userId: number | null; name: string; openLeads: number; overdue: number; medianHours: number | null }[];
    }>(await api('GET', '/api/dashboard', { token: admin }));
    const row = people.find((person) => person.userId === avery!.id)!;
    expect(row.name).toBe('Avery');
    expect(row.overdue).toBeGreaterThanOrEqual(1);
    expect(row.openLeads).toBeGreaterThanOrEqual(row.overdue);
    expect(people.at(-1)).toMatchObject({ userId: null, name: 'Unassigned' });
    // Blake answered his lead: a first response time.
    expect(people.find((person) => person.userId === blake!.id)!.medianHours).not.toBeNull();
  });
});
