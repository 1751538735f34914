// A person's data on request and the retention of leads (this file runs on PostgreSQL 17): the
// export holds every kind of record; an erasure leaves no row anywhere holding the person's
// address, name or phone (every text column of every table is scanned, so tables added later are
// covered), keeps the inquiries for the counts, is logged without the address, and of fifty
// concurrent erasures one does it; spam goes after 30 days and closed leads are anonymized after the
// team's retention period by the daily housekeeping.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { executeRows } from '~/db/client';
import type { ErasureReceipt, PersonSummary } from '~/src/lib/schemas/people-data';
import { issueFormToken } from '~/src/server/form-token';
import { api, readJson, signIn } from '../helpers/api';
import { startTestPlatform, type TestPlatform } from '../helpers/test-platform';

let platform: TestPlatform;
let token: string;
let agentToken: string;
beforeAll(async () => {
  platform = await startTestPlatform();
  ({ token } = await signIn());
  ({ token: agentToken } = await signIn('privacy-agent@example.com', 'agent password for tests', 'agent'));
});
afterAll(() => platform.stop());
beforeEach(async () => {
  // Alert confirmations are written to a folder instead of sent.
  delete process.env['SMTP_HOST'];
  const outbox = await mkdtemp(path.join(tmpdir(), 'privacy-outbox-'));
  process.env['OUTBOX_DIR'] = outbox;
  process.env['URL'] = 'https://leasing.example';
  return () => rm(outbox, { recursive: true });
});

let nextIp = 1;
/** A person no other test names: a unique address (mixed case), name and phone. */
function newPerson() {
  const tag = randomUUID().slice(0, 8);
  return {
    firstName: 'Marisol',
    lastName: `Quennell${tag}`,
    email: `Marisol.Q.${tag}@Example.com`,
    phone: `617-555-${String(Math.floor(Math.random() * 9000) + 1000)}`,
  };
}
type Person = ReturnType<typeof newPerson>;

async function sendInquiry(person: Pick<Person, 'firstName' | 'lastName' | 'email'>, fields: Record<string, unknown> = {}) {
  const response = await api('POST', '/api/contact-submissions', {
    json: {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      company: `${person.lastName} Logistics`,
      message: 'Looking for 2,000 sq ft of office space, please call.',
      formToken: await issueFormToken(new Date(Date.now() - 60_000)),
      ...fields,
    },
    ip: `10.77.${Math.floor(nextIp / 200)}.${nextIp++ % 200}`,
  });
  expect(response.status).toBe(201);
  return (await readJson<{ id: number }>(response)).id;
}

const lookup = async (email: string) => readJson<PersonSummary>(await api('POST', '/api/people-data/lookup', { token, json: { email } }));
const erase = (json: unknown, as = token) => api('POST', '/api/people-data/erase', { token: as, json });

/** Every text-like column of every table (information_schema: new tables count), and the table.column holding any value. */
async function placesHolding(values: string[]): Promise<string[]> {
  const columns = await executeRows<{ table_name: string; column_name: string }>(
    platform.db,
    sql`select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t using (table_schema, table_name)
        where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
          and (c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY'))`,
  );
  expect(columns.length).toBeGreaterThan(50);
  const found: string[] = [];
  const wanted = JSON.stringify(values.map((value) => value.toLowerCase()));
  for (const { table_name: table, column_name: column } of columns) {
    const hits = await executeRows<{ value: string }>(
      platform.db,
      sql`select v as value from jsonb_array_elements_text(${wanted}::jsonb) v
          where exists (select 1 from ${sql.identifier(table)} where strpos(lower(${sql.identifier(column)}::text), v) > 0)`,
    );
    found.push(...hits.map(({ value }) => `${table}.${column} holds ${value}`));
  }
  return found;
}

/** A person with every kind of record: two inquiries (one in the Trash), history, a note, a reply, a tour, an alert. */
async function personWithEverything(person: Person) {
  const first = await sendInquiry(person, { message: `Please call me on ${person.phone} about the warehouse.` });
  const second = await sendInquiry({ ...person, email: person.email.toUpperCase() });
  expect((await api('PUT', `/api/contact-submissions/${first}/stage`, { token, json: { stage: 'contacted' } })).status).toBe(200);
  const note = `Spoke with ${person.firstName} ${person.lastName}, mobile ${person.phone}`;
  expect((await api('POST', `/api/contact-submissions/${first}/notes`, { token, json: { note } })).status).toBe(201);
  const reply = { subject: 'Your inquiry', body: `Hello ${person.firstName}, the unit is free.`, idempotencyKey: randomUUID() };
  expect((await api('POST', `/api/contact-submissions/${first}/replies`, { token, json: reply })).status).toBe(201);
  await executeRows(
    platform.db,
    sql`update inquiries set tour_status = 'requested', tour_slots = array[${new Date(Date.now() + 86_400_000).toISOString()}]
        where id = ${first}`,
  );
  expect((await api('DELETE', `/api/contact-submissions/${second}`, { token })).status).toBe(200);
  const alert = await api('POST', '/api/alerts', { json: { email: person.email.toLowerCase(), spaceType: 'office' }, ip: '10.78.0.1' });
  expect(alert.status).toBe(201);
  return { first, second };
}

describe("a person's data", () => {
  it('is found and exported by address in any case: every kind of record, as one JSON file', async () => {
    const person = newPerson();
    const { first, second } = await personWithEverything(person);

    const summary = await lookup(person.email.toLowerCase());
    expect(summary.inquiries.map((row) => row.id).sort()).toEqual([first, second].sort());
    expect(summary.inquiries.find((row) => row.id === second)?.inTrash).toBe(true);
    expect(summary.counts).toMatchObject({ inquiries: 2, notes: 1, replies: 1, tours: 1, alerts: 1 });
    expect(summary.counts.history).toBeGreaterThanOrEqual(1);

    const response = await api('POST', '/api/people-data/export', { token, json: { email: person.email.toUpperCase() } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="person-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get('content-disposition')).not.toContain(person.lastName);
    const file = await readJson<Record<string, Record<string, unknown>[]>>(response);
    for (const kind of ['inquiries', 'history', 'notes', 'replies', 'tours', 'alerts'])
      expect(file[kind]?.length, kind).toBeGreaterThanOrEqual(1);
    expect(file['inquiries']!.map((row) => row['message'])).toContain(`Please call me on ${person.phone} about the warehouse.`);
    expect(file['notes']![0]!['text']).toContain(person.phone);
    expect(file['replies']![0]).toMatchObject({ toEmail: person.email, toName: `${person.firstName} ${person.lastName}` });
    expect(file['tours']![0]).toMatchObject({ inquiryId: first, status: 'requested' });
    expect(file['alerts']![0]).toMatchObject({ email: person.email.toLowerCase(), spaceType: 'office' });
  });

  it('is for admins only, and an address held nowhere is a 404', async () => {
    const person = newPerson();
    await sendInquiry(person);
    for (const route of ['lookup', 'export'])
      expect((await api('POST', `/api/people-data/${route}`, { token: agentToken, json: { email: person.email } })).status).toBe(403);
    expect((await erase({ email: person.email, confirmEmail: person.email }, agentToken)).status).toBe(403);
    expect((await api('POST', '/api/people-data/lookup', { json: { email: person.email } })).status).toBe(401);
    expect((await api('POST', '/api/people-data/lookup', { token, json: { email: 'not an address' } })).status).toBe(400);
    const nobody = `nobody-${randomUUID()}@example.com`;
    expect((await lookup(nobody)).counts.inquiries).toBe(0);
    expect((await api('POST', '/api/people-data/export', { token, json: { email: nobody } })).status).toBe(404);
    expect((await erase({ email: nobody, confirmEmail: nobody })).status).toBe(404);
    expect((await lookup(person.email)).counts.inquiries).toBe(1);
  });
});

describe('erasing a person', () => {
  it('refuses without the address typed again, and changes nothing', async () => {
    const person = newPerson();
    await sendInquiry(person);
    const response = await erase({ email: person.email, confirmEmail: 'someone.else@example.com' });
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({
      fieldErrors: { confirmEmail: ['Type the same e-mail address again to confirm the erasure'] },
    });
    expect((await lookup(person.email)).counts.inquiries).toBe(1);
  });

  it('leaves no row anywhere holding their address, name or phone; keeps the inquiries anonymized; logs a reference', async () => {
    const person = newPerson();
    const { first, second } = await personWithEverything(person);
    const other = newPerson();
    const otherId = await sendInquiry(other);
    const [{ total: before } = { total: 0 }] = await executeRows<{ total: number }>(
      platform.db,
      sql`select count(*)::int as total from inquiries`,
    );
    // The team's e-mail about the second one is still waiting (as while the mail server is down).
    await executeRows(platform.db, sql`update inquiries set notify_state = 'pending', notify_next_at = null where id = ${second}`);
    const fullName = `${person.firstName} ${person.lastName}`;
    expect(await placesHolding([person.email, fullName, person.lastName, person.phone])).not.toEqual([]);

    const response = await erase({
      email: `  ${person.email.toUpperCase()} `,
      confirmEmail: person.email.toLowerCase(),
      phone: person.phone,
    });
    expect(response.status).toBe(200);
    const receipt = await readJson<ErasureReceipt>(response);
    expect(receipt).toMatchObject({ inquiriesAnonymized: 2, notesDeleted: 1, repliesDeleted: 1, alertsDeleted: 1 });
    expect(receipt.reference).toMatch(/^erasure-[0-9a-f]{8}$/);

    expect(await placesHolding([person.email, fullName, person.lastName, person.phone])).toEqual([]);
    // The inquiries stay, anonymized (the counts stay true); the other person's is untouched.
    const [{ total: after } = { total: 0 }] = await executeRows<{ total: number }>(
      platform.db,
      sql`select count(*)::int as total from inquiries`,
    );
    expect(after).toBe(before);
    const rows = await executeRows<{ id: number; first_name: string; stage: string; erased_at: Date | null }>(
      platform.db,
      sql`select id, first_name, stage, erased_at from inquiries where id in (${first}, ${second}, ${otherId}) order by id`,
    );
    expect(rows.map((row) => [row.id, row.first_name, row.erased_at !== null])).toEqual([
      [first, 'Erased', true],
      [second, 'Erased', true],
      [otherId, other.firstName, false],
    ]);
    expect(rows[0]!.stage).toBe('contacted');
    // The waiting e-mail is never sent now: no retry picks it up.
    const [waiting] = await executeRows<{ notify_state: string; notify_next_at: Date | null }>(
      platform.db,
      sql`select notify_state, notify_next_at from inquiries where id = ${second}`,
    );
    expect(waiting).toEqual({ notify_state: 'failed', notify_next_at: null });
    expect(await placesHolding([other.email, other.lastName])).toEqual(expect.arrayContaining([expect.stringMatching(/^inquiries\./)]));

    // The activity log names who erased and the reference, never the address.
    const [line] = await executeRows<{ user_name: string; action: string; record_kind: string; path: string; status: number }>(
      platform.db,
      sql`select user_name, action, record_kind, path, status from activity_log where record_id = ${receipt.reference}`,
    );
    expect(line).toEqual({
      user_name: 'admin',
      action: 'person.erase',
      record_kind: 'person',
      path: '/api/people-data/erase',
      status: 200,
    });
    expect(await lookup(person.email)).toMatchObject({ counts: { inquiries: 0, alerts: 0, replies: 0 } });
  });

  it('happens once when fifty erasures of the same person arrive at the same moment', async () => {
    const person = newPerson();
    await sendInquiry(person);
    await sendInquiry(person);
    const answers = await Promise.all(Array.from({ length: 50 }, () => erase({ email: person.email, confirmEmail: person.email })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(49).fill(404)]);
    const [done] = await Promise.all(answers.filter((a) => a.status === 200).map((a) => readJson<ErasureReceipt>(a)));
    expect(done!.inquiriesAnonymized).toBe(2);
    const [{ lines } = { lines: 0 }] = await executeRows<{ lines: number }>(
      platform.db,
      sql`select count(*)::int as lines from activity_log where action = 'person.erase' and status = 200 and record_id = ${done!.reference}`,
    );
    expect(lines).toBe(1);
    expect(await placesHolding([person.email, person.lastName])).toEqual([]);
  });
});

describe('retention, by the daily housekeeping', () => {
  const runHousekeeping = async () => (await import('~/functions/housekeeping')).default();
  const ageInquiry = (id: number, set: ReturnType<typeof sql>) =>
    executeRows(platform.db, sql`update inquiries set ${set} where id = ${id}`);
  const inquiryRow = async (id: number) =>
    (
      await executeRows<{ first_name: string; email: string; erased_at: Date | null }>(
        platform.db,
        sql`select first_name, email, erased_at from inquiries where id = ${id}`,
      )
    )[0];

  it('purges spam older than 30 days and keeps newer spam', async () => {
    const old = await sendInquiry(newPerson(), { website: 'https://spam.example' });
    const recent = await sendInquiry(newPerson(), { website: 'https://spam.example' });
    const real = await sendInquiry(newPerson());
    await ageInquiry(old, sql`created_at = now() - interval '31 days'`);
    await ageInquiry(recent, sql`created_at = now() - interval '29 days'`);
    await ageInquiry(real, sql`created_at = now() - interval '31 days'`);
    const [flagged] = await executeRows<{ is_spam: boolean }>(platform.db, sql`select is_spam from inquiries where id = ${old}`);
    expect(flagged?.is_spam).toBe(true);

    await runHousekeeping();

    expect(await inquiryRow(old)).toBeUndefined();
    expect(await inquiryRow(recent)).toBeDefined();
    expect((await inquiryRow(real))?.erased_at).toBeNull();
  });

  it("anonymizes closed leads unchanged for the team's retention period (24 months, then as set), and no other lead", async () => {
    const person = () => newPerson();
    const signedOld = await sendInquiry(person());
    const lostOld = await sendInquiry(person());
    const signedRecent = await sendInquiry(person());
    const openOld = await sendInquiry(person());
    await ageInquiry(signedOld, sql`stage = 'signed', updated_at = now() - interval '25 months'`);
    await ageInquiry(lostOld, sql`stage = 'lost', lost_reason = 'Went elsewhere', updated_at = now() - interval '25 months'`);
    await ageInquiry(signedRecent, sql`stage = 'signed', updated_at = now() - interval '13 months'`);
    await ageInquiry(
      openOld,
      sql`stage = 'proposal', created_at = now() - interval '30 months', updated_at = now() - interval '30 months'`,
    );

    expect(await readJson(await api('GET', '/api/team-settings', { token }))).toMatchObject({ leadRetentionMonths: 24 });
    await runHousekeeping();
    for (const id of [signedOld, lostOld]) expect(await inquiryRow(id)).toMatchObject({ first_name: 'Erased', email: '' });
    for (const id of [signedRecent, openOld]) expect((await inquiryRow(id))?.erased_at).toBeNull();

    const refused = await api('PUT', '/api/team-settings', { token, json: { leadRetentionMonths: 0 } });
    expect(refused.status).toBe(400);
    const changed = await api('PUT', '/api/team-settings', { token, json: { leadRetentionMonths: 12 } });
    expect(await readJson(changed)).toMatchObject({ leadRetentionMonths: 12, autoAssign: false });
    expect((await api('PUT', '/api/team-settings', { token: agentToken, json: { leadRetentionMonths: 1 } })).status).toBe(403);
    await runHousekeeping();
    expect(await inquiryRow(signedRecent)).toMatchObject({ first_name: 'Erased', email: '' });
    expect((await inquiryRow(openOld))?.erased_at).toBeNull();
    await api('PUT', '/api/team-settings', { token, json: { leadRetentionMonths: 24 } });
  });
});
