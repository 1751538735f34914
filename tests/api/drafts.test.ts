// Drafts of units and buildings (decision 030): saved beside the published record
// and invisible to the public until published; previewed by staff only; published through the
// normal save path (so a draft over a newer version conflicts); scheduled drafts go live exactly
// once however many scheduled runs overlap, and a failed one stays a draft with its reason.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimDraft, releasePublishedDraft } from '~/db/queries/drafts';
import { drafts, revisions, units } from '~/db/schema';
import { ListingPreviewJsonSchema } from '~/src/lib/api/responses';
import type { DraftJson } from '~/src/lib/schemas/draft';
import { SCHEDULER } from '~/src/server/actor';
import { publishDueDrafts } from '~/src/server/drafts';
import { api, readJson, signIn } from '../helpers/api';
import { startTestPlatform, type TestPlatform } from '../helpers/test-platform';

let platform: TestPlatform;
let token: string;
let cookie: string;
let buildingId: number;

beforeAll(async () => {
  platform = await startTestPlatform();
  ({ token, cookie } = await signIn());
  const created = await api('POST', '/api/buildings', { token, json: { name: 'Draft Wharf', address: '1 Draft Wharf, Boston' } });
  buildingId = (await readJson<{ id: number }>(created)).id;
});
afterAll(() => platform.stop());

const unitBody = (change: Record<string, unknown> = {}) => ({
  buildingId,
  unitNumber: '101',
  type: 'office',
  squareFootage: 2500,
  rate: 40,
  ...change,
});

async function createUnit(change: Record<string, unknown> = {}): Promise<{ id: number; unitNumber: string }> {
  const response = await api('POST', '/api/properties', { token, json: unitBody(change) });
  expect(response.status).toBe(201);
  return readJson(response);
}

const saveDraft = (json: Record<string, unknown>) => api('POST', '/api/drafts', { token, json });
const publicUnit = async (id: number) => readJson<Record<string, unknown>>(await api('GET', `/api/properties/${id}`));
const draftRows = () => platform.db.select().from(drafts);
const unitCount = async () => (await platform.db.select({ value: count() }).from(units))[0]!.value;

describe('drafts API', () => {
  it('answers 401 to every route without a session', async () => {
    for (const [method, path] of [
      ['GET', '/api/drafts'],
      ['POST', '/api/drafts'],
      ['GET', '/api/drafts/1'],
      ['PUT', '/api/drafts/1'],
      ['DELETE', '/api/drafts/1'],
      ['POST', '/api/drafts/1/publish'],
      ['GET', '/api/drafts/1/preview'],
    ] as const) {
      const response = await api(method, path, method === 'GET' ? {} : { json: {} });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(await readJson(response)).toEqual({ message: 'Please sign in to continue' });
    }
  });

  it('saves a draft beside the published unit: the public answer is unchanged, the draft is listed', async () => {
    const unit = await createUnit({ unitNumber: '201' });
    const response = await saveDraft({ kind: 'unit', entityId: unit.id, data: unitBody({ unitNumber: '201', rate: 55 }) });
    expect(response.status).toBe(201);
    const draft = await readJson<DraftJson>(response);
    expect(draft).toMatchObject({
      kind: 'unit',
      entityId: unit.id,
      label: 'Unit 201',
      baseVersion: 1,
      publishAt: null,
      publishError: null,
      savedByName: 'admin',
      previewPath: `/preview/listing/?draft=${draft.id}`,
    });
    expect(draft.data).toMatchObject({ rate: 55 });
    expect(await publicUnit(unit.id)).toMatchObject({ rate: 40 });

    // Saving again replaces the record's one draft.
    const again = await readJson<DraftJson>(
      await saveDraft({ kind: 'unit', entityId: unit.id, data: unitBody({ unitNumber: '201', rate: 60 }) }),
    );
    expect(again.id).toBe(draft.id);
    const listed = await readJson<DraftJson[]>(await api('GET', '/api/drafts', { token }));
    expect(listed.filter((d) => d.entityId === unit.id)).toEqual([
      expect.objectContaining({ id: draft.id, data: expect.objectContaining({ rate: 60 }) }),
    ]);
    expect(await readJson(await api('GET', `/api/drafts/${draft.id}`, { token }))).toMatchObject({ id: draft.id, label: 'Unit 201' });
  });

  it("validates a draft with the kind's own schema and stores nothing invalid", async () => {
    const before = (await draftRows()).length;
    const response = await saveDraft({ kind: 'unit', data: unitBody({ squareFootage: 0, type: '' }) });
    expect(response.status).toBe(400);
    const body = await readJson<{ fieldErrors: Record<string, string[]> }>(response);
    expect(body.fieldErrors).toMatchObject({
      squareFootage: ['Square footage must be greater than 0'],
      type: ['Space type is required'],
    });
    expect((await saveDraft({ kind: 'gallery', data: {} })).status).toBe(400);
    expect((await saveDraft({ kind: 'building', entityId: 999999, data: { name: 'Ghost', address: 'Nowhere' } })).status).toBe(404);
    expect((await draftRows()).length).toBe(before);
  });

  it('previews the draft applied to the unit and its building, for staff only and never cached', async () => {
    const unit = await createUnit({ unitNumber: '202', description: 'Harbor views' });
    const draft = await readJson<DraftJson>(
      await saveDraft({ kind: 'unit', entityId: unit.id, data: unitBody({ unitNumber: '202', rate: 71, status: 'leased' }) }),
    );
    // The cookie the admin's browser carries is enough (the preview page sends it).
    const response = await api('GET', `/api/drafts/${draft.id}/preview`, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    // As the preview page reads it.
    const preview = ListingPreviewJsonSchema.parse(await response.json());
    // The draft's body replaces the unit as a save would: the description it left out is cleared.
    expect(preview.unit).toMatchObject({ id: unit.id, unitNumber: '202', rate: 71, status: 'leased', description: null });
    expect(preview.building).toMatchObject({ id: buildingId, name: 'Draft Wharf' });
    expect(preview.units?.length).toBeGreaterThan(0);
    expect(await publicUnit(unit.id)).toMatchObject({ rate: 40, description: 'Harbor views', status: 'available' });
  });

  it('discards a draft: it is gone and the published unit never changed', async () => {
    const unit = await createUnit({ unitNumber: '203' });
    const draft = await readJson<DraftJson>(
      await saveDraft({ kind: 'unit', entityId: unit.id, data: unitBody({ unitNumber: '203', rate: 99 }) }),
    );
    const response = await api('DELETE', `/api/drafts/${draft.id}`, { token });
    expect(await readJson(response)).toEqual({ success: true, id: draft.id });
    expect((await api('GET', `/api/drafts/${draft.id}`, { token })).status).toBe(404);
    expect((await api('DELETE', `/api/drafts/${draft.id}`, { token })).status).toBe(404);
    expect(await publicUnit(unit.id)).toMatchObject({ rate: 40 });
  });

  it('publishes a draft through the normal save: the public answer changes and the draft is gone', async () => {
    const unit = await createUnit({ unitNumber: '204' });
    const draft = await readJson<DraftJson>(
      await saveDraft({ kind: 'unit', entityId: unit.id, data: unitBody({ unitNumber: '204', rate: 48 }) }),
    );
    const response = await api('POST', `/api/drafts/${draft.id}/publish`, { token });
    expect(response.status).toBe(200);
    expect(await readJson(response)).toMatchObject({ kind: 'unit', entityId: unit.id, record: { id: unit.id, rate: 48 } });
    expect(await publicUnit(unit.id)).toMatchObject({ rate: 48 });
    expect((await api('GET', `/api/drafts/${draft.id}`, { token })).status).toBe(404);
    expect((await api('POST', `/api/drafts/${draft.id}/publish`, { token })).status).toBe(404);
  });

  it('publishes a building draft', async () => {
    const created = await readJson<{ id: number }>(
      await api('POST', '/api/buildings', { token, json: { name: 'Pier Four', address: '4 Pier' } }),
    );
    const draft = await readJson<DraftJson>(
      await saveDraft({ kind: 'building', entityId: created.id, data: { name: 'Pier Four North', address: '4 Pier' } }),
    );
    expect(draft).toMatchObject({ label: 'Pier Four North', baseVersion: 1 });
    const preview = ListingPreviewJsonSchema.parse(await (await api('GET', `/api/drafts/${draft.id}/preview`, { token })).json());
    expect(preview.building).toMatchObject({ id: created.id, name: 'Pier Four North' });
    expect((await api('POST', `/api/drafts/${draft.id}/publish`, { token })).status).toBe(200);
    expect(await readJson(await api('GET', `/api/buildings/${created.id}`))).toMatchObject({ name: 'Pier Four North' });
  });

  it('refuses to publish a draft over a newer published version, and keeps the draft with the reason', async () => {
    const unit = await createUnit({ unitNumber: '205' });
    const draft = await readJson<DraftJson>(
      await saveDraft({ kind: 'unit', entityId: unit.id, data: unitBody({ unitNumber: '205', rate: 77 }) }),
    );
    expect(draft.baseVersion).toBe(1);
    // Someone publishes a change after the draft was started.
    const edit = await api('PUT', `/api/properties/${unit.id}`, {
      token,
      json: { ...unitBody({ unitNumber: '205', rate: 45 }), version: 1 },
    });
    expect(edit.status).toBe(200);
    const response = await api('POST', `/api/drafts/${draft.id}/publish`, { token });
    expect(response.status).toBe(409);
    const { message, conflict } = await readJson<{ message: string; conflict: unknown }>(response);
    expect(message).toMatch(/^Unit 205 was changed by admin at .* \(version 2\)\. Review their change, overwrite or reload\.$/);
    expect(conflict).toMatchObject({ version: 2, changedBy: 'admin' });
    expect(await publicUnit(unit.id)).toMatchObject({ rate: 45 });
    expect(await readJson(await api('GET', `/api/drafts/${draft.id}`, { token }))).toMatchObject({
      publishError: message,
      data: { rate: 77 },
    });
    // Saving the draft again from the current version ("overwrite") clears the error and publishes.
    const saved = await readJson<DraftJson>(
      await saveDraft({ kind: 'unit', entityId: unit.id, baseVersion: 2, data: unitBody({ unitNumber: '205', rate: 77 }) }),
    );
    expect(saved.publishError).toBeNull();
    expect((await api('POST', `/api/drafts/${saved.id}/publish`, { token })).status).toBe(200);
    expect(await publicUnit(unit.id)).toMatchObject({ rate: 77 });
  });

  it("refuses a save over a colleague's draft saved since the editor started, saying who and when; of fifty saves from one start, one is kept", async () => {
    const unit = await createUnit({ unitNumber: '206' });
    const body = (rate: number) => unitBody({ unitNumber: '206', rate });
    const draftOf = async () => (await draftRows()).find((d) => d.entityId === unit.id && d.kind === 'unit');
    const first = await saveDraft({ kind: 'unit', entityId: unit.id, data: body(50), startedFrom: null });
    expect(first.status).toBe(201);
    const saved = await readJson<DraftJson>(first);

    // A colleague who opened the unit before that draft existed.
    const late = await saveDraft({ kind: 'unit', entityId: unit.id, data: body(60), startedFrom: null });
    expect(late.status).toBe(409);
    expect((await readJson<{ message: string }>(late)).message).toMatch(
      /^admin saved a draft of Unit 206 at [A-Z][a-z]{2} \d+, \d{4}, \d+:\d{2} [AP]M E[SD]T since you opened this form\.$/,
    );
    expect((await draftOf())?.data).toMatchObject({ rate: 50 });

    // From the draft as saved, the save replaces it; by its id from the older time, it is refused.
    const next = await readJson<DraftJson>(
      await saveDraft({ kind: 'unit', entityId: unit.id, data: body(55), startedFrom: saved.updatedAt }),
    );
    expect(next.data).toMatchObject({ rate: 55 });
    const stale = await api('PUT', `/api/drafts/${saved.id}`, { token, json: { data: body(65), startedFrom: saved.updatedAt } });
    expect(stale.status).toBe(409);
    expect((await draftOf())?.data).toMatchObject({ rate: 55 });

    // Fifty editors who started from the same draft save at once: one body is kept, the rest told.
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        saveDraft({ kind: 'unit', entityId: unit.id, data: body(100 + i), startedFrom: next.updatedAt }),
      ),
    );
    const kept = answers.filter((answer) => answer.status === 201);
    expect(kept).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(49);
    expect((await draftOf())?.data).toEqual((await readJson<DraftJson>(kept[0]!)).data);

    // 'Overwrite' names no start: it replaces whatever draft there is.
    expect((await saveDraft({ kind: 'unit', entityId: unit.id, data: body(70) })).status).toBe(201);
    expect((await draftOf())?.data).toMatchObject({ rate: 70 });
    expect((await draftRows()).filter((d) => d.entityId === unit.id && d.kind === 'unit')).toHaveLength(1);
  });

  it('answers a save to a draft published or discarded since the editor opened it with a conflict, not "Draft not found"', async () => {
    const unit = await createUnit({ unitNumber: '207' });
    const draft = await readJson<DraftJson>(
      await saveDraft({ kind: 'unit', entityId: unit.id, data: unitBody({ unitNumber: '207', rate: 51 }) }),
    );
    expect((await api('DELETE', `/api/drafts/${draft.id}`, { token })).status).toBe(200);
    const late = await api('PUT', `/api/drafts/${draft.id}`, {
      token,
      json: { data: unitBody({ unitNumber: '207' }), startedFrom: draft.updatedAt },
    });
    expect(late.status).toBe(409);
    expect(await readJson(late)).toMatchObject({
      message: 'The draft you started from was published or discarded since you opened this form.',
    });
    expect((await draftRows()).filter((d) => d.entityId === unit.id && d.kind === 'unit')).toHaveLength(0);
    // Without a start it is simply not there.
    expect((await api('PUT', `/api/drafts/${draft.id}`, { token, json: { data: unitBody({ unitNumber: '207' }) } })).status).toBe(404);
  });
});

describe('new units and scheduled publishing', () => {
  it('keeps a new unit saved as a draft out of every public list', async () => {
    const before = await unitCount();
    const draft = await readJson<DraftJson>(await saveDraft({ kind: 'unit', data: unitBody({ unitNumber: '301' }) }));
    expect(draft).toMatchObject({ entityId: null, baseVersion: null, label: 'Unit 301' });
    expect(await unitCount()).toBe(before);
    const listed = await readJson<{ unitNumber: string }[]>(await api('GET', '/api/properties'));
    expect(listed.map((u) => u.unitNumber)).not.toContain('301');
    const preview = ListingPreviewJsonSchema.parse(await (await api('GET', `/api/drafts/${draft.id}/preview`, { token })).json());
    expect(preview.unit).toMatchObject({ id: 0, version: 0, unitNumber: '301' });
    expect(preview.publicPath).toBeNull();
  });

  it('schedules only for a time ahead, and unschedules', async () => {
    const past = await saveDraft({
      kind: 'unit',
      data: unitBody({ unitNumber: '302' }),
      publishAt: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.status).toBe(400);
    expect(await readJson(past)).toMatchObject({ fieldErrors: { publishAt: ['Choose a time in the future'] } });
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const draft = await readJson<DraftJson>(await saveDraft({ kind: 'unit', data: unitBody({ unitNumber: '302' }), publishAt: at }));
    expect(draft.publishAt).toBe(at);
    // Not due yet: a run publishes nothing.
    expect(await publishDueDrafts(SCHEDULER, {})).toEqual({ published: 0, failed: 0 });
    const unscheduled = await readJson<DraftJson>(await api('PUT', `/api/drafts/${draft.id}`, { token, json: { publishAt: null } }));
    expect(unscheduled).toMatchObject({ id: draft.id, publishAt: null, data: expect.objectContaining({ unitNumber: '302' }) });
  });

  it('publishes a due draft exactly once however many scheduled runs overlap', async () => {
    const draft = await readJson<DraftJson>(
      await saveDraft({ kind: 'unit', data: unitBody({ unitNumber: '303' }), publishAt: new Date(Date.now() + 60_000).toISOString() }),
    );
    const before = await unitCount();
    // Its time comes.
    await platform.db
      .update(drafts)
      .set({ publishAt: new Date(Date.now() - 1000) })
      .where(eq(drafts.id, draft.id));
    const runs = await Promise.all(Array.from({ length: 50 }, () => publishDueDrafts(SCHEDULER, {})));
    expect(runs.reduce((sum, run) => sum + run.published, 0)).toBe(1);
    expect(runs.reduce((sum, run) => sum + run.failed, 0)).toBe(0);
    expect(await unitCount()).toBe(before + 1);
    const listed = await readJson<{ id: number; unitNumber: string }[]>(await api('GET', '/api/properties'));
    const published = listed.filter((u) => u.unitNumber === '303');
    expect(published).toHaveLength(1);
    // Its history names who published it.
    const history = await platform.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.kind, 'unit'), eq(revisions.entityId, published[0]!.id)));
    expect(history.map((r) => [r.version, r.actorName])).toEqual([[1, 'Scheduled publishing']]);
    expect((await draftRows()).find((d) => d.id === draft.id)).toBeUndefined();
  });

  it('leaves a draft whose scheduled publish fails in place, unscheduled, with the reason', async () => {
    const lonely = await readJson<{ id: number }>(
      await api('POST', '/api/buildings', { token, json: { name: 'Soon Gone', address: '9 Gone St' } }),
    );
    const draft = await readJson<DraftJson>(
      await saveDraft({
        kind: 'unit',
        data: unitBody({ buildingId: lonely.id, unitNumber: '304' }),
        publishAt: new Date(Date.now() + 60_000).toISOString(),
      }),
    );
    expect((await api('DELETE', `/api/buildings/${lonely.id}`, { token })).status).toBe(200);
    await platform.db
      .update(drafts)
      .set({ publishAt: new Date(Date.now() - 1000) })
      .where(eq(drafts.id, draft.id));
    expect(await publishDueDrafts(SCHEDULER, {})).toEqual({ published: 0, failed: 1 });
    const kept = await readJson<DraftJson>(await api('GET', `/api/drafts/${draft.id}`, { token }));
    expect(kept).toMatchObject({ publishAt: null, publishError: 'The selected building does not exist', label: 'Unit 304' });
    // Not retried every minute.
    expect(await publishDueDrafts(SCHEDULER, {})).toEqual({ published: 0, failed: 0 });
  });

  it('keeps a body saved while its draft was being published, as a draft of the published record', async () => {
    const draft = await readJson<DraftJson>(
      await saveDraft({ kind: 'unit', data: unitBody({ unitNumber: '306' }), publishAt: new Date(Date.now() + 60_000).toISOString() }),
    );
    const claimed = (await claimDraft(draft.id))!;
    // A colleague saves the draft again while it is being published ...
    await new Promise((resolve) => setTimeout(resolve, 5));
    const resaved = await api('PUT', `/api/drafts/${draft.id}`, { token, json: { data: unitBody({ unitNumber: '306', rate: 52 }) } });
    expect(resaved.status).toBe(200);
    // ... the publish (here: the unit it created, id 4242) then releases the draft instead of dropping it.
    await releasePublishedDraft(draft.id, claimed.claimedAt!, 4242);
    const kept = (await draftRows()).find((d) => d.id === draft.id);
    expect(kept).toMatchObject({ entityId: 4242, claimedAt: null, publishAt: null, data: expect.objectContaining({ rate: 52 }) });
  });

  it('refuses a second Publish while one is under way', async () => {
    const unit = await createUnit({ unitNumber: '305' });
    const draft = await readJson<DraftJson>(
      await saveDraft({ kind: 'unit', entityId: unit.id, data: unitBody({ unitNumber: '305', rate: 41 }) }),
    );
    const answers = await Promise.all(Array.from({ length: 50 }, () => api('POST', `/api/drafts/${draft.id}/publish`, { token })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => s === 200 || s === 409 || s === 404)).toBe(true);
    expect(await publicUnit(unit.id)).toMatchObject({ rate: 41 });
  });
});
