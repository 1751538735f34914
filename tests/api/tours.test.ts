// Tours: a visitor asks for up to three slots with an inquiry; the leasing team confirms, moves and
// cancels; each change sends the visitor and the leasing team a calendar invitation (read back
// from the outbox and parsed here).
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InquiryEventJson, InquiryJson } from '../../src/lib/api/types';
import { TOUR_SLOTS_MESSAGE } from '../../src/lib/schemas/inquiry';
import { bookableSlots } from '../../src/lib/tour-slots';
import { issueFormToken } from '../../src/server/form-token';
import { api, readJson, signIn } from '../helpers/api';
import { calendarOf, icsField } from '../helpers/calendar-mail';
import { startTestPlatform, type TestPlatform } from '../helpers/test-platform';

let platform: TestPlatform;
let token: string;
let formToken: string;
let outbox: string;
let nextIp = 1;
beforeAll(async () => {
  platform = await startTestPlatform();
  ({ token } = await signIn());
  formToken = await issueFormToken(new Date(Date.now() - 60_000));
});
afterAll(() => platform.stop());
beforeEach(async () => {
  delete process.env['SMTP_HOST'];
  outbox = await mkdtemp(path.join(tmpdir(), 'tour-outbox-'));
  process.env['OUTBOX_DIR'] = outbox;
});
afterEach(async () => {
  delete process.env['OUTBOX_DIR'];
  await rm(outbox, { recursive: true });
});

async function invitations() {
  const files = (await readdir(outbox)).filter((file) => file.includes('-tour-')).sort();
  return Promise.all(
    files.map(async (file) => {
      const eml = await readFile(path.join(outbox, file), 'utf8');
      return { to: /^To: (.*)$/m.exec(eml)?.[1] ?? '', subject: /^Subject: (.*)$/m.exec(eml)?.[1] ?? '', ics: calendarOf(eml) };
    }),
  );
}

const slots = () => bookableSlots(new Date(Date.now() + 60 * 60_000)).map((slot) => slot.toISOString());
const boston = (iso: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'America/New_York', dateStyle: 'short', timeStyle: 'medium' })
    .format(new Date(iso))
    .replace(/[-:]/g, '')
    .replace(' ', 'T');

async function requestTour(tourSlots: unknown) {
  return api('POST', '/api/contact-submissions', {
    ip: `10.30.0.${nextIp++}`,
    json: {
      firstName: 'Marcus',
      lastName: 'Bell',
      email: 'marcus@bellrobotics.example',
      listing: '21 Drydock Avenue - Unit 210 - Office (2,450 sq ft)',
      message: 'We would like to see the space with our team.',
      formToken,
      tourSlots,
    },
  });
}
const listed = async (id: number) =>
  (await readJson<InquiryJson[]>(await api('GET', '/api/contact-submissions', { token }))).find((i) => i.id === id)!;

describe('asking for a tour', () => {
  it('arrives as Tour requested with its three slots, named in the leasing e-mail', async () => {
    const wanted = slots().slice(0, 3);
    const response = await requestTour(wanted);
    expect(response.status).toBe(201);
    const { id } = await readJson<{ id: number }>(response);
    expect(await listed(id)).toMatchObject({ stage: 'tour-requested', tourStatus: 'requested', tourSlots: wanted, tourAt: null });
    const [mail] = await readdir(outbox);
    expect(await readFile(path.join(outbox, mail!), 'utf8')).toContain('Tour requested, any of:');
  });

  it('refuses slots outside office hours, in the past, repeated or more than three, and stores nothing', async () => {
    const before = (await readJson<InquiryJson[]>(await api('GET', '/api/contact-submissions', { token }))).length;
    const [a, b, c, d] = slots();
    const saturdayNoon = '2026-11-28T17:00:00Z';
    const cases: [unknown, string][] = [
      [[saturdayNoon], TOUR_SLOTS_MESSAGE],
      [['2020-01-06T15:00:00Z'], TOUR_SLOTS_MESSAGE],
      [[a, a], 'Please choose different times'],
      [[a, b, c, d], 'Please choose at most 3 times'],
      [['tomorrow at ten'], TOUR_SLOTS_MESSAGE],
    ];
    for (const [tourSlots, message] of cases) {
      const response = await requestTour(tourSlots);
      expect(response.status, JSON.stringify(tourSlots)).toBe(400);
      expect((await readJson<{ fieldErrors: Record<string, string[]> }>(response)).fieldErrors['tourSlots']?.[0]).toBe(message);
    }
    expect((await readJson<InquiryJson[]>(await api('GET', '/api/contact-submissions', { token }))).length).toBe(before);
  });
});

describe('confirming, moving and cancelling', () => {
  it('sends both sides an invitation in Boston time, then SEQUENCE+1 for a move and a cancellation', async () => {
    const wanted = slots().slice(0, 3);
    const { id } = await readJson<{ id: number }>(await requestTour(wanted));

    const confirmed = await api('PUT', `/api/contact-submissions/${id}/tour`, { token, json: { start: wanted[1] } });
    expect(confirmed.status).toBe(200);
    expect(await readJson(confirmed)).toMatchObject({
      stage: 'tour-scheduled',
      tourStatus: 'confirmed',
      tourAt: wanted[1],
      tourInviteError: null,
    });
    let sent = await invitations();
    expect(sent.map((mail) => mail.to).sort()).toEqual(['Marcus Bell <marcus@bellrobotics.example>', 'leasing@southbostoncommerce.com']);
    const [invite] = sent;
    expect(icsField(invite!.ics, 'METHOD')).toBe('REQUEST');
    expect(icsField(invite!.ics, 'UID')).toBe(`tour-${id}@southbostoncommerce.com`);
    expect(icsField(invite!.ics, 'SEQUENCE')).toBe('0');
    expect(icsField(invite!.ics, 'DTSTART')).toBe(`;TZID=America/New_York${boston(wanted[1]!)}`);
    expect(icsField(invite!.ics, 'LOCATION')).toBe('21 Drydock Avenue\\, Boston\\, MA 02127');
    expect(invite!.ics).toContain('BEGIN:VTIMEZONE');

    // Confirming the same time again sends nothing.
    await api('PUT', `/api/contact-submissions/${id}/tour`, { token, json: { start: wanted[1] } });
    expect(await invitations()).toHaveLength(2);

    await api('PUT', `/api/contact-submissions/${id}/tour`, { token, json: { start: wanted[2] } });
    sent = await invitations();
    expect(sent).toHaveLength(4);
    expect(sent.slice(2).map((mail) => [icsField(mail.ics, 'SEQUENCE'), icsField(mail.ics, 'UID')])).toEqual([
      ['1', `tour-${id}@southbostoncommerce.com`],
      ['1', `tour-${id}@southbostoncommerce.com`],
    ]);

    const cancelled = await api('DELETE', `/api/contact-submissions/${id}/tour`, { token });
    expect(await readJson(cancelled)).toMatchObject({ tourStatus: 'cancelled', stage: 'contacted' });
    const cancellation = (await invitations())[4]!;
    expect([icsField(cancellation.ics, 'METHOD'), icsField(cancellation.ics, 'SEQUENCE'), icsField(cancellation.ics, 'STATUS')]).toEqual([
      'CANCEL',
      '2',
      'CANCELLED',
    ]);
    expect((await api('DELETE', `/api/contact-submissions/${id}/tour`, { token })).status).toBe(409);

    const history = await readJson<InquiryEventJson[]>(await api('GET', `/api/contact-submissions/${id}/history`, { token }));
    expect(history.filter((e) => e.kind === 'tour').map((e) => e.note?.replace(/ for .*| to .*/, ''))).toEqual([
      'Tour confirmed',
      'Tour moved',
      'Tour cancelled',
    ]);
  });

  it("confirms 'Another time' for an inquiry that asked for no tour", async () => {
    const [start] = slots();
    const { id } = await readJson<{ id: number }>(await requestTour(undefined));
    const confirmed = await api('PUT', `/api/contact-submissions/${id}/tour`, { token, json: { start } });
    expect(confirmed.status).toBe(200);
    expect(await readJson(confirmed)).toMatchObject({ tourStatus: 'confirmed', tourAt: start, stage: 'tour-scheduled' });
    expect((await invitations()).map((mail) => icsField(mail.ics, 'SEQUENCE'))).toEqual(['0', '0']);
  });

  it('fifty clicks on Confirm at once confirm the tour once and send one invitation to each side', async () => {
    const [start] = slots();
    const { id } = await readJson<{ id: number }>(await requestTour([start]));
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => api('PUT', `/api/contact-submissions/${id}/tour`, { token, json: { start } })),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await listed(id)).toMatchObject({ tourStatus: 'confirmed', tourAt: start, tourSequence: 0 });
    expect((await invitations()).map((mail) => icsField(mail.ics, 'SEQUENCE'))).toEqual(['0', '0']);
    const history = await readJson<InquiryEventJson[]>(await api('GET', `/api/contact-submissions/${id}/history`, { token }));
    expect(history.filter((e) => e.kind === 'tour')).toHaveLength(1);
  });

  it('keeps the tour when the invitation cannot go out, and sends it again on request', async () => {
    delete process.env['OUTBOX_DIR'];
    const [start] = slots();
    const { id } = await readJson<{ id: number }>(await requestTour([start]));
    const confirmed = await readJson<InquiryJson>(await api('PUT', `/api/contact-submissions/${id}/tour`, { token, json: { start } }));
    expect(confirmed).toMatchObject({
      tourStatus: 'confirmed',
      tourAt: start,
      tourInviteError: 'No mail server is configured (SMTP_HOST)',
    });

    process.env['OUTBOX_DIR'] = outbox;
    const again = await readJson<InquiryJson>(await api('POST', `/api/contact-submissions/${id}/tour/invite`, { token }));
    expect(again.tourInviteError).toBeNull();
    expect((await invitations()).map((mail) => icsField(mail.ics, 'SEQUENCE'))).toEqual(['0', '0']);
  });

  it('refuses a time outside office hours, needs a session, and answers 404 for an unknown inquiry', async () => {
    const [start] = slots();
    const { id } = await readJson<{ id: number }>(await requestTour([start]));
    const bad = await api('PUT', `/api/contact-submissions/${id}/tour`, { token, json: { start: '2026-11-28T17:00:00Z' } });
    expect(bad.status).toBe(400);
    expect((await api('PUT', `/api/contact-submissions/${id}/tour`, { json: { start } })).status).toBe(401);
    expect((await api('PUT', '/api/contact-submissions/999999/tour', { token, json: { start } })).status).toBe(404);
    expect(await listed(id)).toMatchObject({ tourStatus: 'requested', tourAt: null });
    expect(await invitations()).toEqual([]);
  });
});
