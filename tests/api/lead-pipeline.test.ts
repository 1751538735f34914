// The leasing pipeline beside the first release's inquiry routes: stage changes with their history, internal
// notes, the first reply, and what holds when many clicks arrive at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertInquiry } from '~/db/queries/inquiries';
import type { InquiryEventJson, InquiryJson } from '~/src/lib/api/types';
import { LEAD_STAGES } from '~/src/lib/schemas/lead';
import { api, readJson, signIn } from '../helpers/api';
import { startTestPlatform, type TestPlatform } from '../helpers/test-platform';

let platform: TestPlatform;
let token: string;
beforeAll(async () => {
  platform = await startTestPlatform();
  ({ token } = await signIn());
});
afterAll(() => platform.stop());

async function newLead(): Promise<number> {
  const inquiry = await insertInquiry({
    firstName: 'Priya',
    lastName: 'Raman',
    email: 'priya@seaportbio.example',
    message: 'Looking for 3,000 sq ft of lab-ready flex space.',
    unitId: null,
    spamReason: null,
  });
  return inquiry.id;
}
const listed = async (id: number) =>
  (await readJson<InquiryJson[]>(await api('GET', '/api/contact-submissions', { token }))).find((i) => i.id === id)!;
const history = async (id: number) => readJson<InquiryEventJson[]>(await api('GET', `/api/contact-submissions/${id}/history`, { token }));
const setStage = (id: number, json: Record<string, unknown>) => api('PUT', `/api/contact-submissions/${id}/stage`, { token, json });

describe('stage', () => {
  it('starts New, moves on with a history line naming who and when, and sets the first response once', async () => {
    const id = await newLead();
    expect(await listed(id)).toMatchObject({ stage: 'new', firstResponseAt: null, lostReason: null, status: 'new' });

    const contacted = await setStage(id, { stage: 'contacted' });
    expect(contacted.status).toBe(200);
    const first = (await readJson<InquiryJson>(contacted)).firstResponseAt;
    expect(first).not.toBeNull();
    await setStage(id, { stage: 'proposal' });
    const lead = await listed(id);
    expect(lead).toMatchObject({ stage: 'proposal', firstResponseAt: first, status: 'new' });
    expect((await history(id)).map((e) => [e.kind, e.fromStage, e.toStage, e.author])).toEqual([
      ['stage', 'new', 'contacted', 'admin'],
      ['stage', 'contacted', 'proposal', 'admin'],
    ]);
  });

  it('records nothing when the stage stays as it is', async () => {
    const id = await newLead();
    expect((await setStage(id, { stage: 'new' })).status).toBe(200);
    expect(await history(id)).toEqual([]);
    expect((await listed(id)).firstResponseAt).toBeNull();
  });

  it('asks why a lead was lost, keeps the reason, and a lost lead is not a response', async () => {
    const id = await newLead();
    const refused = await setStage(id, { stage: 'lost', lostReason: '  ' });
    expect(refused.status).toBe(400);
    expect((await readJson<{ fieldErrors: Record<string, string[]> }>(refused)).fieldErrors['lostReason']).toEqual([
      'Please say why the lead was lost',
    ]);
    expect((await listed(id)).stage).toBe('new');

    expect((await setStage(id, { stage: 'lost', lostReason: 'Went with a space in Kendall Square' })).status).toBe(200);
    expect(await listed(id)).toMatchObject({ stage: 'lost', lostReason: 'Went with a space in Kendall Square', firstResponseAt: null });
    expect((await history(id)).at(-1)).toMatchObject({ fromStage: 'new', toStage: 'lost', note: 'Went with a space in Kendall Square' });
    // Reopened: the reason goes.
    await setStage(id, { stage: 'contacted', lostReason: 'ignored' });
    expect(await listed(id)).toMatchObject({ stage: 'contacted', lostReason: null });
  });

  it('refuses an unknown stage and changes nothing', async () => {
    const id = await newLead();
    const response = await setStage(id, { stage: 'won' });
    expect(response.status).toBe(400);
    expect((await readJson<{ fieldErrors: Record<string, string[]> }>(response)).fieldErrors['stage']).toEqual([
      `Stage must be one of: ${LEAD_STAGES.join(', ')}`,
    ]);
    expect((await listed(id)).stage).toBe('new');
  });

  it('keeps a consistent history when fifty changes arrive at once', async () => {
    const id = await newLead();
    const stages = Array.from({ length: 50 }, (_, i) => ['contacted', 'proposal', 'tour-scheduled'][i % 3]!);
    const responses = await Promise.all(stages.map((stage) => setStage(id, { stage })));
    expect(responses.map((r) => r.status)).toEqual(stages.map(() => 200));
    const events = await history(id);
    // Each line starts where the one before it ended, and the last ends where the inquiry is.
    expect(events[0]!.fromStage).toBe('new');
    for (const [i, event] of events.entries()) {
      expect(event.fromStage).not.toBe(event.toStage);
      if (i > 0) expect(event.fromStage).toBe(events[i - 1]!.toStage);
    }
    expect(events.at(-1)!.toStage).toBe((await listed(id)).stage);
  });
});

describe('notes and replies', () => {
  it('adds internal notes to the history, and refuses an empty one', async () => {
    const id = await newLead();
    const added = await api('POST', `/api/contact-submissions/${id}/notes`, {
      token,
      json: { note: 'Called: wants a tour next week.\nPrefers mornings.' },
    });
    expect(added.status).toBe(201);
    const empty = await api('POST', `/api/contact-submissions/${id}/notes`, { token, json: { note: ' ' } });
    expect(empty.status).toBe(400);
    expect((await readJson<{ fieldErrors: Record<string, string[]> }>(empty)).fieldErrors['note']).toEqual(['Please write a note']);
    expect((await history(id)).map((e) => [e.kind, e.note, e.author])).toEqual([
      ['note', 'Called: wants a tour next week.\nPrefers mornings.', 'admin'],
    ]);
  });

  it('records the first reply once, however many arrive together, and moves a new lead to Contacted', async () => {
    const id = await newLead();
    const replies = await Promise.all(Array.from({ length: 50 }, () => api('PUT', `/api/contact-submissions/${id}/replied`, { token })));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    const lead = await listed(id);
    expect(lead.stage).toBe('contacted');
    expect(lead.firstResponseAt).not.toBeNull();
    expect((await history(id)).map((e) => [e.kind, e.fromStage, e.toStage])).toEqual([['reply', 'new', 'contacted']]);

    await api('PUT', `/api/contact-submissions/${id}/replied`, { token });
    expect((await listed(id)).firstResponseAt).toBe(lead.firstResponseAt);
  });

  it('leaves a later stage as it is when the first reply comes after it', async () => {
    const id = await newLead();
    await setStage(id, { stage: 'lost', lostReason: 'No budget' });
    await api('PUT', `/api/contact-submissions/${id}/replied`, { token });
    expect(await listed(id)).toMatchObject({ stage: 'lost' });
    expect((await listed(id)).firstResponseAt).not.toBeNull();
  });
});

describe('access', () => {
  it('needs an admin session for every pipeline route', async () => {
    const id = await newLead();
    const calls: [string, string, unknown][] = [
      ['PUT', 'stage', { stage: 'contacted' }],
      ['POST', 'notes', { note: 'Hello' }],
      ['GET', 'history', undefined],
      ['PUT', 'replied', undefined],
    ];
    for (const [method, route, json] of calls) {
      expect((await api(method, `/api/contact-submissions/${id}/${route}`, { json })).status, route).toBe(401);
    }
    expect(await listed(id)).toMatchObject({ stage: 'new', firstResponseAt: null });
    expect(await history(id)).toEqual([]);
  });

  it('answers 404 for an inquiry in the Trash or one that never was', async () => {
    const id = await newLead();
    expect((await api('DELETE', `/api/contact-submissions/${id}`, { token })).status).toBe(200);
    for (const target of [id, 999999]) {
      expect((await setStage(target, { stage: 'contacted' })).status).toBe(404);
      expect((await api('POST', `/api/contact-submissions/${target}/notes`, { token, json: { note: 'x' } })).status).toBe(404);
      expect((await api('PUT', `/api/contact-submissions/${target}/replied`, { token })).status).toBe(404);
      expect((await api('GET', `/api/contact-submissions/${target}/history`, { token })).status).toBe(404);
    }
  });
});
