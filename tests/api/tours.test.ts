// Tours: a visitor asks for up to three slots with an inquiry; the leasing team confirms, moves and
// cancels; each change sends the visitor and the leasing team a calendar invitation (read back
// from the outbox and parsed strictly, tests/helpers/calendar-mail.ts), each SEQUENCE once.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InquiryEventJson, InquiryJson } from '~/src/lib/api/types';
import { tourSlotsMessage } from '~/src/lib/schemas/inquiry';
import { DEFAULT_OFFICE_HOURS, WEEKDAYS, type OfficeHours } from '~/src/lib/schemas/office-hours';
import type { SiteContent } from '~/src/lib/schemas/site-content';
import { bookableSlots, formatTourSlot, tourTimeOf } from '~/src/lib/tour-slots';
import { issueFormToken } from '~/src/server/form-token';
import { api, readJson, signIn } from '../helpers/api';
import { calendarOf, icsField, type Invitation } from '../helpers/calendar-mail';
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

type Sent = Invitation & { to: string; subject: string };

async function invitations(): Promise<Sent[]> {
  const files = (await readdir(outbox)).filter((file) => file.includes('-tour-')).sort();
  return Promise.all(
    files.map(async (file) => {
      const eml = await readFile(path.join(outbox, file), 'utf8');
      // A long subject is folded onto indented lines (RFC 5322): unfolded here.
      const subject = (/^Subject: (.*(?:\r?\n[ \t].*)*)$/m.exec(eml)?.[1] ?? '').replace(/\r?\n[ \t]+/g, ' ');
      return { to: /^To: (.*)$/m.exec(eml)?.[1] ?? '', subject, ...calendarOf(eml) };
    }),
  );
}

const VISITOR = 'Marcus Bell <marcus@bellrobotics.example>';
const LEASING = 'leasing@southbostoncommerce.com';

/** The SEQUENCEs each side received, in ascending order (a duplicate shows as a repeat). */
function sequencesPerRecipient(sent: Sent[]): Record<string, number[]> {
  const per: Record<string, number[]> = {};
  for (const mail of sent) (per[mail.to] ??= []).push(mail.sequence);
  return Object.fromEntries(Object.entries(per).map(([to, sequences]) => [to, sequences.sort((a, b) => a - b)]));
}

/** Each side's invitation of the newest SEQUENCE. */
const newest = (sent: Sent[], to: string) => sent.filter((mail) => mail.to === to).sort((a, b) => b.sequence - a.sequence)[0];

const TOUR_SLOTS_MESSAGE = tourSlotsMessage(DEFAULT_OFFICE_HOURS);
const slots = (hours: OfficeHours = DEFAULT_OFFICE_HOURS) =>
  bookableSlots(new Date(Date.now() + 60 * 60_000), hours).map((slot) => slot.toISOString());
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

describe('asking for a tour without a message', () => {
  const sendQuietly = (tour: Record<string, unknown>) =>
    api('POST', '/api/contact-submissions', {
      ip: `10.30.0.${nextIp++}`,
      json: { firstName: 'Quiet', lastName: 'Visitor', email: 'quiet@bellrobotics.example', message: '', formToken, ...tour },
    });
  const fieldErrorsOf = async (response: Response) => (await readJson<{ fieldErrors: Record<string, string[]> }>(response)).fieldErrors;

  it('is accepted; a plain inquiry still needs its message', async () => {
    const tour = await sendQuietly({ tourSlots: slots().slice(0, 1) });
    expect(tour.status).toBe(201);
    const { id } = await readJson<{ id: number }>(tour);
    expect(await listed(id)).toMatchObject({ message: '', tourStatus: 'requested' });
    const plain = await sendQuietly({ tourSlots: [] });
    expect(plain.status).toBe(400);
    expect((await fieldErrorsOf(plain))['message']).toEqual(['Please provide a detailed message (at least 10 characters)']);
  });

  it('with the tour box ticked and no time, asks for the time, not for a message', async () => {
    const noTime = await sendQuietly({ tour: true, tourSlots: [] });
    expect(noTime.status).toBe(400);
    expect(await fieldErrorsOf(noTime)).toEqual({ tourSlots: ['Please choose a day and time for your tour'] });
  });
});

describe('the invitation before it is sent', () => {
  it('shows its summary, time, location and recipients, sends nothing and changes nothing; admins only', async () => {
    const wanted = slots().slice(0, 2);
    const { id } = await readJson<{ id: number }>(await requestTour(wanted));
    const path = `/api/contact-submissions/${id}/tour/preview?start=${encodeURIComponent(wanted[1]!)}`;
    expect((await api('GET', path)).status).toBe(401);
    const preview = await api('GET', path, { token });
    expect(preview.status).toBe(200);
    expect(await readJson(preview)).toEqual({
      summary: 'Tour: 21 Drydock Avenue - Unit 210 - Office (2,450 sq ft)',
      when: formatTourSlot(new Date(wanted[1]!)),
      location: '21 Drydock Avenue, Boston, MA 02127',
      recipients: [VISITOR, LEASING],
    });
    expect(await invitations()).toEqual([]);
    expect(await listed(id)).toMatchObject({ tourStatus: 'requested', tourAt: null });
    const saturday = await api('GET', `/api/contact-submissions/${id}/tour/preview?start=2026-11-28T17:00:00Z`, { token });
    expect(saturday.status).toBe(400);
    expect(await readJson(saturday)).toMatchObject({ message: TOUR_SLOTS_MESSAGE });
  });
});

describe('confirming, moving and cancelling', () => {
  it('sends both sides an invitation in Boston time, then SEQUENCE+1 for a move and a cancellation', async () => {
    const wanted = slots().slice(0, 3);
    const { id } = await readJson<{ id: number }>(await requestTour(wanted));
    const uid = `tour-${id}@southbostoncommerce.com`;

    const before = Math.floor(Date.now() / 1000) * 1000;
    const confirmed = await api('PUT', `/api/contact-submissions/${id}/tour`, { token, json: { start: wanted[1] } });
    expect(confirmed.status).toBe(200);
    expect(await readJson(confirmed)).toMatchObject({
      stage: 'tour-scheduled',
      tourStatus: 'confirmed',
      tourAt: wanted[1],
      tourInviteError: null,
    });
    let sent = await invitations();
    expect(sent.map((mail) => mail.to).sort()).toEqual([VISITOR, LEASING]);
    for (const invite of sent) {
      expect(invite).toMatchObject({
        method: 'REQUEST',
        uid,
        sequence: 0,
        status: 'CONFIRMED',
        timeZone: 'America/New_York',
        start: new Date(wanted[1]!),
        end: new Date(new Date(wanted[1]!).getTime() + 30 * 60_000),
        organizer: 'mailto:leasing@southbostoncommerce.com',
        attendees: ['mailto:marcus@bellrobotics.example'],
      });
      expect(invite.stamp.getTime()).toBeGreaterThanOrEqual(before);
      expect(invite.stamp.getTime()).toBeLessThanOrEqual(Date.now());
      expect(icsField(invite.ics, 'DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
      expect(icsField(invite.ics, 'DTSTART')).toBe(`;TZID=America/New_York${boston(wanted[1]!)}`);
      expect(icsField(invite.ics, 'LOCATION')).toBe('21 Drydock Avenue\\, Boston\\, MA 02127');
    }

    // Confirming the same time again sends nothing.
    await api('PUT', `/api/contact-submissions/${id}/tour`, { token, json: { start: wanted[1] } });
    expect(await invitations()).toHaveLength(2);

    await api('PUT', `/api/contact-submissions/${id}/tour`, { token, json: { start: wanted[2] } });
    sent = await invitations();
    expect(sent).toHaveLength(4);
    expect(sent.slice(2).map((mail) => [mail.method, mail.sequence, mail.uid, mail.start])).toEqual([
      ['REQUEST', 1, uid, new Date(wanted[2]!)],
      ['REQUEST', 1, uid, new Date(wanted[2]!)],
    ]);
    // The visitor reads it as the same tour at a new time, not a second tour.
    expect(sent.slice(2).find((mail) => mail.to.includes('marcus@bellrobotics.example'))?.subject).toMatch(/^Your tour.* has a new time: /);

    const cancelled = await api('DELETE', `/api/contact-submissions/${id}/tour`, { token });
    expect(await readJson(cancelled)).toMatchObject({ tourStatus: 'cancelled', stage: 'contacted' });
    sent = await invitations();
    expect(
      sent
        .slice(4)
        .map((mail) => [mail.to, mail.method, mail.sequence, mail.status, mail.uid, mail.start])
        .sort(),
    ).toEqual([
      [VISITOR, 'CANCEL', 2, 'CANCELLED', uid, new Date(wanted[2]!)],
      [LEASING, 'CANCEL', 2, 'CANCELLED', uid, new Date(wanted[2]!)],
    ]);
    expect((await api('DELETE', `/api/contact-submissions/${id}/tour`, { token })).status).toBe(409);
    expect(await invitations()).toHaveLength(6);

    const history = await readJson<InquiryEventJson[]>(await api('GET', `/api/contact-submissions/${id}/history`, { token }));
    expect(history.filter((e) => e.kind === 'tour').map((e) => e.note?.replace(/ for .*| to .*/, ''))).toEqual([
      'Tour confirmed',
      'Tour moved',
      'Tour cancelled',
    ]);
  });

  it("meets at the unit's address as shown: the building's when the unit leaves it blank, else the unit's own", async () => {
    const building = await readJson<{ id: number }>(
      await api('POST', '/api/buildings', { token, json: { name: 'Tour Wharf', address: '40 Harbor Street' } }),
    );
    const locationFor = async (unitNumber: string, own: Record<string, string>) => {
      await api('POST', '/api/properties', {
        token,
        json: { buildingId: building.id, unitNumber, type: 'office', squareFootage: 900, ...own },
      });
      const inquiry = await api('POST', '/api/contact-submissions', {
        ip: `10.30.0.${nextIp++}`,
        json: {
          firstName: 'Marcus',
          lastName: 'Bell',
          email: 'marcus@bellrobotics.example',
          listing: `Unit ${unitNumber}`,
          message: 'A tour of this unit, please.',
          formToken,
        },
      });
      const { id } = await readJson<{ id: number }>(inquiry);
      const [start] = slots();
      expect((await api('PUT', `/api/contact-submissions/${id}/tour`, { token, json: { start } })).status).toBe(200);
      const sent = (await invitations()).filter((mail) => mail.uid === `tour-${id}@southbostoncommerce.com`);
      expect(sent).toHaveLength(2);
      return sent.map((mail) => icsField(mail.ics, 'LOCATION'));
    };
    expect(await locationFor('TW-1', {})).toEqual(['40 Harbor Street\\, Boston\\, MA', '40 Harbor Street\\, Boston\\, MA']);
    expect(await locationFor('TW-2', { address: '5 Own Street', zipCode: '02210' })).toEqual([
      '5 Own Street\\, Boston\\, MA 02210',
      '5 Own Street\\, Boston\\, MA 02210',
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
    const sent = await invitations();
    expect(sequencesPerRecipient(sent)).toEqual({ [VISITOR]: [0], [LEASING]: [0] });
    expect(sent.map((mail) => mail.start)).toEqual([new Date(start!), new Date(start!)]);
    const history = await readJson<InquiryEventJson[]>(await api('GET', `/api/contact-submissions/${id}/history`, { token }));
    expect(history.filter((e) => e.kind === 'tour')).toHaveLength(1);
  });

  it('fifty moves of one tour at once send each side each SEQUENCE at most once, ending on the stored time', async () => {
    const [first, ...others] = slots();
    const { id } = await readJson<{ id: number }>(await requestTour([first]));
    await api('PUT', `/api/contact-submissions/${id}/tour`, { token, json: { start: first } });
    const targets = others.slice(0, 50);
    expect(targets).toHaveLength(50);

    const answers = await Promise.all(
      targets.map((start) => api('PUT', `/api/contact-submissions/${id}/tour`, { token, json: { start } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(targets.map(() => 200));

    const stored = await listed(id);
    expect(stored).toMatchObject({ tourStatus: 'confirmed', tourSequence: 50, tourInviteError: null });
    expect(targets).toContain(stored.tourAt);
    const sent = await invitations();
    for (const to of [VISITOR, LEASING]) {
      const sequences = sequencesPerRecipient(sent)[to]!;
      expect(new Set(sequences).size, `${to}: ${sequences.join(' ')}`).toBe(sequences.length);
      expect(sequences.at(-1)).toBe(50);
      expect(newest(sent, to)).toMatchObject({ method: 'REQUEST', sequence: 50, start: new Date(stored.tourAt!) });
    }
  });

  it('moves and cancellations of one requested tour at once: each SEQUENCE once per side, the last one as stored', async () => {
    const targets = slots().slice(0, 40);
    const { id } = await readJson<{ id: number }>(await requestTour([targets[0]]));
    // Ten cancellations spread among forty confirmations and moves, all at once.
    const calls = targets.flatMap((start, i) => [
      api('PUT', `/api/contact-submissions/${id}/tour`, { token, json: { start } }),
      ...(i % 4 === 3 ? [api('DELETE', `/api/contact-submissions/${id}/tour`, { token })] : []),
    ]);
    const statuses = (await Promise.all(calls)).map((answer) => answer.status);
    expect(statuses.filter((status) => status !== 200 && status !== 409)).toEqual([]);

    const stored = await listed(id);
    // The first confirmation keeps SEQUENCE 0; every later move and each cancellation that found a
    // confirmed tour (200) raises it.
    expect(stored.tourSequence).toBe(statuses.filter((status) => status === 200).length - 1);
    const sent = await invitations();
    for (const to of [VISITOR, LEASING]) {
      const sequences = sequencesPerRecipient(sent)[to]!;
      expect(new Set(sequences).size, `${to}: ${sequences.join(' ')}`).toBe(sequences.length);
      expect(newest(sent, to)).toMatchObject({
        sequence: stored.tourSequence,
        method: stored.tourStatus === 'cancelled' ? 'CANCEL' : 'REQUEST',
        start: new Date(stored.tourAt!),
      });
    }
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
    expect(sequencesPerRecipient(await invitations())).toEqual({ [VISITOR]: [0], [LEASING]: [0] });

    // "Send again" is the one deliberate repeat: a staff click sends the same SEQUENCE once more.
    await api('POST', `/api/contact-submissions/${id}/tour/invite`, { token });
    expect(sequencesPerRecipient(await invitations())).toEqual({ [VISITOR]: [0, 0], [LEASING]: [0, 0] });
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

describe('tours follow the published office hours (decision 048)', () => {
  const EARLY: OfficeHours = { days: WEEKDAYS.map((_, i) => ({ closed: i >= 5, opens: '08:30', closes: '17:30' })), closedDates: [] };
  const publishHours = async (hours: OfficeHours) => {
    const {
      version: _version,
      updatedAt: _updatedAt,
      ...content
    } = await readJson<SiteContent & { version: number; updatedAt: string }>(await api('GET', '/api/site-content'));
    const saved = await api('PUT', '/api/site-content', { token, json: { ...content, contact: { ...content.contact, hours } } });
    expect(saved.status).toBe(200);
  };
  const at = (time: string, hours: OfficeHours) => slots(hours).find((slot) => tourTimeOf(new Date(slot)) === time)!;
  afterAll(() => publishHours(DEFAULT_OFFICE_HOURS));

  it('makes 8:30 bookable and 5:30 PM refused as soon as 8:30–5:30 is published; a tour booked at 5:30 before stays', async () => {
    const late = at('17:30', DEFAULT_OFFICE_HOURS);
    const early = at('08:30', EARLY);
    expect(slots(DEFAULT_OFFICE_HOURS)).not.toContain(early);
    // Booked and confirmed at 5:30 PM under today's hours.
    const { id } = await readJson<{ id: number }>(await requestTour([late]));
    expect((await api('PUT', `/api/contact-submissions/${id}/tour`, { token, json: { start: late } })).status).toBe(200);

    await publishHours(EARLY);
    const message = tourSlotsMessage(EARLY);
    expect(message).toBe('Please choose tour times on weekdays, 8:30 to 17:30 Boston time, within the next 14 days');
    const refused = await requestTour([late]);
    expect(refused.status).toBe(400);
    expect((await readJson<{ fieldErrors: Record<string, string[]> }>(refused)).fieldErrors['tourSlots']).toEqual([message]);
    const accepted = await requestTour([early]);
    expect(accepted.status).toBe(201);
    const { id: earlyId } = await readJson<{ id: number }>(accepted);
    expect(await listed(earlyId)).toMatchObject({ tourStatus: 'requested', tourSlots: [early] });

    // Staff book within the new hours too.
    const moveLate = await api('PUT', `/api/contact-submissions/${earlyId}/tour`, { token, json: { start: late } });
    expect(moveLate.status).toBe(400);
    expect(await readJson(moveLate)).toMatchObject({ message });
    expect((await api('PUT', `/api/contact-submissions/${earlyId}/tour`, { token, json: { start: early } })).status).toBe(200);
    // The 5:30 PM tour booked before the change is kept as it was.
    expect(await listed(id)).toMatchObject({ tourStatus: 'confirmed', tourAt: late });
  });

  it('refuses a tour on a closed day beyond the federal holidays', async () => {
    const [first] = slots(DEFAULT_OFFICE_HOURS);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(first!));
    await publishHours({ ...DEFAULT_OFFICE_HOURS, closedDates: [{ date: day }] });
    const refused = await requestTour([first]);
    expect(refused.status).toBe(400);
    expect((await readJson<{ fieldErrors: Record<string, string[]> }>(refused)).fieldErrors['tourSlots']).toEqual([TOUR_SLOTS_MESSAGE]);
  });
});
