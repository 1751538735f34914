// Where leads come from (decision 054): the first touch each public form sends (or, sent
// without script, what its page's address said) stored raw and classified, the inbox filtered by
// it on the server, and the Dashboard's leads, tours and leased units by source per month.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { availabilityAlerts, inquiries, units } from '~/db/schema';
import type { Dashboard } from '~/src/lib/schemas/dashboard';
import { issueFormToken } from '~/src/server/form-token';
import { api, ORIGIN, readJson, signIn } from '../helpers/api';
import { startTestPlatform, type TestPlatform } from '../helpers/test-platform';

let platform: TestPlatform;
let token: string;
let formToken: string;
let nextIp = 1;
const freshIp = () => `10.35.${Math.floor(nextIp / 250)}.${nextIp++ % 250}`;

const inquiry = (email: string, change: Record<string, unknown> = {}) => ({
  firstName: 'Lena',
  lastName: 'Source',
  email,
  message: 'We are looking for 3,000 sq ft of office space.',
  formToken,
  ...change,
});
const sendJson = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api('POST', '/api/contact-submissions', { json: body, ip: freshIp(), headers });
const sendForm = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  api('POST', '/api/contact-submissions', {
    body: new URLSearchParams(fields).toString(),
    ip: freshIp(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
const stored = async (email: string) =>
  (await platform.db.select().from(inquiries).where(eq(inquiries.email, email)).orderBy(desc(inquiries.id)))[0];
const NO_SOURCE = { utmSource: null, utmMedium: null, utmCampaign: null, referrerHost: null };

beforeAll(async () => {
  platform = await startTestPlatform();
  ({ token } = await signIn());
  formToken = await issueFormToken(new Date(Date.now() - 60_000));
});
afterAll(() => platform.stop());
beforeEach(async () => {
  delete process.env['SMTP_HOST'];
  const outbox = await mkdtemp(path.join(tmpdir(), 'lead-source-outbox-'));
  process.env['OUTBOX_DIR'] = outbox;
  return () => rm(outbox, { recursive: true });
});

describe('an inquiry keeps where it came from', () => {
  it('stores the first touch the island sent, raw and classified', async () => {
    const response = await sendJson(
      inquiry('loopnet@lead.example', { utmSource: 'loopnet', utmMedium: 'listing', utmCampaign: 'fall', referrerHost: 'www.loopnet.com' }),
    );
    expect(response.status).toBe(201);
    expect(await stored('loopnet@lead.example')).toMatchObject({
      utmSource: 'loopnet',
      utmMedium: 'listing',
      utmCampaign: 'fall',
      referrerHost: 'www.loopnet.com',
      leadSource: 'loopnet',
      isSpam: false,
    });
    await sendJson(inquiry('search@lead.example', { referrerHost: 'www.google.com' }));
    expect(await stored('search@lead.example')).toMatchObject({ ...NO_SOURCE, referrerHost: 'www.google.com', leadSource: 'search' });
    await sendJson(inquiry('direct@lead.example'));
    expect(await stored('direct@lead.example')).toMatchObject({ ...NO_SOURCE, leadSource: 'direct' });
  });

  it('never refuses a lead for its source: long values are cut, what is not a host is dropped, the own host is no referrer', async () => {
    const response = await sendJson(
      inquiry('odd@lead.example', {
        utmSource: 'partner'.repeat(80),
        utmMedium: ['email'],
        utmCampaign: 'spring\u0000',
        referrerHost: 'not a host/..',
      }),
    );
    expect(response.status).toBe(201);
    const row = await stored('odd@lead.example');
    expect(row?.utmSource).toHaveLength(100);
    expect(row).toMatchObject({ utmMedium: null, utmCampaign: 'spring', referrerHost: null, leadSource: 'referral' }); // a tagged link from elsewhere
    await sendJson(inquiry('self@lead.example', { referrerHost: 'localhost' }));
    expect(await stored('self@lead.example')).toMatchObject({ ...NO_SOURCE, leadSource: 'direct' });
  });

  it('reads the sending page’s utm query when the form sent no first touch, only from this site’s pages', async () => {
    await sendJson(inquiry('referer@lead.example'), { referer: `${ORIGIN}/listing/4?utm_source=google&utm_medium=cpc&utm_campaign=brand` });
    expect(await stored('referer@lead.example')).toMatchObject({
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'brand',
      referrerHost: null,
      leadSource: 'search',
    });
    await sendJson(inquiry('foreign@lead.example'), { referer: 'https://elsewhere.example/?utm_source=loopnet' });
    expect(await stored('foreign@lead.example')).toMatchObject({ ...NO_SOURCE, leadSource: 'direct' });
    // What the page's script kept wins over the page the form happens to be sent from.
    await sendJson(inquiry('first@lead.example', { utmSource: 'linkedin' }), { referer: `${ORIGIN}/contact?utm_source=google` });
    expect(await stored('first@lead.example')).toMatchObject({ utmSource: 'linkedin', leadSource: 'social' });
  });
});

describe('a form sent without script', () => {
  const fields = (email: string, change: Record<string, string> = {}) => ({
    firstName: 'Nora',
    lastName: 'Script',
    email,
    message: 'Please send me the floor plans for the second floor.',
    website: '',
    utmSource: '',
    utmMedium: '',
    utmCampaign: '',
    referrerHost: '',
    // The confirm token the form shown again carries (a first post without one is asked to press once more).
    formToken,
    ...change,
  });

  it('records the utm query of the page it was sent from', async () => {
    const response = await sendForm(fields('nojs@lead.example'), {
      referer: `${ORIGIN}/contact?utm_source=loopnet&utm_medium=listing&utm_campaign=fall`,
      'sec-fetch-site': 'same-origin',
    });
    expect(response.status).toBe(303);
    expect(await stored('nojs@lead.example')).toMatchObject({
      utmSource: 'loopnet',
      utmMedium: 'listing',
      utmCampaign: 'fall',
      leadSource: 'loopnet',
    });
  });

  it('records the hidden fields the early script filled', async () => {
    await sendForm(fields('hidden@lead.example', { utmMedium: 'email', utmSource: 'broker-blast', utmCampaign: 'q4' }), {
      referer: `${ORIGIN}/contact`,
    });
    expect(await stored('hidden@lead.example')).toMatchObject({ utmSource: 'broker-blast', utmMedium: 'email', leadSource: 'email' });
  });

  it('carries the page’s first touch on the error page, so the corrected form still records it', async () => {
    const response = await sendForm(fields('fix@lead.example', { message: 'short' }), {
      referer: `${ORIGIN}/contact?utm_source=loopnet&utm_campaign=fall`,
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<input type="hidden" name="utmSource" value="loopnet">');
    expect(html).toContain('<input type="hidden" name="utmCampaign" value="fall">');
    expect(html).toContain('<input type="hidden" name="utmMedium" value="">');
    expect(await stored('fix@lead.example')).toBeUndefined();
  });
});

describe('an alert sign-up keeps where it came from', () => {
  it('stores the first touch with the alert, from its JSON or its page', async () => {
    const json = await api('POST', '/api/alerts', {
      json: { email: 'alert-source@lead.example', utmSource: 'newsletter', utmMedium: 'email' },
      ip: freshIp(),
    });
    expect(json.status).toBe(201);
    const form = await api('POST', '/api/alerts', {
      body: new URLSearchParams({ email: 'alert-page@lead.example', website: '' }).toString(),
      ip: freshIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: `${ORIGIN}/availability?utm_source=crexi` },
    });
    expect(form.status).toBe(303);
    const rows = await platform.db.select().from(availabilityAlerts);
    expect(rows.find((a) => a.email === 'alert-source@lead.example')).toMatchObject({ utmSource: 'newsletter', leadSource: 'email' });
    expect(rows.find((a) => a.email === 'alert-page@lead.example')).toMatchObject({ utmSource: 'crexi', leadSource: 'loopnet' });
  });
});

describe('staff', () => {
  it('list the inbox by source on the server, and a source that is not one is refused', async () => {
    const list = async (query: string) =>
      readJson<{ email: string; leadSource: string }[]>(await api('GET', `/api/contact-submissions${query}`, { token }));
    const fromLoopNet = await list('?source=loopnet');
    expect(fromLoopNet.length).toBeGreaterThan(0);
    expect(fromLoopNet.every((i) => i.leadSource === 'loopnet')).toBe(true);
    expect(fromLoopNet.map((i) => i.email)).toContain('loopnet@lead.example');
    expect((await list('?source=search')).map((i) => i.email)).toEqual(
      expect.arrayContaining(['search@lead.example', 'referer@lead.example']),
    );
    const page = await readJson<{ items: { leadSource: string }[]; total: number }>(
      await api('GET', '/api/contact-submissions?source=search&limit=1', { token }),
    );
    expect(page.total).toBe(2);
    expect(page.items).toHaveLength(1);
    const bad = await api('GET', '/api/contact-submissions?source=tv', { token });
    expect(bad.status).toBe(400);
    expect((await readJson<{ message: string }>(bad)).message).toMatch(/source must be one of loopnet, search/);
    expect((await api('GET', '/api/contact-submissions?source=loopnet')).status).toBe(401);
  });

  it('see leads, tours and leased units by source for this month on the Dashboard', async () => {
    const building = await readJson<{ id: number }>(
      await api('POST', '/api/buildings', { token, json: { name: 'Source Wharf', address: '1 Source Street' } }),
    );
    const unit = async (unitNumber: string) =>
      readJson<{ id: number }>(
        await api('POST', '/api/properties', { token, json: { buildingId: building.id, unitNumber, type: 'office', squareFootage: 1500 } }),
      );
    const won = await unit('S1');
    const offBooks = await unit('S2');
    // A LoopNet lead about S1 toured and signed; S1 is then leased. S2 is leased with no Signed lead.
    await sendJson(inquiry('winner@lead.example', { utmSource: 'loopnet', unitId: won.id }));
    const winner = await stored('winner@lead.example');
    await platform.db
      .update(inquiries)
      .set({ stage: 'signed', tourStatus: 'confirmed', tourAt: new Date() })
      .where(eq(inquiries.id, winner!.id));
    await platform.db.update(units).set({ status: 'leased' }).where(eq(units.id, won.id));
    await platform.db.update(units).set({ status: 'leased' }).where(eq(units.id, offBooks.id));

    const dashboard = await readJson<Dashboard>(await api('GET', '/api/dashboard', { token }));
    expect(dashboard.months).toHaveLength(12);
    const month = dashboard.months.at(-1)!;
    const row = (source: string) => dashboard.sources.find((r) => r.month === month && r.source === source);
    // loopnet@, winner@ (and the no-script loopnet@ and the error page's none): every LoopNet lead this month.
    const loopnetLeads = (await platform.db.select().from(inquiries).where(eq(inquiries.leadSource, 'loopnet'))).filter((i) => !i.isSpam);
    expect(row('loopnet')).toEqual({ month, source: 'loopnet', leads: loopnetLeads.length, tours: 1, leasedUnits: 1, alerts: 0 });
    expect(row('no-lead')).toMatchObject({ leads: 0, tours: 0, leasedUnits: 1 });
    expect(row('search')?.leads).toBeGreaterThanOrEqual(2);
  });

  it('see alert sign-ups by source on the Dashboard: confirmed ones, by the month confirmed', async () => {
    const alert = async (email: string, utmSource: string) => {
      expect((await api('POST', '/api/alerts', { json: { email, utmSource }, ip: freshIp() })).status).toBe(201);
    };
    await alert('alert-one@lead.example', 'facebook');
    await alert('alert-two@lead.example', 'facebook');
    await alert('alert-pending@lead.example', 'facebook');
    await platform.db
      .update(availabilityAlerts)
      .set({ confirmedAt: new Date() })
      .where(inArray(availabilityAlerts.email, ['alert-one@lead.example', 'alert-two@lead.example']));
    const dashboard = await readJson<Dashboard>(await api('GET', '/api/dashboard', { token }));
    const month = dashboard.months.at(-1)!;
    const social = dashboard.sources.find((r) => r.month === month && r.source === 'social');
    // Two confirmed from social; the pending one is not a sign-up yet.
    expect(social).toMatchObject({ alerts: 2 });
  });
});
