// The inbox at volume: bulk mark read / delete / "Not spam", "Empty spam" with its Undo through the
// Trash, and the list page by page, against the real database (docs/API.md).
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertInquiry } from '~/db/queries/inquiries';
import type { SpamReason } from '~/src/lib/schemas/inquiry';
import type { TrashItem } from '~/src/lib/schemas/trash';
import { api, readJson, signIn } from '../helpers/api';
import { startTestPlatform, type TestPlatform } from '../helpers/test-platform';

type Listed = { id: number; status: string; isSpam: boolean; notifyState: string };

let platform: TestPlatform;
let token: string;
let outbox: string;
beforeAll(async () => {
  platform = await startTestPlatform();
  ({ token } = await signIn());
  outbox = await mkdtemp(path.join(tmpdir(), 'bulk-outbox-'));
  delete process.env['SMTP_HOST'];
  process.env['OUTBOX_DIR'] = outbox;
});
afterAll(async () => {
  await platform.stop();
  delete process.env['OUTBOX_DIR'];
  await rm(outbox, { recursive: true, force: true });
});

let seq = 0;
/** Stores an inquiry as the form would (flagged with `spamReason`, or for the inbox). */
async function stored(spamReason: SpamReason | null = null): Promise<number> {
  seq += 1;
  const inquiry = await insertInquiry({
    firstName: 'Bulk',
    lastName: `Sender ${seq}`,
    email: `sender${seq}@example.com`,
    message: 'Looking for about 3,000 sq ft of office space.',
    spamReason,
    unitId: null,
  });
  return inquiry.id;
}
const storeMany = (n: number, spamReason: SpamReason | null = null) => Promise.all(Array.from({ length: n }, () => stored(spamReason)));

const list = async (query = '') => readJson<Listed[]>(await api('GET', `/api/contact-submissions${query}`, { token }));
const bulk = (json: unknown, auth = token) => api('POST', '/api/contact-submissions/bulk', { token: auth, json });
const trashedInquiryIds = async () =>
  (await readJson<TrashItem[]>(await api('GET', '/api/trash', { token }))).filter((i) => i.kind === 'inquiry').map((i) => i.id);
const restore = (ids: number[]) => api('POST', '/api/trash/restore', { token, json: { kind: 'inquiry', ids } });

describe('bulk changes', () => {
  it('marks many read in one call', async () => {
    const ids = await storeMany(3);
    const response = await bulk({ action: 'mark-read', ids: [...ids, ids[0]] });
    expect(response.status).toBe(200);
    expect((await readJson<{ ids: number[] }>(response)).ids.sort()).toEqual([...ids].sort());
    const inbox = await list();
    expect(ids.map((id) => inbox.find((i) => i.id === id)?.status)).toEqual(['read', 'read', 'read']);
  });

  it('deletes many to the Trash, and Undo restores them all', async () => {
    const ids = await storeMany(4);
    expect((await bulk({ action: 'delete', ids })).status).toBe(200);
    expect((await list()).filter((i) => ids.includes(i.id))).toEqual([]);
    expect(await trashedInquiryIds()).toEqual(expect.arrayContaining(ids));

    expect((await restore(ids)).status).toBe(200);
    expect((await list()).filter((i) => ids.includes(i.id))).toHaveLength(4);
    expect(await trashedInquiryIds()).not.toEqual(expect.arrayContaining([ids[0]]));
  });

  it('moves flagged ones to the inbox as new and sends each held e-mail once', async () => {
    const ids = await storeMany(2, 'too fast');
    // The e-mails go out after the answer (Netlify's waitUntil).
    const pending: Promise<unknown>[] = [];
    const response = await api('POST', '/api/contact-submissions/bulk', { token, json: { action: 'not-spam', ids }, pending });
    expect(response.status).toBe(200);
    expect(pending).toHaveLength(1);
    await Promise.all(pending);
    const inbox = await list();
    expect(ids.map((id) => inbox.find((i) => i.id === id))).toEqual(
      ids.map((id) => expect.objectContaining({ id, status: 'new', isSpam: false, notifyState: 'sent' })),
    );
    const mails = await readdir(outbox);
    for (const id of ids) expect(mails.filter((name) => name.endsWith(`-inquiry-${id}.eml`))).toHaveLength(1);
    // Again: nothing left to release, nothing sent twice.
    expect((await readJson<{ ids: number[] }>(await bulk({ action: 'not-spam', ids }))).ids).toEqual([]);
    expect(await readdir(outbox)).toHaveLength(mails.length);
  });

  it('refuses bad ids with a clear 400 and changes nothing', async () => {
    const [live, gone] = (await storeMany(2)) as [number, number];
    expect((await bulk({ action: 'delete', ids: [gone] })).status).toBe(200);
    const cases: [unknown, string][] = [
      [{ action: 'mark-read', ids: [] }, 'Choose at least one'],
      [{ action: 'mark-read', ids: ['abc'] }, 'Choose the inquiries by their ids (whole numbers)'],
      [{ action: 'mark-read', ids: [0, -3] }, 'Choose the inquiries by their ids (whole numbers)'],
      [{ action: 'mark-read', ids: 'all' }, 'Choose the inquiries by their ids (whole numbers)'],
      [{ action: 'mark-read', ids: Array.from({ length: 501 }, (_, i) => i + 1) }, 'Choose at most 500 at a time'],
      [{ action: 'archive', ids: [live] }, 'Action must be one of mark-read, delete, not-spam'],
      [
        { action: 'mark-read', ids: [live, gone, 2_000_000] },
        `No inquiry with the id ${gone}, 2000000 (deleted, or never there). Nothing was changed.`,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await bulk(body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((await readJson<{ message: string }>(response)).message).toBe(message);
    }
    expect((await list()).find((i) => i.id === live)?.status).toBe('new');
    expect((await restore([live])).status).toBe(400); // not in the Trash
    expect(await trashedInquiryIds()).toContain(gone);
  });

  it('needs an admin session', async () => {
    const [id] = await storeMany(1);
    expect((await bulk({ action: 'delete', ids: [id] }, '')).status).toBe(401);
    expect((await api('POST', '/api/contact-submissions/empty-spam')).status).toBe(401);
    expect((await api('POST', '/api/trash/restore', { json: { kind: 'inquiry', ids: [id] } })).status).toBe(401);
    expect((await list()).some((i) => i.id === id)).toBe(true);
  });

  it('trashes each inquiry exactly once when fifty overlapping bulk deletes arrive at once', async () => {
    const [a, b, c, d] = (await storeMany(4)) as [number, number, number, number];
    const sets = [[a, b], [b, c], [c, d], [a, b, c, d], [d]];
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const response = await bulk({ action: 'delete', ids: sets[i % sets.length] });
        return { status: response.status, ids: response.status === 200 ? (await readJson<{ ids: number[] }>(response)).ids : [] };
      }),
    );
    expect(answers.every((answer) => answer.status === 200 || answer.status === 400)).toBe(true);
    // Every successful call changed all it named; no inquiry was trashed by two calls.
    const trashedByCalls = answers.flatMap((answer) => answer.ids).sort((x, y) => x - y);
    expect(trashedByCalls).toEqual([...new Set(trashedByCalls)]);
    const trashed = (await trashedInquiryIds()).filter((id) => [a, b, c, d].includes(id)).sort((x, y) => x - y);
    expect(trashedByCalls).toEqual(trashed);
    expect(trashed.length).toBeGreaterThanOrEqual(2); // the first call to run changed what it named
  });
});

describe('Empty spam', () => {
  it('moves 100 flagged inquiries to the Trash in one call; Undo restores them all', async () => {
    const inbox = await storeMany(2);
    const spam = await storeMany(100, 'honeypot');
    const response = await api('POST', '/api/contact-submissions/empty-spam', { token });
    expect(response.status).toBe(200);
    const { ids } = await readJson<{ ids: number[] }>(response);
    expect(ids.sort()).toEqual([...spam].sort());
    expect(await list('?spam=only')).toEqual([]);
    expect(await trashedInquiryIds()).toEqual(expect.arrayContaining(spam));
    expect((await list()).filter((i) => inbox.includes(i.id))).toHaveLength(2);

    expect((await restore(ids)).status).toBe(200);
    expect((await list('?spam=only')).map((i) => i.id).sort()).toEqual([...spam].sort());
    expect((await trashedInquiryIds()).filter((id) => spam.includes(id))).toEqual([]);
  });
});

describe('the list page by page', () => {
  it('answers pages with the total, and the whole list unchanged without ?limit', async () => {
    const whole = await list('?spam=only');
    expect(Array.isArray(whole)).toBe(true);
    const seen: number[] = [];
    let before: number | null = null;
    for (let page = 0; page < 10; page += 1) {
      const query: string = `?spam=only&limit=40${before ? `&before=${before}` : ''}`;
      const answer = await readJson<{ items: Listed[]; total: number; nextBefore: number | null }>(
        await api('GET', `/api/contact-submissions${query}`, { token }),
      );
      expect(answer.total).toBe(whole.length);
      seen.push(...answer.items.map((i) => i.id));
      before = answer.nextBefore;
      if (before === null) break;
    }
    expect(seen).toEqual(whole.map((i) => i.id));
    for (const query of ['?limit=0', '?limit=abc', '?limit=201', '?limit=10&before=x']) {
      expect((await api('GET', `/api/contact-submissions${query}`, { token })).status, query).toBe(400);
    }
  });
});
