// The site content: the seeded words, answered to everyone; changed only by
// staff, validated field by field, version-checked (a save over a newer version is refused, 50
// racing saves from one version: exactly one wins) and recorded in the history.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revisions, siteContent } from '~/db/schema';
import { officeHoursText } from '~/src/lib/office-hours';
import {
  CLOSES_AFTER_OPENS_MESSAGE,
  DEFAULT_OFFICE_HOURS,
  OFFICE_HOURS_MESSAGE,
  WEEKDAYS,
  type OfficeHours,
} from '~/src/lib/schemas/office-hours';
import { DEFAULT_SITE_CONTENT } from '~/src/lib/site-content-defaults';
import type { SiteContent } from '~/src/lib/schemas/site-content';
import { api, readJson, signIn } from '../helpers/api';
import { startTestPlatform, type TestPlatform } from '../helpers/test-platform';

let platform: TestPlatform;
let token: string;
beforeAll(async () => {
  platform = await startTestPlatform();
  ({ token } = await signIn());
});
afterAll(() => platform.stop());

type Answer = SiteContent & { version: number; updatedAt: string };
const current = async () => readJson<Answer>(await api('GET', '/api/site-content'));
const put = (json: unknown) => api('PUT', '/api/site-content', { token, json });
const withTitle = (content: SiteContent, heroTitle: string): SiteContent => ({ ...content, home: { ...content.home, heroTitle } });
const withHours = (content: SiteContent, hours: unknown) => ({ ...content, contact: { ...content.contact, hours } });
/** 8:30 AM to 5:30 PM on weekdays. */
const EARLY: OfficeHours = { days: WEEKDAYS.map((_, i) => ({ closed: i >= 5, opens: '08:30', closes: '17:30' })), closedDates: [] };
const storedRow = async () =>
  (await platform.db.select({ data: siteContent.data }).from(siteContent).where(eq(siteContent.id, 1)))[0]!.data;
const strip = ({ version: _v, updatedAt: _u, ...content }: Answer): SiteContent => content;
const siteRevisions = () =>
  platform.db
    .select()
    .from(revisions)
    .where(and(eq(revisions.kind, 'site'), eq(revisions.entityId, 1)))
    .orderBy(asc(revisions.version));

describe('GET /api/site-content', () => {
  it('answers the seeded content (the texts the site showed before) at version 1, to anyone, cached at the CDN', async () => {
    const response = await api('GET', '/api/site-content');
    expect(response.status).toBe(200);
    expect(response.headers.get('netlify-cache-tag')).toBe('site-content');
    const answer = await readJson<Answer>(response);
    expect(strip(answer)).toEqual(DEFAULT_SITE_CONTENT);
    expect(answer.version).toBe(1);
    // The row migration 0021 wrote still holds the text; it is read as data (decision 048).
    expect(await storedRow()).toMatchObject({ contact: { hours: 'Monday - Friday 9:00 AM - 6:00 PM' } });
    expect(answer.contact.hours).toEqual(DEFAULT_OFFICE_HOURS);
    expect(officeHoursText(answer.contact.hours)).toBe('Monday - Friday 9:00 AM - 6:00 PM');
    expect(answer.team).toEqual([
      { name: 'Maureen Kelleher', title: 'Director of Leasing', phone: '(617) 555-0142', email: 'leasing@southbostoncommerce.com' },
    ]);
    // Version 1 enters the history with its first change ("Before history", decision 028).
    expect(await siteRevisions()).toEqual([]);
  });
});

describe('office hours stored as text before decision 048', () => {
  it('are read as data, and a text naming no hours it can read as the hours tours followed until then', async () => {
    const seeded = await storedRow();
    const store = (hours: string) =>
      platform.db
        .update(siteContent)
        .set({ data: withHours(DEFAULT_SITE_CONTENT, hours) })
        .where(eq(siteContent.id, 1));
    try {
      await store('Monday - Friday 8:30 AM - 5:30 PM');
      expect((await current()).contact.hours).toEqual(EARLY);
      await store('By appointment');
      expect((await current()).contact.hours).toEqual(DEFAULT_OFFICE_HOURS);
    } finally {
      await platform.db.update(siteContent).set({ data: seeded }).where(eq(siteContent.id, 1));
    }
  });
});

describe('PUT /api/site-content', () => {
  it('answers 401 signed out and changes nothing', async () => {
    const before = await current();
    const response = await api('PUT', '/api/site-content', { json: { ...withTitle(strip(before), 'Never'), version: before.version } });
    expect(response.status).toBe(401);
    expect(await readJson(response)).toEqual({ message: 'Please sign in to continue' });
    expect(await current()).toEqual(before);
  });

  it('refuses bad input with clear messages per field and changes nothing', async () => {
    const before = await current();
    const content = strip(before);
    const cases: [unknown, string, string][] = [
      [{ ...content, contact: { ...content.contact, email: 'not-an-address' } }, 'contact', 'Please enter a valid email address'],
      [
        { ...content, contact: { ...content.contact, phone: '555' } },
        'contact',
        'Enter a phone number with its area code, e.g. (617) 555-0142',
      ],
      [
        { ...content, contact: { ...content.contact, address: { ...content.contact.address, state: 'Mass' } } },
        'contact',
        'State is two letters, e.g. MA',
      ],
      [withHours(content, 'By appointment'), 'contact', OFFICE_HOURS_MESSAGE],
      [
        withHours(content, { ...EARLY, days: EARLY.days.map((day) => ({ ...day, closes: '08:00' })) }),
        'contact',
        CLOSES_AFTER_OPENS_MESSAGE,
      ],
      [{ ...content, team: [] }, 'team', 'The leasing team needs at least one member'],
      [{ ...content, home: { ...content.home, heroTitle: '' } }, 'home', 'The hero title is required'],
      [
        { ...content, home: { ...content.home, benefits: content.home.benefits.slice(0, 3) } },
        'home',
        'The home page shows exactly 4 benefit cards',
      ],
      [{ ...content, about: { ...content.about, amenities: ['', ' '] } }, 'about', 'List at least one nearby amenity'],
      [
        { ...content, social: [{ label: 'LinkedIn', url: 'javascript:alert(1)' }] },
        'social',
        'Enter a full web address starting with https://',
      ],
      [{ ...content, footerServices: [] }, 'footerServices', 'List at least one service'],
      [{ ...content, version: 'one' }, 'version', 'version must be a whole number'],
    ];
    for (const [body, field, message] of cases) {
      const response = await put(body);
      expect(response.status, message).toBe(400);
      const answer = await readJson<{ message: string; fieldErrors: Record<string, string[]> }>(response);
      expect(answer.message).toBe(message);
      expect(answer.fieldErrors[field]).toContain(message);
    }
    expect(await current()).toEqual(before);
    expect(await siteRevisions()).toHaveLength(0);
  });

  it('publishes a change as the next version, recorded in the history with who made it', async () => {
    const before = await current();
    const changed = withHours(withTitle(strip(before), 'Space to grow'), EARLY);
    const response = await put({ ...changed, version: before.version });
    expect(response.status).toBe(200);
    const answer = await readJson<Answer>(response);
    expect(answer).toMatchObject({ version: before.version + 1, contact: { hours: EARLY }, home: { heroTitle: 'Space to grow' } });
    expect(await current()).toEqual(answer);
    const history = await siteRevisions();
    expect(history.map((r) => [r.version, r.actorName])).toEqual([
      [before.version, 'Before history'],
      [answer.version, 'admin'],
    ]);
    expect(history.at(-1)).toMatchObject({ data: { data: changed } });
    expect(history.at(-1)!.actorUserId).not.toBeNull();
  });

  it('refuses a save over a newer version with 409 naming who changed it, and overwrites nothing', async () => {
    const before = await current();
    expect((await put({ ...withTitle(strip(before), 'First editor'), version: before.version })).status).toBe(200);
    const stale = await put({ ...withTitle(strip(before), 'Second editor'), version: before.version });
    expect(stale.status).toBe(409);
    const { message, conflict } = await readJson<{ message: string; conflict: Record<string, unknown> }>(stale);
    expect(conflict).toMatchObject({ version: before.version + 1, changedBy: 'admin' });
    expect(message).toMatch(
      new RegExp(
        `^The site content was changed by admin at .+ \\(version ${before.version + 1}\\)\\. Review their change, overwrite or reload\\.$`,
      ),
    );
    expect((await current()).home.heroTitle).toBe('First editor');
  });

  it('saves without a version unconditionally (the documented API has none)', async () => {
    const before = await current();
    const response = await put(withTitle(strip(before), 'Unconditional'));
    expect(response.status).toBe(200);
    expect((await current()).version).toBe(before.version + 1);
  });

  it('lets exactly one of 50 concurrent saves from the same version win', async () => {
    const before = await current();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => put({ ...withTitle(strip(before), `Race ${i}`), version: before.version })),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const after = await current();
    expect(after.version).toBe(before.version + 1);
    const winner = responses.findIndex((r) => r.status === 200);
    expect(after.home.heroTitle).toBe(`Race ${winner}`);
    expect((await siteRevisions()).filter((r) => r.version === after.version)).toHaveLength(1);
  });
});

describe('drafts of the site content (kind "site")', () => {
  const saveDraft = (data: SiteContent, baseVersion: number) =>
    api('POST', '/api/drafts', { token, json: { kind: 'site', entityId: 1, data, baseVersion } });

  it('keeps a draft beside the published content, previews it for staff only, and publishes it as the next version', async () => {
    const before = await current();
    const draftContent = withTitle(strip(before), 'Draft hours');
    const saved = await saveDraft(draftContent, before.version);
    expect(saved.status).toBe(201);
    const draft = await readJson<{ id: number; label: string; previewPath: string }>(saved);
    expect(draft).toMatchObject({ label: 'Site content', previewPath: `/preview/?draft=${draft.id}` });
    // Not public yet.
    expect(await current()).toEqual(before);

    expect((await api('GET', `/api/drafts/${draft.id}/preview`)).status).toBe(401);
    const preview = await api('GET', `/api/drafts/${draft.id}/preview`, { token });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect(await readJson(preview)).toMatchObject({
      content: { home: { heroTitle: 'Draft hours' } },
      pages: { home: '/preview/', about: '/preview/about/', contact: '/preview/contact/', privacy: '/preview/privacy/' },
      publicPath: '/',
    });

    expect((await api('POST', `/api/drafts/${draft.id}/publish`, { token })).status).toBe(200);
    const after = await current();
    expect(after).toMatchObject({ version: before.version + 1, home: { heroTitle: 'Draft hours' } });
    expect((await siteRevisions()).at(-1)).toMatchObject({ version: after.version, actorName: 'admin' });
    expect((await api('GET', `/api/drafts/${draft.id}`, { token })).status).toBe(404);
  });

  it('refuses a draft with bad content, and a draft for another id', async () => {
    const before = await current();
    const bad = await saveDraft({ ...strip(before), team: [] }, before.version);
    expect(bad.status).toBe(400);
    expect((await readJson<{ message: string }>(bad)).message).toBe('The leasing team needs at least one member');
    const other = await api('POST', '/api/drafts', { token, json: { kind: 'site', entityId: 2, data: strip(before) } });
    expect(other.status).toBe(404);
  });

  it('refuses to publish a draft started before a newer published version (409), and keeps the draft', async () => {
    const before = await current();
    const { id } = await readJson<{ id: number }>(await saveDraft(withTitle(strip(before), 'Stale draft'), before.version));
    expect((await put({ ...withTitle(strip(before), 'Published meanwhile'), version: before.version })).status).toBe(200);
    const publish = await api('POST', `/api/drafts/${id}/publish`, { token });
    expect(publish.status).toBe(409);
    expect((await readJson<{ message: string }>(publish)).message).toMatch(/^The site content was changed by admin at /);
    expect((await current()).home.heroTitle).toBe('Published meanwhile');
    expect((await api('GET', `/api/drafts/${id}`, { token })).status).toBe(200);
    expect((await api('DELETE', `/api/drafts/${id}`, { token })).status).toBe(200);
  });
});

describe('the history of the site content', () => {
  it('lists each published version with what changed, and restores an earlier one as a new version', async () => {
    const before = await current();
    expect((await put({ ...withTitle(strip(before), 'Hours to restore'), version: before.version })).status).toBe(200);
    const changed = await current();
    expect((await put({ ...withTitle(strip(changed), 'Hours after'), version: changed.version })).status).toBe(200);

    expect((await api('GET', '/api/history/site/1')).status).toBe(401);
    const history = await readJson<{ currentVersion: number; versions: { version: number; changes: { field: string }[] }[] }>(
      await api('GET', '/api/history/site/1', { token }),
    );
    expect(history.currentVersion).toBe(changed.version + 1);
    expect(history.versions[0]!.changes).toEqual([
      { field: 'data.home.heroTitle', kind: 'changed', before: 'Hours to restore', after: 'Hours after' },
    ]);

    const restored = await api('POST', `/api/history/site/1/${changed.version}/restore`, { token, json: { version: changed.version + 1 } });
    expect(restored.status).toBe(200);
    expect(await current()).toMatchObject({ version: changed.version + 2, home: { heroTitle: 'Hours to restore' } });
  });
});
