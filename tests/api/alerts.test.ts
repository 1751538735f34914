// Availability alerts: double opt-in, one e-mail a day naming every newly available match, one-click
// unsubscribe, and exactly one e-mail however many senders run at once.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { alertMatches, availabilityAlerts, units } from '~/db/schema';
import { SPACE_TYPES } from '~/src/lib/schemas/unit';
import { matchedTypesText, typesMatching } from '~/src/lib/space-type-groups';
import type { AlertSummary } from '~/src/lib/schemas/alert';
import { deliverDueAlerts } from '~/src/server/alerts';
import { api, readJson, signIn } from '../helpers/api';
import { outboxMessages } from '../helpers/mail';
import { startTestPlatform, type TestPlatform } from '../helpers/test-platform';

let platform: TestPlatform;
let token: string;
let outbox: string;
let buildingId: number;
let otherBuildingId: number;
let nextIp = 1;
let unitNumber = 100;

beforeAll(async () => {
  platform = await startTestPlatform();
  ({ token } = await signIn());
  const building = (name: string) =>
    api('POST', '/api/buildings', { token, json: { name, address: `${name} Way` } }).then((r) => readJson<{ id: number }>(r));
  buildingId = (await building('Alert House')).id;
  otherBuildingId = (await building('Elsewhere Hall')).id;
});
afterAll(() => platform.stop());
beforeEach(async () => {
  delete process.env['SMTP_HOST'];
  outbox = await mkdtemp(path.join(tmpdir(), 'alert-outbox-'));
  process.env['OUTBOX_DIR'] = outbox;
  process.env['URL'] = 'https://leasing.example';
  return () => rm(outbox, { recursive: true });
});

const subscribe = (json: Record<string, unknown>) => api('POST', '/api/alerts', { json, ip: `10.40.0.${nextIp++}` });

/** Creates a unit and waits for the alert e-mails its answer set off. */
async function unit(change: Record<string, unknown> = {}): Promise<{ id: number; unitNumber: string }> {
  const pending: Promise<unknown>[] = [];
  const response = await api('POST', '/api/properties', {
    token,
    json: { buildingId, unitNumber: String(unitNumber++), type: 'office', squareFootage: 2000, ...change },
    pending,
  });
  expect(response.status).toBe(201);
  await Promise.all(pending);
  return readJson(response);
}

/** Subscribes and follows the confirmation link as a person would (open the page, press the button). */
async function confirmedAlert(email: string, criteria: Record<string, unknown> = {}): Promise<string> {
  expect((await subscribe({ email, ...criteria })).status).toBe(201);
  const [confirmation] = await outboxMessages(outbox, 'confirm');
  const link = /https:\/\/leasing\.example(\/api\/alerts\/[\w-]+\/confirm)/.exec(confirmation!.text)![1]!;
  const page = await api('GET', link);
  expect(await page.text()).toContain('Confirm my alert');
  expect(await (await api('POST', link)).text()).toContain('Your alert is on');
  return link.split('/')[3]!;
}
const alertMails = () => outboxMessages(outbox, '-alert-');

describe('signing up', () => {
  it('sends nothing but the confirmation until the link is followed; opening the link alone confirms nothing', async () => {
    expect((await subscribe({ email: 'pending@example.com', spaceType: 'office' })).status).toBe(201);
    const [confirmation] = await outboxMessages(outbox, 'confirm');
    expect(confirmation!.header('to')).toBe('pending@example.com');
    expect(confirmation!.text).toContain('office space');
    const link = /https:\/\/leasing\.example(\/api\/alerts\/[\w-]+\/confirm)/.exec(confirmation!.text)![1]!;
    await api('GET', link); // a link scanner
    await unit();
    await deliverDueAlerts();
    expect(await alertMails()).toEqual([]);
  });

  it('refuses a bad address or a size range upside down, and stores nothing', async () => {
    const bad = await subscribe({ email: 'nobody@' });
    expect(bad.status).toBe(400);
    expect((await readJson<{ fieldErrors: Record<string, string[]> }>(bad)).fieldErrors['email']).toEqual([
      'Please enter a valid email address',
    ]);
    const range = await subscribe({ email: 'range@example.com', minSquareFootage: 5000, maxSquareFootage: 1000 });
    expect((await readJson<{ fieldErrors: Record<string, string[]> }>(range)).fieldErrors['maxSquareFootage']).toEqual([
      'The maximum must be at least the minimum',
    ]);
    const rows = await platform.db.select().from(availabilityAlerts).where(eq(availabilityAlerts.email, 'range@example.com'));
    expect(rows).toEqual([]);
  });

  it('answers an unknown link with a 404 page', async () => {
    const response = await api('POST', '/api/alerts/aaaaaaaaaaaaaaaaaaaaaaaa/confirm');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Link not valid');
  });
});

describe('one mailbox, many sign-ups', () => {
  const pendingFor = (key: string) =>
    platform.db
      .select()
      .from(availabilityAlerts)
      .where(and(eq(availabilityAlerts.emailKey, key), isNull(availabilityAlerts.confirmedAt), isNull(availabilityAlerts.unsubscribedAt)));

  it('fifty sign-ups at once from fifty networks, in case and +tag variants, send one confirmation e-mail', async () => {
    const spellings = (i: number) => [`Victim+${i}@Example.com`, ` victim@example.COM `, `VICTIM+x${i}@example.com`][i % 3]!;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        api('POST', '/api/alerts', { json: { email: spellings(i), spaceType: 'office' }, ip: `198.18.${i}.9` }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array<number>(50).fill(201));
    expect(new Set(await Promise.all(answers.map((a) => a.text())))).toEqual(new Set(['{"success":true}']));
    const mails = await outboxMessages(outbox, 'confirm');
    expect(mails).toHaveLength(1);
    expect(await pendingFor('victim@example.com')).toHaveLength(1);
  });

  it('a second sign-up within a day: the same answer, nothing stored or changed, the first link still confirms the first criteria', async () => {
    expect((await subscribe({ email: 'twice@example.com', spaceType: 'flex' })).status).toBe(201);
    const [before] = await pendingFor('twice@example.com');
    const second = await subscribe({ email: 'Twice+later@example.com', spaceType: 'industrial', minSquareFootage: 10 });
    expect(second.status).toBe(201);
    expect(await readJson(second)).toEqual({ success: true });
    expect(await pendingFor('twice@example.com')).toEqual([before]);
    const mails = await outboxMessages(outbox, 'confirm');
    expect(mails).toHaveLength(1);
    const link = /https:\/\/leasing\.example(\/api\/alerts\/[\w-]+\/confirm)/.exec(mails[0]!.text)![1]!;
    expect(await (await api('POST', link)).text()).toContain('Your alert is on');
    const [confirmed] = await platform.db.select().from(availabilityAlerts).where(eq(availabilityAlerts.id, before!.id));
    expect(confirmed).toMatchObject({ email: 'twice@example.com', spaceType: 'flex', minSquareFootage: null });
    expect(confirmed!.confirmedAt).not.toBeNull();
  });

  it('a day later the address may ask again: a new e-mail, and the stale unconfirmed alert is replaced', async () => {
    expect((await subscribe({ email: 'stale@example.com', spaceType: 'flex' })).status).toBe(201);
    const [stale] = await pendingFor('stale@example.com');
    await platform.db
      .update(availabilityAlerts)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(availabilityAlerts.id, stale!.id));
    expect((await subscribe({ email: 'Stale@example.com', spaceType: 'warehouse' })).status).toBe(201);
    const mails = await outboxMessages(outbox, 'confirm');
    expect(mails).toHaveLength(2);
    expect(mails[1]!.header('to')).toBe('Stale@example.com');
    expect(mails[1]!.text).toContain('warehouse space');
    const [fresh] = await pendingFor('stale@example.com');
    expect(fresh).toMatchObject({ id: stale!.id, spaceType: 'warehouse' });
    expect(fresh!.token).not.toBe(stale!.token);
  });

  it('a confirmed alert does not stop another sign-up for the address', async () => {
    await confirmedAlert('confirmed@example.com', { spaceType: 'office' });
    expect((await subscribe({ email: 'confirmed@example.com', spaceType: 'flex' })).status).toBe(201);
    expect(await outboxMessages(outbox, 'confirm')).toHaveLength(2);
  });

  it('a confirmation e-mail that could not be sent stores nothing, so trying again sends one', async () => {
    delete process.env['OUTBOX_DIR'];
    const failed = await subscribe({ email: 'retry@example.com' });
    expect(failed.status).toBe(503);
    expect(await pendingFor('retry@example.com')).toEqual([]);
    process.env['OUTBOX_DIR'] = outbox;
    expect((await subscribe({ email: 'retry@example.com' })).status).toBe(201);
    expect(await outboxMessages(outbox, 'confirm')).toHaveLength(1);
  });

  it('counts sign-ups per IPv6 /64: a sixth from another address in the same /64 waits, another /64 does not', async () => {
    const from = (ip: string, i: number) => api('POST', '/api/alerts', { json: { email: `net${i}@example.com` }, ip });
    for (let i = 0; i < 5; i++) expect((await from(`2001:db8:40:1::${i + 1}`, i)).status).toBe(201);
    const sixth = await from('2001:db8:40:1:ffff:ffff:ffff:ffff', 5);
    expect(sixth.status).toBe(429);
    expect(await readJson(sixth)).toEqual({
      message: 'You have asked for several alerts in a short time. Please wait a while and try again.',
    });
    expect((await from('2001:db8:40:2::1', 6)).status).toBe(201);
  });
});

describe('alert e-mails', () => {
  it('e-mails a match at once, then at most once a day, naming everything that opened meanwhile, with one-click unsubscribe', async () => {
    const alertToken = await confirmedAlert('digest@example.com', { spaceType: 'office', minSquareFootage: 1500, buildingId });
    const mailsTo = async () => (await alertMails()).filter((m) => m.header('to') === 'digest@example.com');
    const first = await unit({ squareFootage: 1800 });
    await unit({ squareFootage: 900 }); // too small
    await unit({ type: 'industrial' }); // another type
    await unit({ buildingId: otherBuildingId }); // another building
    let mails = await mailsTo();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.header('subject')).toMatch(/^Now available: Unit \d+, Office, 1,800 sq ft$/);
    expect(mails[0]!.text).toContain(`https://leasing.example/listing/${first.id}`);
    expect(mails[0]!.header('list-unsubscribe')).toBe(`<https://leasing.example/api/alerts/${alertToken}/unsubscribe>`);
    expect(mails[0]!.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // Two more matches the same day (one created, one leased unit marked available) wait for tomorrow.
    const second = await unit({ squareFootage: 2500 });
    const leased = await unit({ squareFootage: 3000, status: 'leased' });
    const pending: Promise<unknown>[] = [];
    await api('PUT', `/api/properties/${leased.id}`, {
      token,
      json: { buildingId, unitNumber: leased.unitNumber, type: 'office', squareFootage: 3000, status: 'available' },
      pending,
    });
    await Promise.all(pending);
    await deliverDueAlerts();
    expect(await mailsTo()).toHaveLength(1);

    // A day later, however many senders run at once: one digest naming both.
    await platform.db
      .update(availabilityAlerts)
      .set({ lastSentAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(availabilityAlerts.token, alertToken));
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => deliverDueAlerts()));
    expect(outcomes.reduce((sent, o) => sent + o.sent, 0)).toBe(1);
    mails = await mailsTo();
    expect(mails).toHaveLength(2);
    expect(mails[1]!.header('subject')).toBe('2 spaces now available at South Boston Waterfront Commerce Center');
    expect(mails[1]!.text).toContain(`https://leasing.example/listing/${second.id}`);
    expect(mails[1]!.text).toContain(`https://leasing.example/listing/${leased.id}`);

    // One POST (RFC 8058), and no more e-mails.
    const unsubscribed = await api('POST', `/api/alerts/${alertToken}/unsubscribe`, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await unsubscribed.text()).toContain('Unsubscribed');
    await platform.db.update(availabilityAlerts).set({ lastSentAt: null }).where(eq(availabilityAlerts.token, alertToken));
    await unit({ squareFootage: 4000 });
    await deliverDueAlerts();
    expect(await mailsTo()).toHaveLength(2);
  });

  it("names each unit at its address as shown: the building's when the unit leaves it blank, else its own", async () => {
    const alertToken = await confirmedAlert('where@example.com', { spaceType: 'warehouse' });
    const mailsTo = async () => (await alertMails()).filter((m) => m.header('to') === 'where@example.com');
    const blank = await unit({ type: 'warehouse' });
    expect((await mailsTo())[0]!.text).toContain(`Alert House Way - Unit ${blank.unitNumber} - Warehouse (2,000 sq ft)`);

    const own = await unit({ type: 'warehouse', address: ' 9 Own Street ' });
    await platform.db
      .update(availabilityAlerts)
      .set({ lastSentAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(availabilityAlerts.token, alertToken));
    await deliverDueAlerts();
    expect((await mailsTo())[1]!.text).toContain(`9 Own Street - Unit ${own.unitNumber} - Warehouse (2,000 sq ft)`);
  });

  it('a unit restored from the Trash is news again', async () => {
    await confirmedAlert('restore@example.com', { spaceType: 'flex' });
    const flex = await unit({ type: 'flex' });
    await api('DELETE', `/api/properties/${flex.id}`, { token });
    await platform.db.update(availabilityAlerts).set({ lastSentAt: null }).where(eq(availabilityAlerts.email, 'restore@example.com'));
    const pending: Promise<unknown>[] = [];
    await api('POST', `/api/trash/unit/${flex.id}/restore`, { token, pending });
    await Promise.all(pending);
    expect((await alertMails()).filter((m) => m.header('to') === 'restore@example.com')).toHaveLength(2);
  });
});

describe('grouped space types', () => {
  it('an alert matches the unit types its space type stands for on the availability filter ("Office" takes Executive Office)', async () => {
    const groupBuilding = await readJson<{ id: number }>(
      await api('POST', '/api/buildings', { token, json: { name: 'Group Hall', address: 'Group Way' } }),
    );
    const tokens = new Map<string, string>();
    for (const type of SPACE_TYPES) {
      const email = `group-${type}@example.com`;
      expect((await subscribe({ email, spaceType: type, buildingId: groupBuilding.id })).status).toBe(201);
      const [confirmation] = (await outboxMessages(outbox, 'confirm')).filter((m) => m.header('to') === email);
      expect(confirmation!.text).toContain(`${matchedTypesText(type)} space`);
      const link = /https:\/\/leasing\.example(\/api\/alerts\/[\w-]+\/confirm)/.exec(confirmation!.text)![1]!;
      expect(await (await api('POST', link)).text()).toContain('Your alert is on');
      tokens.set(type, link.split('/')[3]!);
    }
    for (const type of SPACE_TYPES) await unit({ type, buildingId: groupBuilding.id });

    const matches = await platform.db
      .select({ token: availabilityAlerts.token, unitType: units.type })
      .from(alertMatches)
      .innerJoin(availabilityAlerts, eq(availabilityAlerts.id, alertMatches.alertId))
      .innerJoin(units, eq(units.id, alertMatches.unitId));
    for (const type of SPACE_TYPES) {
      const matched = matches.filter((m) => m.token === tokens.get(type)).map((m) => m.unitType);
      expect(matched.sort(), type).toEqual([...typesMatching(type)].sort());
    }
    expect(typesMatching('office')).toContain('executive');
  });
});

describe('the admin', () => {
  it('sees the active alerts with their criteria, never the addresses', async () => {
    expect((await api('GET', '/api/alerts')).status).toBe(401);
    await confirmedAlert('admin-view@example.com', { spaceType: 'industrial', maxSquareFootage: 8000 });
    const alerts = await readJson<AlertSummary[]>(await api('GET', '/api/alerts', { token }));
    expect(alerts).toContainEqual(expect.objectContaining({ spaceType: 'industrial', maxSquareFootage: 8000, minSquareFootage: null }));
    expect(JSON.stringify(alerts)).not.toContain('@');
  });
});
