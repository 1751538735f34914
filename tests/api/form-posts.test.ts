// The public forms posted by the browser itself (before their script runs, or without script):
// urlencoded and multipart bodies, 303 to a result page, errors answered as the form again with
// the values kept, and never any personal data in a Location header (decision 024).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { availabilityAlerts, inquiries } from '~/db/schema';
import { tourSlotsMessage } from '~/src/lib/schemas/inquiry';
import { DEFAULT_OFFICE_HOURS } from '~/src/lib/schemas/office-hours';
import { bookableDays, tourTimeOf } from '~/src/lib/tour-slots';
import { issueFormToken } from '~/src/server/form-token';
import { api } from '../helpers/api';
import { startTestPlatform, type TestPlatform } from '../helpers/test-platform';

let platform: TestPlatform;
/** The token of a form shown a minute ago (src/server/form-token.ts). */
let formToken = '';
let nextIp = 1;
const ip = () => `10.60.0.${nextIp++}`;
const form = (fields: [string, string][]) => new URLSearchParams(fields).toString();
const post = (route: string, body: BodyInit, headers: Record<string, string> = {}) =>
  api('POST', route, { body, ip: ip(), headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });
/** The contact form's fields as the browser posts them: `change` replaces values, `extra` adds repeated ones. */
const inquiryFields = (email: string, change: Record<string, string> = {}, extra: [string, string][] = []): [string, string][] => [
  ...Object.entries({
    firstName: 'Dana',
    lastName: 'Whitfield',
    email,
    company: '',
    unitId: '',
    message: 'We need 6,000 sq ft of warehouse with two docks from March.',
    website: '',
    formToken,
    ...change,
  }),
  ...extra,
];
const storedInquiry = async (email: string) =>
  (await platform.db.select().from(inquiries).where(eq(inquiries.email, email)).orderBy(desc(inquiries.id)))[0];
const inquiryCount = async () => (await platform.db.select({ value: count() }).from(inquiries))[0]!.value;

beforeAll(async () => {
  platform = await startTestPlatform();
  formToken = await issueFormToken(new Date(Date.now() - 60_000));
});
afterAll(() => platform.stop());
beforeEach(async () => {
  delete process.env['SMTP_HOST'];
  const outbox = await mkdtemp(path.join(tmpdir(), 'form-post-outbox-'));
  process.env['OUTBOX_DIR'] = outbox;
  return () => rm(outbox, { recursive: true });
});

describe('the contact form posted without script', () => {
  it('without the form token asks for one more press; that press stores it and answers 303 to /contact/sent', async () => {
    const asked = await post('/api/contact-submissions', form(inquiryFields('dana.nojs@harbor.example', { formToken: '' })));
    expect(asked.status).toBe(409);
    const confirmToken = /name="formToken" value="([^"]+)"/.exec(await asked.text())![1]!;
    expect(await storedInquiry('dana.nojs@harbor.example')).toBeUndefined();
    const response = await post('/api/contact-submissions', form(inquiryFields('dana.nojs@harbor.example', { formToken: confirmToken })));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact/sent');
    expect(await storedInquiry('dana.nojs@harbor.example')).toMatchObject({
      firstName: 'Dana',
      message: 'We need 6,000 sq ft of warehouse with two docks from March.',
      isSpam: false,
      spamReason: null,
    });
  });

  it('reads multipart bodies too', async () => {
    const body = new FormData();
    for (const [name, value] of inquiryFields('dana.multipart@harbor.example')) body.append(name, value);
    const response = await api('POST', '/api/contact-submissions', { body, ip: ip() });
    expect(response.status).toBe(303);
    expect(await storedInquiry('dana.multipart@harbor.example')).toMatchObject({ lastName: 'Whitfield' });
  });

  it('takes a tour request from the day and time selects, with no message', async () => {
    const [[day, slots]] = [...bookableDays(new Date(), DEFAULT_OFFICE_HOURS)] as [[string, Date[]]];
    const [firstSlot, secondSlot] = [slots.at(-1)!, slots.at(-2)!];
    const fields = inquiryFields('tour.nojs@harbor.example', { message: '', tour: '1' }, [
      ['tourDay', day],
      ['tourTime', tourTimeOf(firstSlot)],
      ['tourDay', ''],
      ['tourTime', ''],
      ['tourDay', day],
      ['tourTime', tourTimeOf(secondSlot)],
    ]);
    const response = await post('/api/contact-submissions', form(fields));
    expect(response.status).toBe(303);
    const stored = await storedInquiry('tour.nojs@harbor.example');
    expect(stored?.message).toBe('');
    expect(stored?.tourSlots.map((slot) => new Date(slot).getTime())).toEqual([firstSlot.getTime(), secondSlot.getTime()]);
  });

  it('answers the form again with the messages and the values kept, stores nothing, and puts nothing in a URL', async () => {
    const before = await inquiryCount();
    const fields = inquiryFields('not-an-address', { message: 'Short', company: 'Harbor <Logistics>', tour: '1' }, [
      ['tourDay', '2020-01-06'],
      ['tourTime', '10:00'],
      ['tourDay', '2020-01-07'],
      ['tourTime', ''],
    ]);
    const response = await post('/api/contact-submissions', form(fields));
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('Please enter a valid email address');
    // Said once in the form, though one tour choice is past and the other has no time.
    expect(html.slice(html.indexOf('<form')).split(tourSlotsMessage(DEFAULT_OFFICE_HOURS))).toHaveLength(2);
    expect(html).toContain('value="not-an-address"');
    expect(html).toContain('value="Harbor &#60;Logistics&#62;"');
    expect(html).toContain('>Short</textarea>');
    expect(html).toMatch(/<input type="checkbox" name="tour" value="1" checked>/);
    expect(html).toContain('<form method="post" action="/api/contact-submissions"');
    expect(await inquiryCount()).toBe(before);
  });

  it('says the message is needed when no tour is asked for', async () => {
    const fields = inquiryFields('short@harbor.example', { message: 'Hi' });
    const html = await (await post('/api/contact-submissions', form(fields))).text();
    expect(html).toContain('Please provide a detailed message (at least 10 characters)');
    expect(html).toContain('>Hi</textarea>');
  });

  it("refuses another site's post", async () => {
    const before = await inquiryCount();
    const response = await post('/api/contact-submissions', form(inquiryFields('csrf@harbor.example')), { 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(403);
    expect(await inquiryCount()).toBe(before);
  });
});

describe('the alert form posted without script', () => {
  it('stores a pending alert and answers 303 to /availability/alert-sent', async () => {
    const response = await post(
      '/api/alerts',
      form([
        ['email', 'alert.nojs@harbor.example'],
        ['spaceType', 'office'],
        ['minSquareFootage', '1,500'],
        ['maxSquareFootage', ''],
        ['buildingId', ''],
        ['website', ''],
      ]),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/availability/alert-sent');
    const [alert] = await platform.db.select().from(availabilityAlerts).where(eq(availabilityAlerts.email, 'alert.nojs@harbor.example'));
    expect(alert).toMatchObject({ spaceType: 'office', minSquareFootage: 1500, confirmedAt: null });
  });

  it('answers the form again on an error, values kept', async () => {
    const response = await post(
      '/api/alerts',
      form([
        ['email', 'alert2@harbor.example'],
        ['minSquareFootage', '5000'],
        ['maxSquareFootage', '100'],
      ]),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    const html = await response.text();
    expect(html).toContain('The maximum must be at least the minimum');
    expect(html).toContain('value="alert2@harbor.example"');
    expect(html).toContain('value="5000"');
  });
});

describe('JSON callers', () => {
  it('still get JSON', async () => {
    const response = await api('POST', '/api/alerts', { json: { email: 'bad' }, ip: ip() });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'Please enter a valid email address' });
  });
});
